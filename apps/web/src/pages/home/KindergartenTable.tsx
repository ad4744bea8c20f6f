import type { HomeFigure, HomeFigureKey, HomeKindergartenRow } from '@kg/domain';
import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuEntries } from '../../app/menu/useMenuEntries';
import { DataTable } from '../../components/table/DataTable';
import { figureHref, figureLabel, hasWhole } from './home-links';

/** A figure in a table's cell, opening its screen when the menu has it. */
export function FigureCell({ figure, testId }: { figure: HomeFigure | undefined; testId: string }) {
  const entries = useMenuEntries();
  if (!figure) return null;
  const text = hasWhole(figure) ? `${figure.value} / ${figure.of}` : String(figure.value);
  const shown = figure.alert && figure.value > 0 ? <Typography.Text type="danger">{text}</Typography.Text> : text;
  const href = figureHref(figure.link, entries);
  return href ? (
    <Link to={href} data-testid={testId} data-value={figure.value}>
      {shown}
    </Link>
  ) : (
    <span data-testid={testId} data-value={figure.value}>
      {shown}
    </span>
  );
}

/** A group's or an agent's kindergartens side by side: each figure opens the kindergarten's screen. */
export function KindergartenTable({ rows }: { rows: HomeKindergartenRow[] }) {
  const { t } = useTranslation();
  const keys: HomeFigureKey[] = [...new Set(rows.flatMap((r) => r.figures.map((f) => f.key)))];
  const columns: ColumnsType<HomeKindergartenRow> = [
    { key: 'kigName', title: t('home.today.kindergarten'), dataIndex: 'kigName', width: 180 },
    ...keys.map((key) => ({
      key,
      title: figureLabel(key),
      align: 'right' as const,
      width: 110,
      render: (_: unknown, row: HomeKindergartenRow) => <FigureCell figure={row.figures.find((f) => f.key === key)} testId={`home-kig-${row.kigId}-${key}`} />,
    })),
  ];
  return (
    <Card size="small" title={t('home.today.byKindergarten')} data-testid="home-kindergartens">
      <DataTable<HomeKindergartenRow>
        rowKey="kigId"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        onRow={(row) => ({ 'data-testid': `home-kig-row-${row.kigId}` }) as HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}

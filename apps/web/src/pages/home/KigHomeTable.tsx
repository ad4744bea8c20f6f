import type { HomeFigure, HomeFigureKey, KigHomeDay } from '@kg/domain';
import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuEntries } from '../../app/menu/useMenuEntries';
import { DataTable } from '../../components/table/DataTable';
import { figureHref, figureLabel } from './home-links';
import { FigureCell } from './KindergartenTable';

const figuresOf = (row: KigHomeDay): HomeFigure[] => row.cards.flatMap((c) => c.figures);

function RecipeCell({ row }: { row: KigHomeDay }) {
  const { t } = useTranslation();
  const card = row.cards.find((c) => c.key === 'recipe');
  const href = figureHref(card?.link, useMenuEntries());
  if (!card) return null;
  const text = card.meals?.length ? card.meals.map((m) => m.name).join(t('kigHome.mealSeparator')) : t('kigHome.notes.noRecipe');
  const shown = (
    <Typography.Text type={card.meals?.length ? undefined : 'secondary'} ellipsis={{ tooltip: text }} style={{ maxWidth: 260 }}>
      {text}
    </Typography.Text>
  );
  return href ? (
    <Link to={href} data-testid={`kig-home-kig-${row.kigId}-recipe`}>
      {shown}
    </Link>
  ) : (
    <span data-testid={`kig-home-kig-${row.kigId}-recipe`}>{shown}</span>
  );
}

/** A group's kindergartens side by side: each figure opens that kindergarten's screen, filtered for its day. */
export function KigHomeTable({ rows }: { rows: KigHomeDay[] }) {
  const { t } = useTranslation();
  const keys: HomeFigureKey[] = [...new Set(rows.flatMap((r) => figuresOf(r).map((f) => f.key)))];
  const withRecipe = rows.some((r) => r.cards.some((c) => c.key === 'recipe'));
  const columns: ColumnsType<KigHomeDay> = [
    { key: 'kigName', title: t('kigHome.kindergarten'), dataIndex: 'kigName', width: 180, fixed: 'left' },
    ...keys.map((key) => ({
      key,
      title: figureLabel(key),
      align: 'right' as const,
      width: 110,
      render: (_: unknown, row: KigHomeDay) => <FigureCell figure={figuresOf(row).find((f) => f.key === key)} testId={`kig-home-kig-${row.kigId}-${key}`} />,
    })),
    ...(withRecipe ? [{ key: 'recipe', title: t('kigHome.cards.recipe'), width: 260, render: (_: unknown, row: KigHomeDay) => <RecipeCell row={row} /> }] : []),
  ];
  return (
    <Card size="small" title={t('kigHome.byKindergarten')} data-testid="kig-home-kindergartens">
      <DataTable<KigHomeDay>
        rowKey="kigId"
        size="small"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        onRow={(row) => ({ 'data-testid': `kig-home-kig-row-${row.kigId}` }) as HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}

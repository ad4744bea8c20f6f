import type { ReachRows } from '@kg/domain';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { type HTMLAttributes, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReachRow, reachRows } from './reach-rows';
import { DataTable } from '../../table/DataTable';

export interface ReachTableProps<K extends string> {
  view: ReachRows<Record<K, number>>;
  keys: readonly K[];
  label: (key: K) => string;
  colors: Partial<Record<K, string>>;
  /** How a count is shown (an amount in fen as yuan), in its cells and the total row; the number itself when left out. */
  format?: Partial<Record<K, (value: number) => ReactNode>>;
  /** A column after the counts (a rate), with its cell in the total row. */
  extra?: { column: ColumnType<ReachRow<Record<K, number>>>; total: ReactNode };
  loading: boolean;
  onArea: (areaCode: string) => void;
  onKindergarten: (kigId: string) => void;
  /** data-testid prefix: `${prefix}-table`, `-row-<kigId>`, `-area-<code>`, `-view-<id>`, `-total-row`. */
  testId: string;
}

/** Areas and kindergartens with their counts and a total row: an area drills down, a kindergarten opens. */
export function ReachTable<K extends string>({ view, keys, label, colors, format, extra, loading, onArea, onKindergarten, testId }: ReachTableProps<K>) {
  const { t } = useTranslation();
  type Row = ReachRow<Record<K, number>>;
  const rows = useMemo(() => reachRows(view, t('report.reach.unknownArea')), [view, t]);
  const byArea = view.groupBy === 'area';
  const open = (row: Row) => (row.kind === 'area' ? onArea(row.id) : onKindergarten(row.id));
  const rowTestId = (row: Row) => (row.kind === 'area' ? `${testId}-area-${row.id}` : `${testId}-row-${row.id}`);
  const columns: ColumnsType<Row> = [
    { key: 'name', title: byArea ? t('report.reach.name') : t('report.overview.kindergarten'), dataIndex: 'name', fixed: 'left', width: 200 },
    ...(byArea
      ? [
          {
            key: 'kindergartenCount',
            title: t('report.reach.kindergartenCount'),
            dataIndex: 'kindergartenCount',
            align: 'right' as const,
            width: 96,
            render: (value: number | null) => value ?? '-',
          },
        ]
      : []),
    ...keys.map((key) => ({
      key,
      title: label(key),
      dataIndex: key,
      align: 'right' as const,
      width: 110,
      sorter: (a: Row, b: Row) => a[key] - b[key],
      render: (value: number) => {
        const shown = format?.[key]?.(value) ?? value;
        return value > 0 && colors[key] ? <Typography.Text style={{ color: colors[key] }}>{shown}</Typography.Text> : shown;
      },
    })),
    ...(extra ? [extra.column] : []),
    {
      key: 'actions',
      title: t('resource.table.actions'),
      fixed: 'right',
      width: 90,
      render: (_: unknown, row: Row) => (
        <Button
          type="link"
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            open(row);
          }}
          data-testid={`${testId}-view-${row.id}`}
        >
          {t('report.overview.view')}
        </Button>
      ),
    },
  ];
  const lead = byArea ? 2 : 1;
  return (
    <DataTable<Row>
      rowKey="key"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('report.overview.empty') }}
      data-testid={`${testId}-table`}
      onRow={(row) => ({ 'data-testid': rowTestId(row), style: { cursor: 'pointer' }, onClick: () => open(row) }) as HTMLAttributes<HTMLElement>}
      summary={() =>
        rows.length ? (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid={`${testId}-total-row`}>
              <Table.Summary.Cell index={0} colSpan={lead}>
                <Typography.Text strong>{t('report.overview.total')}</Typography.Text>
              </Table.Summary.Cell>
              {keys.map((key, i) => (
                <Table.Summary.Cell key={key} index={i + lead} align="right">
                  <Typography.Text strong>{format?.[key]?.(view.totals[key]) ?? view.totals[key]}</Typography.Text>
                </Table.Summary.Cell>
              ))}
              {extra && (
                <Table.Summary.Cell index={keys.length + lead} align="right">
                  <Typography.Text strong>{extra.total}</Typography.Text>
                </Table.Summary.Cell>
              )}
              <Table.Summary.Cell index={keys.length + lead + (extra ? 1 : 0)} />
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}

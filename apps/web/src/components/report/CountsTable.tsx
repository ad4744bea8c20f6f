import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AnyObject } from 'antd/es/_util/type';
import type { HTMLAttributes, ReactNode } from 'react';
import { DataTable } from '../table/DataTable';

/** A column of counts: its key in the rows and the totals, its title and how a value reads (a rate). */
export interface CountColumn<R> {
  key: string;
  /** The value of a row when it is not the row's own field (a rate worked out from two counts). */
  value?: (row: R) => number;
  title: ReactNode;
  width?: number;
  /** A colour for non-zero values (abnormal in red). */
  color?: string;
  /** How a value reads (a rate as a percentage); the number itself otherwise. */
  format?: (value: number) => ReactNode;
}

export interface CountsTableProps<R extends AnyObject> {
  rows: R[];
  rowKey: keyof R & string;
  /** The first column: the row's name (a class, with its link). */
  nameColumn: { title: ReactNode; dataIndex: keyof R & string; render?: (name: string, row: R) => ReactNode };
  counts: CountColumn<R>[];
  /** The totals row's figures by column, and its label; no totals row without rows. */
  totals?: { label: ReactNode; values: Record<string, number | undefined> };
  /** A last column of actions (links of a row), with the totals row's own. */
  actions?: { title: ReactNode; width: number; render: (row: R) => ReactNode; total?: ReactNode };
  loading?: boolean;
  emptyText: ReactNode;
  /** data-testid prefix: `${prefix}-class-row-${key}` for each row, `${prefix}-total-row` for the totals. */
  testIdPrefix?: string;
}

/**
 * A report's counts by row (by class, by kindergarten): the name pinned, each count right-aligned and
 * sortable, the totals row in bold under them; built on every list's DataTable.
 */
export function CountsTable<R extends AnyObject>(props: CountsTableProps<R>) {
  const { rows, counts, totals, actions, testIdPrefix } = props;
  const columns: ColumnsType<R> = [
    {
      key: props.nameColumn.dataIndex,
      title: props.nameColumn.title,
      dataIndex: props.nameColumn.dataIndex,
      fixed: 'left',
      width: 160,
      render: props.nameColumn.render,
    },
    ...counts.map((c) => ({
      key: c.key,
      title: c.title,
      align: 'right' as const,
      width: c.width ?? 96,
      sorter: (a: R, b: R) => valueOf(c, a) - valueOf(c, b),
      render: (_: unknown, row: R) => cell(c, valueOf(c, row)),
    })),
    ...(actions ? [{ key: 'actions', title: actions.title, width: actions.width, fixed: 'right' as const, render: (_: unknown, row: R) => actions.render(row) }] : []),
  ];
  return (
    <DataTable<R>
      rowKey={props.rowKey}
      size="small"
      loading={props.loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.emptyText }}
      onRow={testIdPrefix ? (row) => ({ 'data-testid': `${testIdPrefix}-class-row-${String(row[props.rowKey])}` }) as HTMLAttributes<HTMLElement> : undefined}
      summary={() =>
        totals && rows.length ? (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid={testIdPrefix ? `${testIdPrefix}-total-row` : undefined}>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{totals.label}</Typography.Text>
              </Table.Summary.Cell>
              {counts.map((c, i) => (
                <Table.Summary.Cell key={c.key} index={i + 1} align="right">
                  <Typography.Text strong>{totalOf(c, totals.values[c.key])}</Typography.Text>
                </Table.Summary.Cell>
              ))}
              {actions && <Table.Summary.Cell index={counts.length + 1}>{actions.total}</Table.Summary.Cell>}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}

function valueOf<R extends AnyObject>(c: CountColumn<R>, row: R): number {
  return c.value ? c.value(row) : Number(row[c.key]);
}

function totalOf<R>(c: CountColumn<R>, value: number | undefined): ReactNode {
  if (value === undefined) return '';
  return c.format ? c.format(value) : value;
}

function cell<R>(c: CountColumn<R>, value: number): ReactNode {
  const text = c.format ? c.format(value) : value;
  return c.color && value > 0 ? <Typography.Text style={{ color: c.color }}>{text}</Typography.Text> : text;
}

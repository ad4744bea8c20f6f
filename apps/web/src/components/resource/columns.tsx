import type { AnyEntity } from '@kg/domain';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { ListSort, ResourceRecord } from '../../api/resource-api';
import { renderFieldValue } from './FieldValue';
import { fieldLabel } from './labels';
import { toSortOrder } from './list-request';

export type CellRenderers = Record<string, (record: ResourceRecord) => ReactNode>;

export interface ColumnsInput {
  entity: AnyEntity;
  fields: readonly string[];
  /** The server-side sort shown on the sortable columns; absent in trees (no sorting there). */
  sort?: ListSort;
  sortable?: boolean;
  renderCell?: CellRenderers;
  /** A screen's own column titles (one column showing a child or a teacher). */
  titles?: Record<string, ReactNode>;
}

/** The table columns of the given fields: labelled, sized and rendered by kind, sortable where declared. */
export function resourceColumns({ entity, fields, sort, sortable = true, renderCell, titles }: ColumnsInput): TableColumnsType<ResourceRecord> {
  return fields.flatMap((name) => {
    const field = entity.fields[name];
    if (!field) return [];
    const render = renderCell?.[name];
    return [
      {
        key: name,
        dataIndex: name,
        title: titles?.[name] ?? fieldLabel(entity, name),
        width: field.width,
        ellipsis: field.kind === 'text' && !field.width ? { showTitle: true } : undefined,
        sorter: sortable && field.sort ? true : undefined,
        sortOrder: sortable && field.sort ? toSortOrder(sort, name) : undefined,
        render: (_: unknown, record: ResourceRecord) => (render ? render(record) : renderFieldValue(entity, name, field, record)),
      },
    ];
  });
}

import { type AnyEntity, type FieldDef, filterableFields, MAX_PAGE_SIZE, sortableFields } from '@kg/domain';
import type { ListRequest, ListSort } from '../../api/resource-api';
import { rangeFilter } from './dates';
import { yuanToFen } from './money';
import { scaleOf, toStored } from './scaled';

export const PAGE_SIZES = [10, 20, 50, 100] as const satisfies readonly number[];

/** What a list screen holds: the page, the sort and the filters last searched for. */
export interface ListState {
  pageNumber: number;
  pageSize: number;
  sort?: ListSort;
  filters: Record<string, unknown>;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function numberOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** A typed number as the API stores it: money is typed in yuan and stored in fen, a scaled int in its units. */
function storedNumber(field: FieldDef, v: unknown): number | null {
  const n = numberOrNull(v);
  if (n === null) return null;
  if (field.kind === 'money') return yuanToFen(n);
  return toStored(n, scaleOf(field));
}

/** One search-form value as the list filter of its field, or undefined for 'no filter'. */
export function filterValue(field: FieldDef, value: unknown): unknown {
  switch (field.filter) {
    case 'like':
      return typeof value === 'string' && value.trim() ? value.trim() : undefined;
    case 'in':
      return Array.isArray(value) && value.length > 0 ? value : undefined;
    case 'range': {
      if (field.kind === 'date' || field.kind === 'datetime') return rangeFilter(value, field.kind);
      if (!Array.isArray(value)) return undefined;
      const from = storedNumber(field, value[0]);
      const to = storedNumber(field, value[1]);
      return from === null && to === null ? undefined : [from, to];
    }
    case 'eq':
      if (isBlank(value)) return undefined;
      if (typeof value === 'number') return storedNumber(field, value) ?? undefined;
      return typeof value === 'string' ? value.trim() : value;
    default:
      return undefined;
  }
}

/** The search form's values as list filters: only declared filterable fields, blanks dropped. */
export function filtersFromValues(entity: AnyEntity, values: Record<string, unknown>): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [name, field] of filterableFields(entity)) {
    const value = filterValue(field, values[name]);
    if (value !== undefined) filters[name] = value;
  }
  return filters;
}

/**
 * The body of `.../list`: paging (within the server's maximum), a sort on a declared sortable field
 * only, the searched filters and the screen's fixed filters (which win).
 */
export function buildListRequest(entity: AnyEntity, state: ListState, fixed: Record<string, unknown> = {}): ListRequest {
  const body: ListRequest = {
    pageNumber: Math.max(1, Math.floor(state.pageNumber)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(state.pageSize))),
    ...state.filters,
    ...fixed,
  };
  if (state.sort && sortableFields(entity).includes(state.sort.field)) body.sort = state.sort;
  return body;
}

/** The export body: the same filters and sort as the list, without paging (the server exports every match). */
export function buildExportRequest(entity: AnyEntity, state: ListState, fixed: Record<string, unknown> = {}): Record<string, unknown> {
  const { pageNumber: _page, pageSize: _size, ...rest } = buildListRequest(entity, state, fixed);
  return rest;
}

/** antd's sorter order as the API's, and back. */
export function toListSort(field: unknown, order: unknown): ListSort | undefined {
  if (typeof field !== 'string' || (order !== 'ascend' && order !== 'descend')) return undefined;
  return { field, order: order === 'ascend' ? 'asc' : 'desc' };
}

export function toSortOrder(sort: ListSort | undefined, field: string): 'ascend' | 'descend' | null {
  if (!sort || sort.field !== field) return null;
  return sort.order === 'asc' ? 'ascend' : 'descend';
}

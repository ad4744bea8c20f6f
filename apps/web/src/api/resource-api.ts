import type { Option } from '@kg/domain';
import { type AnyEntity, apiPath, type ListResult } from '@kg/domain';
import { api, download, type DownloadProgress, identityFields, requestAnswer, type QueryParams } from './client';

/** Labels the server adds for ref (one label) and refs (one per id) fields. */
export type RecordLabels = Record<string, string | string[]>;

/** A row as the generic calls return it: id, timestamps, every declared field, and reference labels. */
export interface ResourceRecord {
  id: string;
  createdAt?: string;
  updatedAt?: string;
  _labels?: RecordLabels;
  [field: string]: unknown;
}

/** What `.../save` returns: the record, plus what the server shows only once (a new user's password). */
export interface SavedRecord extends ResourceRecord {
  _once?: Record<string, unknown>;
}

export interface TreeRecord extends ResourceRecord {
  children?: TreeRecord[];
  hasChildren?: boolean;
}

/** A picker's entry, as `.../options` answers it. */
export type { Option };

export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** Body of `.../list`: paging, one sort and the declared filters. */
export interface ListRequest {
  pageNumber: number;
  pageSize: number;
  sort?: ListSort;
  [filter: string]: unknown;
}

/** One problem of an import as the server reports it (every bad row; nothing is written). */
export interface ImportProblem {
  row: number;
  column: string;
  field: string;
  message: string;
}

export interface OptionsQuery {
  q?: string;
  ids?: readonly string[];
  /** Equality filters on the target's `filter: 'eq'` fields (a role picker limited to one organisation). */
  filters?: QueryParams;
}

const idsBody = (ids: readonly string[]) => (ids.length === 1 ? { id: ids[0] } : { ids });

/** What the generic calls need of an entity: its path. A declaration or its index entry (`entityRef`, which loads no declaration). */
export type ResourceTarget = Pick<AnyEntity, 'area' | 'name'>;

/**
 * The generic calls of one declared entity (docs/architecture.md, section 4). Identity fields (spec section 6) are
 * added here, once, to list, get, save and export.
 */
export function resourceApi(entity: ResourceTarget) {
  const path = (call: string) => apiPath(entity, call);
  return {
    list: (body: ListRequest, signal?: AbortSignal) => api.post<ListResult<ResourceRecord>>(path('list'), { ...identityFields(), ...body }, { signal }),
    get: (id: string, signal?: AbortSignal) => api.get<ResourceRecord>(path('get'), { ...identityFields(), id }, { signal }),
    save: (body: Record<string, unknown>) => requestAnswer<SavedRecord>('POST', path('save'), { body: { ...identityFields(), ...body } }),
    remove: (ids: readonly string[]) => requestAnswer<{ count: number }>('POST', path('delete'), { body: idsBody(ids) }),
    transition: (action: string, ids: readonly string[]) => requestAnswer<{ count: number }>('POST', path(action), { body: idsBody(ids) }),
    tree: (signal?: AbortSignal) => api.get<TreeRecord[]>(path('tree'), undefined, { signal }),
    options: ({ q, ids, filters }: OptionsQuery, signal?: AbortSignal) =>
      api.get<Option[]>(path('options'), { ...filters, q: q || undefined, ids: ids?.length ? ids.join(',') : undefined }, { signal }),
    exportFile: (filters: Record<string, unknown>, onProgress?: DownloadProgress, headers?: Record<string, string>) =>
      download('POST', path('export'), { body: { ...identityFields(), ...filters }, onProgress, ...(headers ? { headers } : {}) }),
    importTemplate: () => download('GET', path('importTemplate')),
    importFile: (file: Blob, name: string) => {
      const form = new FormData();
      form.append('file', file, name);
      return requestAnswer<{ count: number }>('POST', path('import'), { body: form });
    },
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;

/** Query keys: everything of one entity lives under ['resource', name], so one invalidation refreshes it all. */
export const resourceKeys = {
  all: (entity: Pick<AnyEntity, 'name'>) => ['resource', entity.name] as const,
  list: (entity: AnyEntity, body: ListRequest) => ['resource', entity.name, 'list', body] as const,
  get: (entity: AnyEntity, id: string) => ['resource', entity.name, 'get', id] as const,
  tree: (entity: AnyEntity) => ['resource', entity.name, 'tree'] as const,
  options: (entity: ResourceTarget, query: OptionsQuery) => ['resource', entity.name, 'options', query] as const,
};

export function isImportProblem(value: unknown): value is ImportProblem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.row === 'number' && typeof v.message === 'string';
}

import { type QueryKey, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSort } from '../../api/resource-api';
import { PAGE_SIZES, toListSort } from '../resource/list-request';

/** What a paged list holds: the page, the sort and the filters last searched for. */
export interface PagedListState<F> {
  pageNumber: number;
  pageSize: number;
  sort?: ListSort;
  filters: F;
}

/** A page of a list as the server answers it. */
export interface ListPage<R> {
  records: R[];
  total: number;
}

export interface PagedListOptions<F, P extends ListPage<unknown>> {
  filters: F;
  sort?: ListSort;
  pageSize?: number;
  /** The query key of a state (the body the server is asked with). */
  queryKey: (state: PagedListState<F>) => QueryKey;
  fetch: (state: PagedListState<F>, signal: AbortSignal) => Promise<P>;
  /** False until the list can be asked (a group's kindergarten not chosen yet). */
  enabled?: boolean;
  /** Asked again whenever the screen shows it (live counts); cached as every list otherwise. */
  staleTime?: number;
}

export interface PagedList<F, P extends ListPage<unknown>> {
  state: PagedListState<F>;
  /** The page asked (the previous one stays while the next loads). */
  query: UseQueryResult<P>;
  /** New filters: from the first page. */
  search: (filters: F) => void;
  /** Filters changed in place (a kindergarten chosen clears its class): from the first page. */
  updateFilters: (change: (filters: F) => F) => void;
  /** The table's pagination: sizes, the total's words; a new size starts again at page 1. */
  pagination: TablePaginationConfig;
  /** The table's change: a sort from the first page, else the page and its size. */
  onTableChange: NonNullable<TableProps<P['records'][number] & object>['onChange']>;
}

/**
 * The paging, sort and search of every list (the entity lists, the cards, the attendance reports),
 * headless: the screen renders its form and table, this holds what is asked and asks it. A page past
 * the last (a delete emptied it) goes back to the last page that has rows.
 */
export function usePagedList<F, P extends ListPage<unknown>>(options: PagedListOptions<F, P>): PagedList<F, P> {
  const { t } = useTranslation();
  const [state, setState] = useState<PagedListState<F>>(() => ({
    pageNumber: 1,
    pageSize: options.pageSize ?? PAGE_SIZES[0],
    sort: options.sort,
    filters: options.filters,
  }));
  const searched = JSON.stringify(state.filters);
  const query = useQuery({
    queryKey: options.queryKey(state),
    queryFn: ({ signal }) => options.fetch(state, signal),
    enabled: options.enabled,
    staleTime: options.staleTime,
    meta: { searched },
    // Another page or order keeps the rows on screen while it loads; a new search does not pass the
    // previous search's rows off as its own.
    placeholderData: (previous, previousQuery) => (previousQuery?.meta?.searched === searched ? previous : undefined),
  });

  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  const pastTheEnd = query.isSuccess && state.pageNumber > lastPage;
  useEffect(() => {
    if (pastTheEnd) setState((s) => ({ ...s, pageNumber: lastPage }));
  }, [pastTheEnd, lastPage]);

  const search = useCallback((filters: F) => setState((s) => ({ ...s, pageNumber: 1, filters })), []);
  const updateFilters = useCallback((change: (filters: F) => F) => setState((s) => ({ ...s, pageNumber: 1, filters: change(s.filters) })), []);

  const onTableChange: PagedList<F, P>['onTableChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      setState((s) => ({ ...s, pageNumber: 1, sort: toListSort(sorter.columnKey, sorter.order) }));
      return;
    }
    setState((s) => ({
      ...s,
      pageNumber: pagination.pageSize !== s.pageSize ? 1 : (pagination.current ?? 1),
      pageSize: pagination.pageSize ?? s.pageSize,
    }));
  };

  const pagination: TablePaginationConfig = {
    current: state.pageNumber,
    pageSize: state.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    showTotal: (count) => t('resource.table.total', { total: count }),
  };

  return { state, query, search, updateFilters, pagination, onTableChange };
}

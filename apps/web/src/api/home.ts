import type { HomeSummary } from '@kg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';

export const homeSummaryQuery = queryOptions({
  queryKey: ['home', 'summary'],
  queryFn: ({ signal }) => api.get<HomeSummary>('/sys/home/summary', undefined, { signal }),
});

export function useHomeSummary() {
  return useQuery(homeSummaryQuery);
}

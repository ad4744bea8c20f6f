import type { HomeSummary, HomeToday } from '@kg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';

/** Today's figures change as children arrive and machines check them: asked again every minute while the home is open. */
export const HOME_TODAY_REFRESH_MS = 60_000;

export const homeSummaryQuery = queryOptions({
  queryKey: ['home', 'summary'],
  queryFn: ({ signal }) => api.get<HomeSummary>('/sys/home/summary', undefined, { signal }),
});

export const homeTodayQuery = queryOptions({
  queryKey: ['home', 'today'],
  queryFn: ({ signal }) => api.get<HomeToday>('/sys/home/today', undefined, { signal }),
  staleTime: 0,
  refetchInterval: HOME_TODAY_REFRESH_MS,
});

export function useHomeSummary() {
  return useQuery(homeSummaryQuery);
}

export function useHomeToday() {
  return useQuery(homeTodayQuery);
}

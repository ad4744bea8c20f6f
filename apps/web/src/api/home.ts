import { homeEndpoints } from '@kg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint';

/** Today's figures change as children arrive and machines check them: asked again every minute while the home is open. */
export const HOME_TODAY_REFRESH_MS = 60_000;

export const homeSummaryQuery = queryOptions({
  queryKey: ['home', 'summary'],
  queryFn: ({ signal }) => callEndpoint(homeEndpoints.summary, {}, { signal }),
});

export const homeTodayQuery = queryOptions({
  queryKey: ['home', 'today'],
  queryFn: ({ signal }) => callEndpoint(homeEndpoints.today, {}, { signal }),
  staleTime: 0,
  refetchInterval: HOME_TODAY_REFRESH_MS,
});

/**
 * kigHome is left open on a desk, where the tab keeps its focus and no focus event comes: it is asked
 * again every minute (not on focus), paused while the tab is hidden (TanStack's default).
 */
export const kigHomeQuery = queryOptions({
  queryKey: ['home', 'kig'],
  queryFn: ({ signal }) => callEndpoint(homeEndpoints.kig, {}, { signal }),
  staleTime: 0,
  refetchInterval: HOME_TODAY_REFRESH_MS,
});

export function useHomeSummary() {
  return useQuery(homeSummaryQuery);
}

export function useHomeToday() {
  return useQuery(homeTodayQuery);
}

export function useKigHome() {
  return useQuery(kigHomeQuery);
}

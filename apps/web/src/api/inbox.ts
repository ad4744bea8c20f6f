import { inboxEndpoints } from '@kg/domain';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './endpoint';
import { HOME_TODAY_REFRESH_MS } from './home';

/** Every query of `/message` and the header's badge, so that reading one refreshes them all. */
export const INBOX_KEY = ['inbox'] as const;

/**
 * The header's unread count: one cheap request, asked again every minute as kigHome's cards are (paused
 * while the tab is hidden, TanStack's default), and at once after a message is read.
 */
export const inboxUnreadQuery = queryOptions({
  queryKey: [...INBOX_KEY, 'unread'],
  queryFn: ({ signal }) => callEndpoint(inboxEndpoints.unread, {}, { signal }),
  staleTime: 0,
  refetchInterval: HOME_TODAY_REFRESH_MS,
});

export const inboxPageQuery = (pageNumber: number, pageSize: number) =>
  queryOptions({
    queryKey: [...INBOX_KEY, 'list', pageNumber, pageSize],
    queryFn: ({ signal }) => callEndpoint(inboxEndpoints.list, { pageNumber, pageSize }, { signal }),
    staleTime: 0,
  });

/** Opens a message in full; the server marks it read for the session's user the first time. */
export const readInboxMessage = (id: string) => callEndpoint(inboxEndpoints.read, { id });

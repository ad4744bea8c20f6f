import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retry reads once on network or server trouble, never on a client error the server already explained. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.code < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

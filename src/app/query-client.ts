import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not change on retry; only retry what may be passing (5xx, network).
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status < 500),
      },
    },
  });
}

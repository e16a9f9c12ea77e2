import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query client. Failed gateway answers are final (the request client has mapped them,
 * and retried nothing the spec retries), so queries do not retry; a storefront tab regaining focus
 * does not refetch everything.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}

export const queryClient = createQueryClient();

import { QueryClient } from '@tanstack/react-query';

/** Server data; failures were already reported by the HTTP client, so queries do not retry them. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

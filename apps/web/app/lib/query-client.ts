import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { showApiError } from "./api/errors.ts";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * The app's QueryClient: failed queries/mutations show the API error toast (spec §8) unless
 * their `meta.silent` is set (core data and domain loading fail silently, spec §4). The API
 * client already retries, so React Query does not.
 */
export function createAppQueryClient(onError: (error: unknown) => void = showApiError) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) onError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

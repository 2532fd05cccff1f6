import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * spec: storefront §7, last paragraph — general queries stay fresh 5 minutes, one retry with
 * exponential backoff capped at 30 s, no refetch on focus, reconnect or mount.
 */
const MINUTE = 60_000;

/** Retries up to `max` times, but never a request the server refused (4xx other than 408/429). */
export function retryUpTo(max: number) {
  return (failureCount: number, error: unknown): boolean => {
    if (
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 408 &&
      error.status !== 429
    )
      return false;
    return failureCount < max;
  };
}

export const backoffDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * A query client with the app's defaults. The server renders each page with its own client and
 * no retries (a failed call renders the page's error state at once; the browser may try again).
 */
export const createQueryClient = ({ retry = true }: { retry?: boolean } = {}) =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        retry: retry ? retryUpTo(1) : false,
        retryDelay: backoffDelay,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
      },
      mutations: { retry: false },
    },
  });

/** The browser's one query client. */
export const queryClient = createQueryClient();

/** spec: storefront §7 — cart and wishlist: fresh 60 s, kept 5 minutes. */
export const basketQueryDefaults = { staleTime: MINUTE, gcTime: 5 * MINUTE } as const;

/** spec: storefront §7 — current user: fresh 5 minutes, two retries. */
export const currentUserQueryDefaults = {
  staleTime: 5 * MINUTE,
  retry: retryUpTo(2),
} as const;

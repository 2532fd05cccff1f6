import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  backoffDelay,
  basketQueryDefaults,
  currentUserQueryDefaults,
  queryClient,
  retryUpTo,
} from './query-client';

const MINUTE = 60_000;
const serverError = new ApiError({ status: 500, errorCode: 'internal_error', message: 'x' });

describe('the query cache (storefront §7, last paragraph)', () => {
  it('keeps general queries fresh 5 minutes and never refetches on focus, reconnect or mount', () => {
    const queries = queryClient.getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(5 * MINUTE);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchOnReconnect).toBe(false);
    expect(queries.refetchOnMount).toBe(false);
    expect(queries.retryDelay).toBe(backoffDelay);
  });

  it('retries a general query once', () => {
    const retry = queryClient.getDefaultOptions().queries!.retry as ReturnType<typeof retryUpTo>;
    expect(retry(0, serverError)).toBe(true);
    expect(retry(1, serverError)).toBe(false);
  });

  it('backs off exponentially, never waiting more than 30 s', () => {
    expect([0, 1, 2, 3, 4].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(backoffDelay(5)).toBe(30_000);
    expect(backoffDelay(12)).toBe(30_000);
  });

  it('keeps the current user fresh 5 minutes with two retries', () => {
    expect(currentUserQueryDefaults.staleTime).toBe(5 * MINUTE);
    expect(currentUserQueryDefaults.retry(1, serverError)).toBe(true);
    expect(currentUserQueryDefaults.retry(2, serverError)).toBe(false);
  });

  it('keeps cart and wishlist fresh 60 s and cached 5 minutes', () => {
    expect(basketQueryDefaults).toEqual({ staleTime: MINUTE, gcTime: 5 * MINUTE });
  });

  it('does not retry what the server refused, but does retry a timeout or a rate limit', () => {
    const retry = retryUpTo(2);
    const refused = (status: number) => new ApiError({ status, errorCode: 'x', message: 'x' });
    expect(retry(0, refused(401))).toBe(false);
    expect(retry(0, refused(404))).toBe(false);
    expect(retry(0, refused(429))).toBe(true);
    expect(retry(0, refused(408))).toBe(true);
    expect(retry(0, new ApiError({ status: 0, errorCode: 'network_error', message: 'x' }))).toBe(
      true,
    );
  });
});

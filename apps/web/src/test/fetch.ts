import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** An API answer as the server sends it: a JSON body with its status. */
export const jsonReply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stands a mock in for `fetch` in every test of the calling suite and returns it. Hooks run as a
 * stack: called after the suite's own `beforeEach` and `afterEach`, the stub is set up last and
 * torn down first. The tear-down unmounts what the test rendered before the real `fetch` comes
 * back, so no page left on screen reaches it.
 */
export function useFetchMock() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

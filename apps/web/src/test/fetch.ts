import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

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

/** `pdf`: bytes of that type instead of the JSON envelope. */
export type Answer = { status?: number; body: unknown; pdf?: string };
/** An answer, or a function of the call's body giving one. */
export type Reply = Answer | ((body: unknown) => Answer | Promise<Answer>);

/**
 * Answers `fetch` by "METHOD /path" (the path after /api/v1); a key ending in `*` answers every
 * call that starts with what comes before it; anything else is a 404. Returns the calls made, with
 * their JSON bodies (a FormData body as is).
 */
export function routeApi(fetchMock: Mock<typeof fetch>, routes: Record<string, Reply>) {
  const calls: { call: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).replace('/api/v1', '');
    const call = `${init?.method ?? 'GET'} ${path}`;
    const raw = init?.body;
    const body = raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined;
    calls.push({ call, body });
    const route =
      routes[call] ??
      Object.entries(routes).find(
        ([key]) => key.endsWith('*') && call.startsWith(key.slice(0, -1)),
      )?.[1];
    const reply = typeof route === 'function' ? await route(body) : route;
    if (!reply)
      return jsonReply(404, { success: false, errorCode: 'not_found', message: 'Not found' });
    if (reply.pdf !== undefined)
      return new Response(reply.pdf, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/pdf' },
      });
    return jsonReply(reply.status ?? 200, reply.body);
  });
  return calls;
}

/** A success envelope carrying `data`. */
export const ok = (data: unknown, message = 'OK') => ({ body: { success: true, message, data } });

/** A refusal envelope: its status, error code, message and field errors. */
export const refused = (status: number, errorCode: string, message: string, errors?: object) => ({
  status,
  body: { success: false, errorCode, message, ...(errors ? { errors } : {}) },
});

/** The headers `fetch` was given for the first call to `path` (after /api/v1). */
export function headersOf(fetchMock: Mock<typeof fetch>, path: string): Record<string, string> {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === `/api/v1${path}`);
  return (call?.[1]?.headers ?? {}) as Record<string, string>;
}

import type { ApiErrorBody } from '@souk/shared/api';
import { currentLanguage } from './language';
import { getToken } from './session';

/**
 * The one way the web app talks to the API (DESIGN.md "API conventions"): it adds the bearer token
 * and the UI language, reads the envelope, and turns a failure into an ApiError carrying the
 * stable errorCode that the UI translates.
 */

export const API_BASE = '/api/v1';

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly fieldErrors: Record<string, string>;
  readonly body: unknown;

  constructor(options: {
    status: number;
    errorCode: string;
    message: string;
    fieldErrors?: Record<string, string>;
    body?: unknown;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.errorCode = options.errorCode;
    this.fieldErrors = options.fieldErrors ?? {};
    this.body = options.body;
  }

  /** No answer at all: offline, DNS, the server down. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the session's bearer token (default: when there is one). */
  auth?: boolean;
  /** Headers a call adds (an Idempotency-Key). The body's type and the token stay the client's. */
  headers?: Record<string, string>;
};

let onUnauthorized: ((error: ApiError) => void) | undefined;

/**
 * spec: 401 on a bearer call means the session is gone (as does 403 account_disabled: an admin
 * disabled the account); the app decides what happens next.
 */
export function setUnauthorizedHandler(handler: (error: ApiError) => void): void {
  onUnauthorized = handler;
}

/** How a request reaches the API: the browser's fetch, or the server's own call when it renders. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renders pages with the API in the same process (entry-server.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Sends a request and answers the parsed body; rejects with ApiError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.auth === false ? null : getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, errorCode: 'network_error', message: String(cause) });
  }

  const payload: unknown = await response.json().catch(() => undefined);
  const failed = (payload as { success?: unknown } | undefined)?.success === false;
  if (!response.ok || failed) {
    const errorBody = (payload ?? {}) as Partial<ApiErrorBody>;
    const error = new ApiError({
      status: response.status,
      errorCode: errorBody.errorCode ?? 'unknown_error',
      message: errorBody.message || response.statusText || 'unknown_error',
      fieldErrors: errorBody.errors,
      body: payload,
    });
    // A disabled account's token is refused with 403 account_disabled: its session is over too.
    if (token && (response.status === 401 || error.errorCode === 'account_disabled'))
      onUnauthorized?.(error);
    throw error;
  }
  return payload as T;
}

/** For calls that answer the standard envelope: the `data` part. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<{ data: T }>(path, options)).data;
}

/**
 * The address of a logo or picture. spec: storefront §7 — relative paths are prefixed with the API
 * base: the server serves them from the app's own origin, so `uploads/x.webp` becomes
 * `/uploads/x.webp` (read from the root, not from the current page). Absolute addresses (http(s),
 * data: and blob: pictures) are kept as they are.
 */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (path.startsWith('/') || /^(https?:|data:|blob:)/i.test(path)) return path;
  return `/${path}`;
}

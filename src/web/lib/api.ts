import { dropEarlyReads, takeEarlyRead } from './early-reads';
import { getSession } from './session';

/** A failed request: `status` 0 means the server could not be reached at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export const SERVER_TROUBLE = 'Something went wrong on our side. Please try again.';
export const NO_CONNECTION = 'We could not reach the server. Check your connection and try again.';

/**
 * Words fit for a learner: a refusal the server phrased on purpose (4xx, the spec's messages) as
 * it is; a lost connection as such; anything else (a 5xx, a crash's own text) never verbatim.
 */
export function userMessage(error: unknown, fallback = SERVER_TROUBLE): string {
  if (error instanceof ApiError) {
    if (error.isNetwork) return NO_CONNECTION;
    if (error.status >= 400 && error.status < 500 && !error.message.startsWith('Request failed with status'))
      return error.message;
  }
  return fallback;
}

export type ApiInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Gives up after this many milliseconds (the spec's verify uses 5 s). */
  timeoutMs?: number;
};

/** JSON over fetch with the session's bearer token; errors carry the server's own message. */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { token } = getSession();
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const signals = [init.signal, init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  // A plain GET the page's HTML already asked for (lib/early-reads.ts) takes that answer; a write
  // makes every answer not yet taken stale.
  const plainGet = !init.method && method === 'GET' && !init.headers && !init.signal && !init.timeoutMs;
  const early = plainGet ? takeEarlyRead(path, token) : undefined;
  if (method !== 'GET') dropEarlyReads();
  let response: Response;
  try {
    response =
      (early && (await early)) ??
      (await fetch(path, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'include',
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      }));
  } catch (error) {
    const aborted =
      error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ApiError(0, aborted ? 'The server took too long to answer.' : 'Failed to fetch');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const fields = (body ?? {}) as { error?: unknown; message?: unknown };
    const message =
      typeof fields.error === 'string'
        ? fields.error
        : typeof fields.message === 'string'
          ? fields.message
          : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message);
  }
  return body as T;
}

import type { HttpMethod } from '@ott/contracts/endpoint';
import { ApiError, ClientErrorCode } from './api-error';
import type { QueryParams } from './endpoint-call';
import { asRecord, errorFromResponse, parseJson, SOMETHING_WENT_WRONG } from './error-body';

export type { HttpMethod } from '@ott/contracts/endpoint';
export type { QueryParams, QueryValue } from './endpoint-call';

export interface ExchangeRequest {
  /** The URL without its query. */
  url: string;
  /** The API path the failure names (`ApiError.path`). */
  path: string;
  method: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON, or as is when a multipart form (the browser sets its content type). */
  body?: unknown;
  /** Added to `Accept` (and `Content-Type` for JSON), e.g. the console's CSRF header. */
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** Lets the request outlive the page (a last save on pagehide). */
  keepalive?: boolean;
  /** The caller's cancellation: rejects with `REQUEST_CANCELLED`. */
  signal?: AbortSignal;
  /** Rejects with `REQUEST_TIMEOUT` after this long; no limit when absent. */
  timeoutMs?: number;
  /** `data`: the envelope's data field; `envelope`: the whole envelope (a paged list's meta too); `document`: any JSON. */
  read: 'data' | 'envelope' | 'document';
  /**
   * Spec §7 (the viewer app): only a 200 carrying an envelope with `data` is a success. Lenient (the console): any 2xx
   * is (its API answers 201 on creation), and a missing envelope reads as no data.
   */
  lenient?: boolean;
}

const TIMEOUT = Symbol('timeout');
const CANCELLED = Symbol('cancelled');
const CANCELLED_MESSAGE = 'Request cancelled';

export function withQuery(url: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

export const cancelledError = (path: string, cause?: unknown) =>
  new ApiError({ status: 0, code: ClientErrorCode.REQUEST_CANCELLED, message: CANCELLED_MESSAGE, path, cause });

export const networkError = (path: string, cause?: unknown) =>
  new ApiError({ status: 0, code: ClientErrorCode.NETWORK_ERROR, message: SOMETHING_WENT_WRONG, path, cause });

/**
 * The body as JSON. A read that fails (the connection dropped mid-body, or the page left while it arrived) rejects, and
 * the caller names it a network error, a time-out or a cancel; it is never an UNEXPECTED_RESPONSE, which says the
 * server sent something the app cannot use.
 */
async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

/** What a successful answer resolves with, as `read` and `lenient` ask. */
export function readAnswer(payload: unknown, request: Pick<ExchangeRequest, 'read' | 'lenient' | 'path'>): unknown {
  if (request.read === 'document') return payload ?? null;
  const envelope = asRecord(payload);
  if (!envelope || !('data' in envelope)) {
    if (request.lenient) return request.read === 'data' ? undefined : envelope;
    throw new ApiError({ status: 200, code: ClientErrorCode.UNEXPECTED_RESPONSE, message: SOMETHING_WENT_WRONG, path: request.path });
  }
  return request.read === 'data' ? envelope.data : envelope;
}

const isSuccess = (status: number, lenient: boolean | undefined) => (lenient ? status >= 200 && status < 300 : status === 200);

function headersFor(request: ExchangeRequest, json: boolean): Record<string, string> {
  return { Accept: 'application/json', ...(json ? { 'Content-Type': 'application/json' } : {}), ...request.headers };
}

/** One HTTP exchange: builds the URL, enforces the timeout and the caller's cancellation, reads the answer; never retries. */
export async function exchange<T>(request: ExchangeRequest, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<T> {
  const { path, signal, body } = request;
  if (signal?.aborted) throw cancelledError(path);
  const controller = new AbortController();
  const timer = request.timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(TIMEOUT), request.timeoutMs);
  const onCallerAbort = () => controller.abort(CANCELLED);
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const response = await fetchImpl(withQuery(request.url, request.query), {
      method: request.method,
      headers: headersFor(request, body !== undefined && !isForm),
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
      ...(request.credentials ? { credentials: request.credentials } : {}),
      ...(request.keepalive ? { keepalive: true } : {}),
    });
    const payload = await readJson(response);
    if (!isSuccess(response.status, request.lenient)) throw errorFromResponse(response.status, payload, path);
    return readAnswer(payload, request) as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) {
      if (controller.signal.reason !== TIMEOUT) throw cancelledError(path, error);
      throw new ApiError({ status: 0, code: ClientErrorCode.REQUEST_TIMEOUT, message: 'Request timed out', path, cause: error });
    }
    throw networkError(path, error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

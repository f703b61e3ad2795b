import { ApiError, ClientErrorCode, type FieldErrors } from './api-error';
import type { HttpMethod } from './api-endpoints';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface TransportRequest {
  url: string;
  path: string;
  method: HttpMethod;
  query: QueryParams;
  body: Record<string, unknown> | undefined;
  signal: AbortSignal | undefined;
  keepalive?: boolean;
  timeoutMs: number;
  /** `data`: the envelope's data field; `envelope`: the whole envelope (a paged list's meta too); `document`: any JSON. */
  read: 'data' | 'envelope' | 'document';
}

const TIMEOUT = Symbol('timeout');
const CANCELLED = Symbol('cancelled');

export const SOMETHING_WENT_WRONG = 'Something went wrong';
const CANCELLED_MESSAGE = 'Request cancelled';

export function withQuery(url: string, query: QueryParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/**
 * The body as JSON; undefined (which no JSON document parses to) when it is empty or not JSON. A read cut short by the
 * request's abort rethrows: the browser errors the body with the abort's reason (our timeout or cancel symbol, not an
 * AbortError), and taking that for an empty body reported a cancelled request (checkout left while the saved cards
 * loaded) as UNEXPECTED_RESPONSE.
 */
async function readJson(response: Response, signal: AbortSignal): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw error;
    return undefined;
  }
}

/** Spec §7: responses are read from a data field; a 200 without one is not a success. */
function requireEnvelope(payload: unknown, path: string): Record<string, unknown> {
  const envelope = asRecord(payload);
  if (envelope && 'data' in envelope) return envelope;
  throw new ApiError({ status: 200, code: ClientErrorCode.UNEXPECTED_RESPONSE, message: SOMETHING_WENT_WRONG, path });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function errorFromResponse(status: number, payload: unknown, path: string): ApiError {
  const body = asRecord(payload);
  if (status >= 200 && status < 300) {
    return new ApiError({ status, code: ClientErrorCode.UNEXPECTED_STATUS, message: SOMETHING_WENT_WRONG, path });
  }
  return new ApiError({
    status,
    code: typeof body?.code === 'string' ? body.code : `HTTP_${status}`,
    message: typeof body?.message === 'string' ? body.message : SOMETHING_WENT_WRONG,
    errors: (asRecord(body?.errors) as FieldErrors | undefined) ?? {},
    path,
  });
}

/** One HTTP exchange: builds the URL, enforces the timeout, reads the envelope; never retries. */
export async function send<T>(request: TransportRequest, fetchImpl: typeof fetch): Promise<T> {
  const { path, signal } = request;
  if (signal?.aborted) {
    throw new ApiError({ status: 0, code: ClientErrorCode.REQUEST_CANCELLED, message: CANCELLED_MESSAGE, path });
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(TIMEOUT), request.timeoutMs);
  const onCallerAbort = () => controller.abort(CANCELLED);
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    const hasBody = request.body !== undefined;
    const response = await fetchImpl(withQuery(request.url, request.query), {
      method: request.method,
      headers: hasBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: controller.signal,
      ...(request.keepalive ? { keepalive: true } : {}),
    });
    const payload = await readJson(response, controller.signal);
    if (response.status !== 200) throw errorFromResponse(response.status, payload, path);
    if (request.read === 'document') return (payload ?? null) as T;
    const envelope = requireEnvelope(payload, path);
    return (request.read === 'data' ? envelope.data : envelope) as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) {
      const timedOut = controller.signal.reason === TIMEOUT;
      throw new ApiError({
        status: 0,
        code: timedOut ? ClientErrorCode.REQUEST_TIMEOUT : ClientErrorCode.REQUEST_CANCELLED,
        message: timedOut ? 'Request timed out' : CANCELLED_MESSAGE,
        path,
        cause: error,
      });
    }
    throw new ApiError({ status: 0, code: ClientErrorCode.NETWORK_ERROR, message: SOMETHING_WENT_WRONG, path, cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

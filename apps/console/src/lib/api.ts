import { ApiError, ClientErrorCode, isApiError, isNotFound, translatedError, type FieldErrors } from '@ott/client/api-error';
import { callEndpoint, type EndpointCallOptions, type SendRequest } from '@ott/client/endpoint-call';
import { exchange, networkError, withQuery, type ExchangeRequest, type HttpMethod, type QueryParams, type QueryValue } from '@ott/client/transport';
import { uploadWithProgress } from '@ott/client/upload';
import { CSRF_HEADER, type AdminListMeta } from '@ott/contracts/admin-auth';
import type { FailedRequest } from '@ott/contracts/client-error-reporter';
import type { Endpoint } from '@ott/contracts/endpoint';
import type { z } from 'zod';
import { translateApiError } from './server-text';

/**
 * The console's API client: the shared core (`@ott/client/transport`) in session mode. Usage:
 * `const event = await api.get<Event>('/channels/varsity/events/4')`.
 * Paths are relative to `/api/admin` (a path starting with `/api/` is taken as is). Calls are same-origin with the
 * session cookie, every write sends the CSRF header, answers are read from the envelope's `data` field (`api.list`
 * keeps `meta` too), and a failure throws `ApiError { status, code, message, errors }` in the operator's language.
 * A 401 sends the operator to `/admin/login` (except on the sign-in call, whose 401 is a wrong password, and `/me`,
 * which asks whether anyone is signed in). Every failure but a cancellation goes to the failure reporter.
 */

export { ApiError, isApiError, isNotFound };
export type { FieldErrors, QueryValue };
export type Query = QueryParams;
/** A page of a console list, as the server answers it. */
export interface Page<T> {
  data: T[];
  meta: AdminListMeta;
}

const API_ROOT = '/api/admin';
/** Calls whose 401 is an answer, not a lost session: a wrong password, or "not signed in" asked on purpose. */
const NO_REDIRECT = ['/auth/login', '/me'];
const UNREACHABLE = 'The server could not be reached';
let csrfToken: string | null = null;
let onUnauthorized: () => void = () => {
  const next = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/admin/login?next=${encodeURIComponent(next)}`);
};

/** The session's CSRF token, from the sign-in and `/me` answers; sent on every write. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Where failed calls are reported (spec §8; main.tsx sends them to POST /api/client-errors). */
let reportFailure: (failure: FailedRequest) => void = () => {};
export function setFailureReporter(reporter: (failure: FailedRequest) => void): void {
  reportFailure = reporter;
}

/** What happens on a 401 (the app navigates inside the router; the default reloads at the login page). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type ErrorTranslator = (error: ApiError) => ApiError;
let translate: ErrorTranslator = translateApiError;
/**
 * How a failure is told to the operator: the one place the console's error messages are put in its language
 * (every call's and upload's failure passes through it). Returns the translator it replaces.
 */
export function setErrorTranslator(translator: ErrorTranslator): ErrorTranslator {
  const previous = translate;
  translate = translator;
  return previous;
}

export function apiUrl(path: string, query: Query = {}): string {
  const url = path.startsWith('/api/') ? path : `${API_ROOT}${path.startsWith('/') ? '' : '/'}${path}`;
  // A blank filter is no filter.
  return withQuery(url, Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')));
}

function failed(method: HttpMethod, path: string, caught: unknown): ApiError {
  const raw = isApiError(caught) ? caught : networkError(path, caught);
  const error = translate(raw.code === ClientErrorCode.NETWORK_ERROR ? translatedError(raw, UNREACHABLE) : raw);
  if (error.status === 401 && !NO_REDIRECT.some((quiet) => path === quiet || path === `${API_ROOT}${quiet}`)) onUnauthorized();
  if (!error.isCancelled) reportFailure({ method, path: apiUrl(path), status: error.status, code: error.code, message: error.message });
  return error;
}

const csrfHeader = (method: HttpMethod) => (method !== 'GET' && csrfToken ? { [CSRF_HEADER]: csrfToken } : undefined);

interface SessionRequest {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  read?: ExchangeRequest['read'];
}

async function request<T>(method: HttpMethod, path: string, { query, body, signal, read = 'data' }: SessionRequest = {}): Promise<T> {
  try {
    return await exchange<T>({ url: apiUrl(path, query), path, method, body, signal, read, headers: csrfHeader(method), credentials: 'same-origin', lenient: true });
  } catch (caught) {
    throw failed(method, path, caught);
  }
}

/** `request` as the endpoint layer calls it (`@ott/client/endpoint-call`). */
const send: SendRequest = ({ method, path, envelope, ...rest }) => request(method, path, { ...rest, read: envelope ? 'envelope' : 'data' });

export const api = {
  get: async <T>(path: string, schema?: z.ZodType<T>, query?: Query): Promise<T> => {
    const data = await request<unknown>('GET', path, { query });
    return (schema ? schema.parse(data) : data) as T;
  },
  /** A server-paged list: `{ data, meta: { total, offset, limit } }`. */
  list: async <T>(path: string, query?: Query): Promise<Page<T>> => {
    const envelope = await request<Partial<Page<T>> | undefined>('GET', path, { query, read: 'envelope' });
    return { data: envelope?.data ?? [], meta: envelope?.meta ?? { total: 0, offset: 0, limit: 25 } };
  },
  post: <T = unknown>(path: string, body?: unknown): Promise<T> => request<T>('POST', path, { body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown): Promise<T> => request<T>('PUT', path, { body: body ?? {} }),
  patch: <T = unknown>(path: string, body?: unknown): Promise<T> => request<T>('PATCH', path, { body: body ?? {} }),
  delete: <T = unknown>(path: string): Promise<T> => request<T>('DELETE', path),
  /** Multipart upload of one file (field `file`) with progress from 0 to 1; resolves with the envelope's data. */
  upload: async <T = unknown>(path: string, file: File, onProgress?: (fraction: number) => void, field = 'file'): Promise<T> => {
    const form = new FormData();
    form.append(field, file);
    try {
      return await uploadWithProgress<T>({ url: apiUrl(path), path, form, headers: csrfHeader('POST'), withCredentials: true, onProgress });
    } catch (caught) {
      throw failed('POST', path, caught);
    }
  },
  send,
  /** Calls an endpoint definition, its answer parsed with the definition's contract in development and tests. */
  call: <T>(definition: Endpoint<T>, options?: EndpointCallOptions): Promise<T> => callEndpoint(send, definition, options),
};

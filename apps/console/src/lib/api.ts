import { CSRF_HEADER, type AdminListMeta } from '@ott/contracts/admin-auth';
import type { FailedRequest } from '@ott/contracts/client-error-reporter';
import type { z } from 'zod';
import { i18n } from './i18n';
import { translateFieldErrors, translateServerMessage } from './server-messages';

/**
 * The console's API client. Usage: `const event = await api.get<Event>('/channels/varsity/events/4')`.
 * Paths are relative to `/api/admin` (a path starting with `/api/` is taken as is). Calls are same-origin with the
 * session cookie, every write sends the CSRF header, answers are read from the envelope's `data` field (`api.list`
 * keeps `meta` too), and a failure throws `ApiError { status, code, message, errors }`. A 401 sends the operator to
 * `/admin/login` (except on the sign-in call, whose 401 is a wrong password, and `/me`, which asks whether anyone is signed in).
 */

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;

  constructor(init: { status: number; code: string; message: string; errors?: FieldErrors }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;
/** A page of a console list, as the server answers it. */
export interface Page<T> {
  data: T[];
  meta: AdminListMeta;
}

const API_ROOT = '/api/admin';
/** Calls whose 401 is an answer, not a lost session: a wrong password, or "not signed in" asked on purpose. */
const NO_REDIRECT = ['/auth/login', '/me'];
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

function failed(method: Method, path: string, error: ApiError): ApiError {
  reportFailure({ method, path: apiUrl(path), status: error.status, code: error.code, message: error.message });
  return error;
}

/** What happens on a 401 (the app navigates inside the router; the default reloads at the login page). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function apiUrl(path: string, query: Query = {}): string {
  const url = path.startsWith('/api/') ? path : `${API_ROOT}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function errorOf(status: number, payload: unknown): ApiError {
  const body = asRecord(payload);
  const message = typeof body?.message === 'string' ? body.message : 'Something went wrong';
  const code = typeof body?.code === 'string' ? body.code : `HTTP_${status}`;
  const errors = asRecord(body?.errors) as FieldErrors | undefined;
  return translated({ status, code, message, errors });
}

/** The server's English message and field messages in the console's language (unknown ones stay in English). */
function translated(init: { status: number; code: string; message: string; errors?: FieldErrors }): ApiError {
  const language = i18n.language ?? 'en';
  return new ApiError({
    ...init,
    message: translateServerMessage(init.message, language),
    errors: init.errors && translateFieldErrors(init.errors, language),
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request(method: Method, path: string, body?: unknown, query?: Query): Promise<Record<string, unknown> | undefined> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch {
    throw failed(method, path, translated({ status: 0, code: 'NETWORK_ERROR', message: 'The server could not be reached' }));
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const error = errorOf(response.status, payload);
    if (response.status === 401 && !NO_REDIRECT.some((quiet) => path === quiet || path === `${API_ROOT}${quiet}`)) onUnauthorized();
    throw failed(method, path, error);
  }
  return asRecord(payload);
}

function dataOf<T>(envelope: Record<string, unknown> | undefined, schema?: z.ZodType<T>): T {
  const data = envelope?.data;
  return (schema ? schema.parse(data) : data) as T;
}

export const api = {
  get: async <T>(path: string, schema?: z.ZodType<T>, query?: Query): Promise<T> => dataOf(await request('GET', path, undefined, query), schema),
  /** A server-paged list: `{ data, meta: { total, offset, limit } }`. */
  list: async <T>(path: string, query?: Query): Promise<Page<T>> => {
    const envelope = await request('GET', path, undefined, query);
    return { data: (envelope?.data ?? []) as T[], meta: (envelope?.meta ?? { total: 0, offset: 0, limit: 25 }) as AdminListMeta };
  },
  post: async <T = unknown>(path: string, body?: unknown): Promise<T> => dataOf<T>(await request('POST', path, body ?? {})),
  put: async <T = unknown>(path: string, body?: unknown): Promise<T> => dataOf<T>(await request('PUT', path, body ?? {})),
  patch: async <T = unknown>(path: string, body?: unknown): Promise<T> => dataOf<T>(await request('PATCH', path, body ?? {})),
  delete: async <T = unknown>(path: string): Promise<T> => dataOf<T>(await request('DELETE', path)),
  /** Multipart upload of one file (field `file`) with progress from 0 to 1; resolves with the envelope's data. */
  upload: <T = unknown>(path: string, file: File, onProgress?: (fraction: number) => void, field = 'file'): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', apiUrl(path));
      xhr.withCredentials = true;
      xhr.setRequestHeader('accept', 'application/json');
      if (csrfToken) xhr.setRequestHeader(CSRF_HEADER, csrfToken);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total);
      };
      xhr.onerror = () => reject(translated({ status: 0, code: 'NETWORK_ERROR', message: 'The server could not be reached' }));
      xhr.onload = () => {
        let payload: unknown;
        try {
          payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          payload = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve(dataOf<T>(asRecord(payload)));
          return;
        }
        if (xhr.status === 401) onUnauthorized();
        reject(errorOf(xhr.status, payload));
      };
      const form = new FormData();
      form.append(field, file);
      xhr.send(form);
    }),
};

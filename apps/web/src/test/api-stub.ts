import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

type Reply = (body: Record<string, unknown>, url: URL) => Response | Promise<Response>;

export interface SentRequest {
  method: string;
  path: string;
  url: URL;
  body: Record<string, unknown>;
}

/**
 * Stubs `fetch` with answers per `"METHOD /api/path"` (404 for anything else) and records what was sent.
 * `sent('POST /api/v2/auth/login')` lists the bodies (and query) of those requests.
 */
export function stubApi(routes: Record<string, Reply>) {
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : Object.fromEntries(url.searchParams);
    requests.push({ method, path: url.pathname, url, body });
    const reply = routes[`${method} ${url.pathname}`];
    return reply ? reply(body, url) : jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route).map((request) => request.body);
  return { fetchMock, requests, sent };
}

export const ok = (data: unknown) => () => jsonResponse(200, { data });
export const fail = (status: number, message: string, code: string, errors?: Record<string, string[]>) => () =>
  jsonResponse(status, { message, code, ...(errors ? { errors } : {}) });

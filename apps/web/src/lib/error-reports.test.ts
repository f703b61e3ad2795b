import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { json } from './api-client.fixtures';
import { createWebErrorReports } from './error-reports';
import { createKeyStore } from './key-store';
import { createExpiringStorage } from './storage';

/** The viewer's API client wired to the error reports as the app starts it, over a fetch double. */
function app(answer: (path: string) => Response) {
  const reports: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/client-errors') {
      reports.push(JSON.parse(String(init.body)));
      return json(200, { data: { received: true } });
    }
    if (url.pathname === '/api/get_api_key') return json(200, { data: { api_key: 'key-1' } });
    return answer(url.pathname);
  });
  const errorReports = createWebErrorReports({ fetch: fetchMock as unknown as typeof fetch });
  const client = createApiClient({
    channelKey: 'varsity',
    keyStore: createKeyStore(createExpiringStorage(localStorage)),
    fetch: fetchMock as unknown as typeof fetch,
    hooks: { logError: errorReports.logError },
  });
  return { client, reports, reporter: errorReports.reporter };
}

describe('error reports of the viewer app (spec §8)', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});

  it('posts one report for a failed request whose status is not skipped', async () => {
    const { client, reports } = app(() => json(500, { message: 'Something went wrong', code: 'INTERNAL' }));
    await expect(client.get('/orders')).rejects.toMatchObject({ status: 500 });
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({
      app: 'web',
      kind: 'request',
      message: 'GET /orders: 500 INTERNAL Something went wrong',
      page_url: window.location.href,
      request: { method: 'GET', path: '/orders', status: 500, code: 'INTERNAL' },
    });
  });

  it.each([
    [400, 'VALIDATION_FAILED', 'Wrong promo code'],
    [429, 'TOO_MANY_REQUESTS', 'Too many requests'],
  ])('posts none for a skipped status (%i)', async (status, code, message) => {
    const { client, reports } = app((path) => (path === '/api/apply_coupon' ? json(status, { message, code }) : json(200, { data: [] })));
    await expect(client.get('/apply_coupon')).rejects.toMatchObject({ status });
    // A report that would follow is posted on the same turn as the failure: a later call's success proves none was.
    await client.get('/faq');
    expect(reports).toEqual([]);
  });

  it('reports an uncaught error with its stack', async () => {
    const { reporter, reports } = app(() => json(200, { data: [] }));
    const error = new TypeError('x is undefined');
    reporter.uncaught(error, 'uncaught');
    expect(reports).toEqual([expect.objectContaining({ app: 'web', kind: 'uncaught', message: 'TypeError: x is undefined', stack: error.stack })]);
  });
});

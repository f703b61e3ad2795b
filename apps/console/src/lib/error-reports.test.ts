import { createClientErrorReporter } from '@ott/contracts/client-error-reporter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setFailureReporter } from './api';

describe('error reports of the console (spec §8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setFailureReporter(() => {});
  });

  function serve(status: number, payload: unknown) {
    const reports: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (String(input) === '/api/client-errors') {
          reports.push(JSON.parse(String(init.body)));
          return new Response('{"data":{"received":true}}', { status: 200 });
        }
        return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
      }),
    );
    const reporter = createClientErrorReporter({ app: 'console', pageUrl: () => 'http://app.test/admin/events' });
    setFailureReporter((failure) => reporter.requestFailed(failure));
    return reports;
  }

  it('posts one report for a call that fails with a status that is not skipped', async () => {
    const reports = serve(503, { message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' });
    await expect(api.get('/channels/varsity/events')).rejects.toMatchObject({ status: 503 });
    expect(reports).toEqual([
      {
        app: 'console',
        kind: 'request',
        message: 'GET /api/admin/channels/varsity/events: 503 SERVICE_UNAVAILABLE Service unavailable',
        page_url: 'http://app.test/admin/events',
        request: { method: 'GET', path: '/api/admin/channels/varsity/events', status: 503, code: 'SERVICE_UNAVAILABLE' },
      },
    ]);
  });

  it('posts none for a validation failure (400)', async () => {
    const reports = serve(400, { message: 'The name is required', code: 'VALIDATION_FAILED', errors: { name: ['The name is required'] } });
    await expect(api.post('/channels/varsity/events', {})).rejects.toMatchObject({ status: 400 });
    expect(reports).toEqual([]);
  });
});

import { ProjectSettingsFile } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('key host and settings file on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { MEDIA_ORIGIN: 'https://media.example.com' } });
  });
  afterAll(async () => t.close());

  it.each([
    ['varsity.localhost', 'varsity'],
    ['universitaire.localhost', 'universitaire'],
    ['UNIVERSITAIRE.localhost', 'universitaire'],
    ['localhost', 'varsity'],
    ['watch.example.com', 'varsity'],
  ])('/keys/%s.json → %s', async (hostname, channelKey) => {
    const response = await t.app.inject({ method: 'GET', url: `/keys/${hostname}.json` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ channel_key: channelKey });
  });

  it.each(['/keys/localhost', "/keys/'%20OR%201=1.json", `/keys/${'a'.repeat(290)}.json`])('rejects %s with a 4xx', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('serves the project settings file of a channel', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/storage/settings/universitaire.json' });
    expect(response.statusCode).toBe(200);
    const file = ProjectSettingsFile.parse(response.json());
    expect(file).toMatchObject({ channel_key: 'universitaire', api_origin: '', media_origin: 'https://media.example.com', payments: { provider: 'sandbox' } });
  });

  it('answers 404 for an unknown channel and 400 for a bad name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/storage/settings/nonexistent.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/storage/settings/bad%20name.json' })).statusCode).toBe(400);
  });
});

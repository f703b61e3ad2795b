import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator } from './console-helpers';
import { dialects, type TestApp, createTestApp } from './helper';

describe.each(dialects)('console: the languages a channel offers viewers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const viewerSettings = async (channelKey: string) => {
    const apiKey = (await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: channelKey } })).json().data.api_key as string;
    return (await t.app.inject({ method: 'GET', url: '/api/settings', query: { api_key: apiKey } })).json().data;
  };
  const storedSettings = async (channelKey: string) => JSON.parse((await t.db.selectFrom('channels').select('settings').where('key', '=', channelKey).executeTakeFirstOrThrow()).settings!) as Record<string, unknown>;

  it('offers both languages by default; an admin limits viewers to the channel language, merged into settings and audited', async () => {
    expect((await viewerSettings('universitaire')).languages).toEqual(['en', 'fr']);
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'universitaire' });
    expect((await admin.inject('GET', '/api/admin/channels/universitaire')).json().data.single_language).toBe(false);
    const before = await storedSettings('universitaire');

    const response = await admin.inject('PATCH', '/api/admin/channels/universitaire', { single_language: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.single_language).toBe(true);
    expect((await viewerSettings('universitaire')).languages).toEqual(['fr']);
    expect(await storedSettings('universitaire')).toEqual({ ...before, single_language: true });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'channel.update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([JSON.parse(audit.before_json!).single_language, JSON.parse(audit.after_json!).single_language]).toEqual([false, true]);

    // The one language follows the channel's language.
    await admin.inject('PATCH', '/api/admin/channels/universitaire', { language: 'en' });
    expect((await viewerSettings('universitaire')).languages).toEqual(['en']);
    await admin.inject('PATCH', '/api/admin/channels/universitaire', { language: 'fr', single_language: false });
    expect((await viewerSettings('universitaire')).languages).toEqual(['en', 'fr']);
  });

  it('refuses a value that is not true or false', async () => {
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const response = await admin.inject('PATCH', '/api/admin/channels/varsity', { single_language: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['single_language']);
  });
});

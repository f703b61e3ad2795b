import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, post, VARSITY_ANALYTICS_KEY } from './analytics-helpers';
import { signInOperator } from './console-helpers';
import { dialects, type TestApp, createTestApp } from './helper';

describe.each(dialects)('console channel analytics (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const viewerSettings = async (channelKey: string) => {
    const apiKey = (await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: channelKey } })).json().data.api_key as string;
    return (await t.app.inject({ method: 'GET', url: '/api/settings', query: { api_key: apiKey } })).json().data;
  };

  it('an admin sets the key, tag id and exemption: merged into settings, audited, live at once for /datalake/ and viewers', async () => {
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    // Warm the caches first, so the test proves they are invalidated.
    expect((await post(t, 'session', { session: newSession() })).statusCode).toBe(200);
    const beforeSettings = (await t.db.selectFrom('channels').select('settings').where('key', '=', 'varsity').executeTakeFirstOrThrow()).settings;

    const response = await admin.inject('PATCH', '/api/admin/channels/varsity', { analytics: { key: 'varsity-new.key_1', google_tag_id: 'g-abc1234', exempt: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.analytics).toEqual({ key: 'varsity-new.key_1', google_tag_id: 'G-ABC1234', exempt: true });

    expect((await post(t, 'session', { session: newSession() }, { key: 'varsity-new.key_1' })).statusCode).toBe(200);
    expect((await post(t, 'session', { session: newSession() }, { key: VARSITY_ANALYTICS_KEY })).statusCode).toBe(401);
    const settings = await viewerSettings('varsity');
    expect(settings['google-analytics']).toBe('G-ABC1234');
    expect(settings['yare-analytics']).toBe('varsity-new.key_1');

    // Other settings survive the merge.
    const stored = JSON.parse((await t.db.selectFrom('channels').select('settings').where('key', '=', 'varsity').executeTakeFirstOrThrow()).settings!);
    const previous = JSON.parse(beforeSettings!);
    expect(stored).toEqual({ ...previous, yare_analytics: 'varsity-new.key_1', google_analytics: 'G-ABC1234', analytics_exempt: true });

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'channel.update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!).analytics).toEqual({ key: VARSITY_ANALYTICS_KEY, google_tag_id: previous.google_analytics ?? null, exempt: previous.analytics_exempt === true });
    expect(JSON.parse(audit.after_json!).analytics).toEqual({ key: 'varsity-new.key_1', google_tag_id: 'G-ABC1234', exempt: true });

    // Empty strings clear; only the fields sent change.
    const cleared = await admin.inject('PATCH', '/api/admin/channels/varsity', { analytics: { google_tag_id: '' } });
    expect(cleared.json().data.analytics).toEqual({ key: 'varsity-new.key_1', google_tag_id: null, exempt: true });
    expect((await viewerSettings('varsity'))['google-analytics']).toBeNull();
    const restored = await admin.inject('PATCH', '/api/admin/channels/varsity', { analytics: { key: VARSITY_ANALYTICS_KEY, exempt: false } });
    expect(restored.json().data.analytics).toEqual({ key: VARSITY_ANALYTICS_KEY, google_tag_id: null, exempt: false });
  });

  it('refuses a malformed key or tag id with 400 and another channel\'s key with 409', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const bad = await owner.inject('PATCH', '/api/admin/channels/universitaire', { analytics: { key: 'a b', google_tag_id: 'GTM-123' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['analytics.google_tag_id', 'analytics.key']);
    expect((await owner.inject('PATCH', '/api/admin/channels/universitaire', { analytics: { key: 'ab' } })).statusCode).toBe(400);
    for (const id of ['UA-1234567-1', 'AW-123456789']) {
      expect((await owner.inject('PATCH', '/api/admin/channels/universitaire', { analytics: { google_tag_id: id } })).statusCode).toBe(200);
    }

    const taken = await owner.inject('PATCH', '/api/admin/channels/universitaire', { analytics: { key: VARSITY_ANALYTICS_KEY } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ANALYTICS_KEY_TAKEN', errors: { 'analytics.key': [expect.stringContaining('mix their figures')] } });
  });
});

import { ProjectSettingsFile } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp, createTestApp } from './helper';
import { signInOperator } from './console-helpers';
import { newSession, post } from './analytics-helpers';

describe.each(dialects)('console channels (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('an owner creates a channel that answers viewers at once: key host, settings file, API key', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    // Warm the caches first, so the test proves they are invalidated rather than empty.
    expect((await t.app.inject({ method: 'GET', url: '/keys/riverside.example.com.json' })).json()).toEqual({ channel_key: 'varsity' });
    expect((await t.app.inject({ method: 'GET', url: '/storage/settings/riverside.json' })).statusCode).toBe(404);

    const created = await owner.inject('POST', '/api/admin/channels', {
      name: 'Riverside Athletics',
      channel_key: 'riverside',
      hostnames: ['Riverside.example.com'],
      language: 'fr',
      currency: 'CAD',
      time_zone: 'America/Montreal',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ channel_key: 'riverside', name: 'Riverside Athletics', hostnames: ['riverside.example.com'], language: 'fr', currency: 'CAD', time_zone: 'America/Montreal', archived: false });

    expect((await t.app.inject({ method: 'GET', url: '/keys/riverside.example.com.json' })).json()).toEqual({ channel_key: 'riverside' });
    const settings = await t.app.inject({ method: 'GET', url: '/storage/settings/riverside.json' });
    expect(settings.statusCode).toBe(200);
    expect(ProjectSettingsFile.parse(settings.json())).toMatchObject({ channel_key: 'riverside' });
    const key = await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'riverside' } });
    expect(key.statusCode).toBe(200);
    const apiKey = key.json().data.api_key as string;
    const channelSettings = await t.app.inject({ method: 'GET', url: '/api/settings', query: { api_key: apiKey } });
    expect(channelSettings.statusCode).toBe(200);
    expect(channelSettings.json().data).toMatchObject({ channel_name: 'Riverside Athletics', language: 'fr', currency: 'CAD' });
    // What the viewer app loads first answers for the new channel, with its neutral colours.
    const bootstrap = await t.app.inject({ method: 'GET', url: '/api/channel-bootstrap-data', query: { api_key: apiKey } });
    expect(bootstrap.statusCode).toBe(200);
    const colours = await t.app.inject({ method: 'GET', url: '/api/color-settings/web', query: { api_key: apiKey } });
    expect(colours.statusCode).toBe(200);
    expect(colours.json().data).toMatchObject({ 'header-background': '#1f2933', 'primary-color': '#1d5bbf' });

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'channel.create').where('entity_id', '=', String(created.json().data.id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ operator_id: owner.operatorId, operator_email: owner.email, channel_id: created.json().data.id, entity_type: 'channel', before_json: null });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ channel_key: 'riverside' });
  });

  it('refuses a taken key or hostname with 409 and field errors, and a bad key with 400', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const key = await owner.inject('POST', '/api/admin/channels', { name: 'Again', channel_key: 'varsity' });
    expect(key.statusCode).toBe(409);
    expect(key.json()).toMatchObject({ code: 'CHANNEL_KEY_TAKEN', errors: { channel_key: ['This channel key is taken'] }, error_codes: { channel_key: [{ code: 'CHANNEL_KEY_TAKEN' }] } });
    const host = await owner.inject('POST', '/api/admin/channels', { name: 'Clash', channel_key: 'clash', hostnames: ['varsity.localhost'] });
    expect(host.statusCode).toBe(409);
    expect(host.json().code).toBe('HOSTNAME_TAKEN');
    const bad = await owner.inject('POST', '/api/admin/channels', { name: 'Bad', channel_key: 'Bad Key', time_zone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['channel_key', 'time_zone']);
  });

  it('answers a bad channel key alone with 400 on the field, not 401 (which would send the operator to sign in)', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const bad = await owner.inject('POST', '/api/admin/channels', { name: 'Bad', channel_key: 'Bad Key' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Use lower-case letters, digits and dashes', code: 'VALIDATION_FAILED', message_code: 'USE_LOWER_CASE_DIGITS_DASHES', errors: { channel_key: ['Use lower-case letters, digits and dashes'] }, error_codes: { channel_key: [{ code: 'USE_LOWER_CASE_DIGITS_DASHES' }] } });
    const nul = await owner.inject('POST', '/api/admin/channels', { name: 'Nul', channel_key: 'nul\u0000key' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ channel_key: ['Field value is invalid'] });
    // The viewer's API keeps answering a malformed channel key as an unknown one.
    expect((await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'x'.repeat(300) } })).statusCode).toBe(401);
  });

  it('lists only the channels an operator holds; an admin edits theirs, audited before/after, and viewers see it at once', async () => {
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'universitaire' });
    const list = await admin.inject('GET', '/api/admin/channels');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((channel: { channel_key: string }) => channel.channel_key)).toEqual(['universitaire']);
    expect(list.json().meta).toEqual({ total: 1, offset: 0, limit: 25 });

    expect((await admin.inject('GET', '/api/admin/channels/varsity')).statusCode).toBe(404);
    expect((await admin.inject('PATCH', '/api/admin/channels/varsity', { name: 'Mine now' })).statusCode).toBe(404);

    const key = (await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'universitaire' } })).json().data.api_key as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', query: { api_key: key } })).json().data.channel_name).not.toBe('Universitaire TV');

    // Adding a hostname is the owners' (it would otherwise take the default channel's viewers on that host); see console-security.test.ts.
    const owner = await signInOperator(t.app, { role: 'owner' });
    expect((await owner.inject('PATCH', '/api/admin/channels/universitaire', { hostnames: ['universitaire.localhost', 'tv.universitaire.test'] })).statusCode).toBe(200);
    const patched = await admin.inject('PATCH', '/api/admin/channels/universitaire', { name: 'Universitaire TV', hostnames: ['universitaire.localhost', 'tv.universitaire.test'] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ name: 'Universitaire TV', hostnames: ['universitaire.localhost', 'tv.universitaire.test'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', query: { api_key: key } })).json().data.channel_name).toBe('Universitaire TV');
    expect((await t.app.inject({ method: 'GET', url: '/keys/tv.universitaire.test.json' })).json()).toEqual({ channel_key: 'universitaire' });

    const row = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'channel.update').where('operator_id', '=', admin.operatorId).executeTakeFirstOrThrow();
    expect(JSON.parse(row.before_json!)).toMatchObject({ name: expect.not.stringMatching('Universitaire TV') });
    expect(JSON.parse(row.after_json!)).toMatchObject({ name: 'Universitaire TV' });

    const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'universitaire' });
    expect((await editor.inject('GET', '/api/admin/channels/universitaire')).statusCode).toBe(200);
    const refused = await editor.inject('PATCH', '/api/admin/channels/universitaire', { name: 'Editor was here' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await admin.inject('POST', '/api/admin/channels', { name: 'No', channel_key: 'admins-cannot' })).statusCode).toBe(403);
  });

  it('archiving takes a channel from viewers (its key host document 404s) but keeps it in the console; unarchiving brings it back', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    await owner.inject('POST', '/api/admin/channels', { name: 'Shortlived', channel_key: 'shortlived', hostnames: ['short.example.com'] });
    expect((await t.app.inject({ method: 'GET', url: '/keys/short.example.com.json' })).json()).toEqual({ channel_key: 'shortlived' });

    const archived = await owner.inject('PATCH', '/api/admin/channels/shortlived', { archived: true });
    expect(archived.json().data.archived).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/keys/short.example.com.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/storage/settings/shortlived.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'shortlived' } })).statusCode).toBe(401);
    expect((await owner.inject('GET', '/api/admin/channels/shortlived')).json().data.archived).toBe(true);
    expect((await owner.inject('GET', '/api/admin/channels?search=shortlived')).json().data).toHaveLength(1);

    await owner.inject('PATCH', '/api/admin/channels/shortlived', { archived: false });
    expect((await t.app.inject({ method: 'GET', url: '/keys/short.example.com.json' })).json()).toEqual({ channel_key: 'shortlived' });
  });

  it('a new channel records analytics at once: it gets its own analytics key when created', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const created = await owner.inject('POST', '/api/admin/channels', { name: 'Counted', channel_key: 'counted' });
    const other = await owner.inject('POST', '/api/admin/channels', { name: 'Counted too', channel_key: 'counted-too' });
    const key = created.json().data.analytics.key as string;
    expect(key).toMatch(/^counted-[0-9a-f]{12}$/);
    expect(other.json().data.analytics.key).toMatch(/^counted-too-[0-9a-f]{12}$/);
    expect((await owner.inject('GET', '/api/admin/channels/counted')).json().data.analytics).toEqual({ key, google_tag_id: null, exempt: false });

    const session = newSession();
    const sent = await post(t, 'event', { session_uuid: session, event: 'page_view', consent: 'accepted', origin_url: 'https://counted.example.com/' }, { key });
    expect(sent.json()).toEqual({ data: { accepted: 1, stored: 1 } });
    const row = await t.db.selectFrom('analytics_events').select(['channel_id', 'event']).where('session', '=', session).executeTakeFirstOrThrow();
    expect(row).toEqual({ channel_id: created.json().data.id, event: 'page_view' });
  });
});

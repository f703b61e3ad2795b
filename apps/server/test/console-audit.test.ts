import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp, createTestApp } from './helper';
import { type SignedInOperator, signInOperator } from './console-helpers';

describe.each(dialects)('console audit log (%s)', (dialect) => {
  let t: TestApp;
  let owner: SignedInOperator;
  let admin: SignedInOperator;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signInOperator(t.app, { role: 'owner' });
    admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    // Three changes: the admin renames varsity, the owner renames universitaire, the owner creates an operator.
    expect((await admin.inject('PATCH', '/api/admin/channels/varsity', { name: 'Varsity Network' })).statusCode).toBe(200);
    expect((await owner.inject('PATCH', '/api/admin/channels/universitaire', { time_zone: 'America/Montreal' })).statusCode).toBe(200);
    expect((await owner.inject('POST', '/api/admin/operators', { email: 'audited@example.test', name: 'A', channels: [{ channel_key: 'varsity', role: 'analyst' }] })).statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  const list = async (who: SignedInOperator, url: string) => {
    const response = await who.inject('GET', url);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Array<{ action: string; channel_key: string | null; operator_email: string; before: unknown; after: unknown }>; meta: { total: number; offset: number; limit: number } };
  };

  it('owners read every change, newest first, with who, channel, and the entity before and after', async () => {
    const all = await list(owner, '/api/admin/audit');
    expect(all.meta).toEqual({ total: 3, offset: 0, limit: 25 });
    expect(all.data.map((entry) => [entry.action, entry.channel_key, entry.operator_email])).toEqual([
      ['operator.create', null, owner.email],
      ['channel.update', 'universitaire', owner.email],
      ['channel.update', 'varsity', admin.email],
    ]);
    expect(all.data[2]).toMatchObject({ before: { name: 'Varsity Sports Network' }, after: { name: 'Varsity Network' } });
    expect(all.data[1]).toMatchObject({ before: { time_zone: 'America/Toronto' }, after: { time_zone: 'America/Montreal' } });
  });

  it('filters by channel, operator, action, entity type and dates, and pages on the server', async () => {
    expect((await list(owner, '/api/admin/audit?channel_key=varsity')).data.map((entry) => entry.channel_key)).toEqual(['varsity']);
    expect((await list(owner, `/api/admin/audit?operator_email=${encodeURIComponent(admin.email.toUpperCase())}`)).meta.total).toBe(1);
    expect((await list(owner, '/api/admin/audit?action=channel.update')).meta.total).toBe(2);
    expect((await list(owner, '/api/admin/audit?entity_type=operator')).data.map((entry) => entry.action)).toEqual(['operator.create']);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await list(owner, `/api/admin/audit?from=${today}&to=${today}`)).meta.total).toBe(3);
    expect((await list(owner, `/api/admin/audit?from=${tomorrow}`)).meta.total).toBe(0);
    expect((await list(owner, `/api/admin/audit?to=${yesterday}`)).meta.total).toBe(0);
    const second = await list(owner, '/api/admin/audit?limit=1&offset=1');
    expect(second.meta).toEqual({ total: 3, offset: 1, limit: 1 });
    expect(second.data.map((entry) => entry.channel_key)).toEqual(['universitaire']);
    expect((await owner.inject('GET', '/api/admin/audit?from=yesterday')).statusCode).toBe(400);
  });

  it('admins read the changes on the channels they administer only; one channel has its own list', async () => {
    const seen = await list(admin, '/api/admin/audit');
    expect(seen.data.map((entry) => entry.channel_key)).toEqual(['varsity']);
    expect((await list(admin, '/api/admin/audit?channel_key=universitaire')).meta.total).toBe(0);
    expect((await list(owner, '/api/admin/channels/universitaire/audit')).data.map((entry) => entry.channel_key)).toEqual(['universitaire']);
    expect((await list(admin, '/api/admin/channels/varsity/audit')).meta.total).toBe(1);
    expect((await admin.inject('GET', '/api/admin/channels/universitaire/audit')).statusCode).toBe(404);
    const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    expect((await editor.inject('GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await editor.inject('GET', '/api/admin/channels/varsity/audit')).statusCode).toBe(403);
  });
});

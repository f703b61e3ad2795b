import { EventCategory, Participant, ParticipantGroup } from '@ott/contracts';
import { AdminCategory, AdminParticipant, AdminParticipantGroup } from '@ott/contracts/admin-catalogue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyedGetter } from './catalogue-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

const BASE = '/api/admin/channels/varsity';

const flatten = (categories: EventCategory[]): EventCategory[] => categories.flatMap((category) => [category, ...flatten(category.children)]);

describe.each(dialects)('console sports, teams and schools (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let keyed: ReturnType<typeof keyedGetter>;
  const audited = async (action: string, id: number) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    keyed = keyedGetter(t.app);
  });
  afterAll(async () => t?.close());

  it('creates a sport and a division in it; viewers get them in the nested categories at once', async () => {
    await keyed('/api/events-categories');
    const sport = await editor.inject('POST', `${BASE}/categories`, { name: 'Ultimate Frisbee', weight: 5 });
    expect(sport.statusCode).toBe(201);
    const created = AdminCategory.parse(sport.json().data);
    expect(created).toMatchObject({ alias: 'ultimate-frisbee', parent_id: null, weight: 5, children_count: 0, events_count: 0 });
    const division = await editor.inject('POST', `${BASE}/categories`, { name: 'Open Division', parent_id: created.id });
    expect(division.statusCode).toBe(201);

    const viewer = z.array(EventCategory).parse((await keyed('/api/events-categories')).body.data);
    const found = viewer.find((category) => category.id === created.id)!;
    expect(found.children.map((child) => child.name)).toEqual(['Open Division']);
    expect(await audited('category.create', created.id)).toHaveLength(1);

    const page = await editor.inject('GET', `${BASE}/categories?search=frisbee`);
    expect(page.json()).toMatchObject({ meta: { total: 1, offset: 0, limit: 25 }, data: [{ id: created.id, children_count: 1 }] });
    expect((await editor.inject('GET', `${BASE}/categories?parent_id=${created.id}`)).json().data.map((c: AdminCategory) => c.name)).toEqual(['Open Division']);
    expect((await editor.inject('GET', `${BASE}/categories?top=1&limit=200`)).json().data.every((c: AdminCategory) => c.parent_id === null)).toBe(true);

    // By default each sport comes first, followed by its own divisions.
    const tree = z.array(AdminCategory).parse((await editor.inject('GET', `${BASE}/categories?limit=200`)).json().data);
    tree.forEach((category, index) => {
      if (category.parent_id === null) return;
      const above = tree.slice(0, index).reverse().find((row) => row.parent_id === null);
      expect(above?.id).toBe(category.parent_id);
    });
    expect(tree.findIndex((c) => c.name === 'Open Division')).toBe(tree.findIndex((c) => c.id === created.id) + 1);

    const taken = await editor.inject('POST', `${BASE}/categories`, { name: 'Ultimate Frisbee' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ALIAS_TAKEN', errors: { alias: ['This alias is already used in this channel'] } });
    const loop = await editor.inject('PATCH', `${BASE}/categories/${created.id}`, { parent_id: division.json().data.id });
    expect(loop.json().errors).toEqual({ parent_id: ['A category cannot be inside itself'] });
    expect((await editor.inject('POST', `${BASE}/categories`, { name: '' })).json().errors).toEqual({ name: ['Field is required'] });

    const refused = await editor.inject('DELETE', `${BASE}/categories/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Delete or move its divisions first');
    expect((await editor.inject('DELETE', `${BASE}/categories/${division.json().data.id}`)).statusCode).toBe(200);
    expect((await editor.inject('DELETE', `${BASE}/categories/${created.id}`)).statusCode).toBe(200);
    expect(flatten(z.array(EventCategory).parse((await keyed('/api/events-categories')).body.data)).some((c) => c.id === created.id)).toBe(false);
    expect(await audited('category.delete', created.id)).toHaveLength(1);
  });

  it('creates a school and a team in it, edits and deletes them; the public lists follow at once', async () => {
    const school = await editor.inject('POST', `${BASE}/participant-groups`, { name: 'Lakeshore College' });
    expect(school.statusCode).toBe(201);
    const group = AdminParticipantGroup.parse(school.json().data);
    expect(group).toMatchObject({ alias: 'lakeshore-college', image: null, participants_count: 0 });

    const team = await editor.inject('POST', `${BASE}/participants`, {
      name: 'Lakeshore Loons',
      short_name: 'Loons',
      color: '#123ABC',
      participant_group_id: group.id,
      properties: { gender: 'women', sport: 'Soccer' },
    });
    expect(team.statusCode).toBe(201);
    const loons = AdminParticipant.parse(team.json().data);
    expect(loons).toMatchObject({ alias: 'lakeshore-loons', color: '#123abc', participant_group_id: group.id, properties: { gender: 'women', sport: 'Soccer' }, images: { logo: null } });

    const publicTeams = z.array(Participant).parse((await t.app.inject({ method: 'GET', url: '/api/participants', query: { channel_key: 'varsity', search: 'loons' } })).json().data);
    expect(publicTeams.map((p) => p.id)).toEqual([loons.id]);
    const publicSchools = z.array(ParticipantGroup).parse((await t.app.inject({ method: 'GET', url: '/api/participant-groups', query: { channel_key: 'varsity' } })).json().data);
    expect(publicSchools.some((g) => g.id === group.id)).toBe(true);

    const bySchool = await editor.inject('GET', `${BASE}/participants?participant_group_id=${group.id}`);
    expect(bySchool.json().data.map((p: AdminParticipant) => p.id)).toEqual([loons.id]);
    const invalid = await editor.inject('POST', `${BASE}/participants`, { name: 'X', short_name: '', color: 'blue', properties: { gender: 'x', sport: 'Soccer' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({ short_name: ['Field is required'], color: ['Use a colour such as #1a2b3c'], 'properties.gender': ['Must be one of men, women'] });

    const renamed = await editor.inject('PATCH', `${BASE}/participants/${loons.id}`, { short_name: 'LOO' });
    expect(renamed.json().data.short_name).toBe('LOO');
    const audit = await audited('participant.update', loons.id);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ short_name: 'Loons' });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ short_name: 'LOO' });

    expect((await editor.inject('DELETE', `${BASE}/participant-groups/${group.id}`)).statusCode).toBe(200);
    expect((await editor.inject('GET', `${BASE}/participants/${loons.id}`)).json().data.participant_group_id).toBeNull();
    expect((await editor.inject('DELETE', `${BASE}/participants/${loons.id}`)).statusCode).toBe(200);
    expect((await editor.inject('GET', `${BASE}/participants/${loons.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a team that plays in events', async () => {
    const busy = await editor.inject('GET', `${BASE}/participants?sort_field=id&limit=1`);
    const team = busy.json().data[0] as AdminParticipant;
    expect(team.events_count).toBeGreaterThan(0);
    const refused = await editor.inject('DELETE', `${BASE}/participants/${team.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'IN_USE', message: 'This team plays in events; change or delete those events first' });
  });

  it('takes a team logo upload, resizes it, and serves it on the media host', async () => {
    const team = (await editor.inject('GET', `${BASE}/participants?limit=1`)).json().data[0] as AdminParticipant;
    const png = await sharp({ create: { width: 800, height: 400, channels: 4, background: '#ff0000' } }).png().toBuffer();
    const boundary = 'catalogue-logo-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `${BASE}/participants/${team.id}/logo`,
      headers: { cookie: editor.cookie, 'x-csrf-token': editor.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.statusCode).toBe(200);
    const logo = upload.json().data.images.logo as string;
    expect(logo).toMatch(new RegExp(`^/media/teams/varsity/${team.id}-[0-9a-f]{16}/logo\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(512);
    expect(await audited('participant.logo', team.id)).toHaveLength(1);

    const notImage = await t.app.inject({
      method: 'POST',
      url: `${BASE}/participants/${team.id}/logo`,
      headers: { cookie: editor.cookie, 'x-csrf-token': editor.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--${boundary}--\r\n`)]),
    });
    expect(notImage.statusCode).toBe(400);
  });

  it('answers 404 across channels and refuses writes to support and analysts', async () => {
    const other = await t.db.selectFrom('participants as p').innerJoin('channels as c', 'c.id', 'p.channel_id').select('p.id').where('c.key', '=', 'universitaire').executeTakeFirstOrThrow();
    expect((await editor.inject('GET', `${BASE}/participants/${other.id}`)).statusCode).toBe(404);
    expect((await editor.inject('PATCH', `${BASE}/participants/${other.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await editor.inject('GET', '/api/admin/channels/universitaire/categories')).statusCode).toBe(404);
    for (const role of ['support', 'analyst'] as const) {
      const reader = await signInOperator(t.app, { role, channelKey: 'varsity' });
      expect((await reader.inject('GET', `${BASE}/participant-groups`)).statusCode).toBe(200);
      expect((await reader.inject('POST', `${BASE}/participant-groups`, { name: 'Nope' })).statusCode).toBe(403);
      expect((await reader.inject('POST', `${BASE}/categories`, { name: 'Nope' })).statusCode).toBe(403);
      expect((await reader.inject('DELETE', `${BASE}/participants/${other.id}`)).statusCode).toBe(403);
    }
  });
});

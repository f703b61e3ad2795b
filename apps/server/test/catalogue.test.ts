import { EventLocation, Participant, ParticipantGroup, ParticipantGroupProperty } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyedGetter } from './catalogue-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('teams, schools and locations on %s', (dialect) => {
  let t: TestApp;
  let keyed: ReturnType<typeof keyedGetter>;
  const exempt = async (url: string, query: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, query: { channel_key: 'varsity', ...query } });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    keyed = keyedGetter(t.app);
  });
  afterAll(async () => t.close());

  it('lists participants by channel_key, with filters', async () => {
    const all = z.array(Participant).parse((await exempt('/api/participants')).body.data);
    expect(all.length).toBeGreaterThan(20);
    const northfield = all.find((p) => p.alias === 'northfield-basketball-men')!;
    const school = z.array(Participant).parse((await exempt('/api/participants', { participant_group_id: String(northfield.participant_group_id) })).body.data);
    expect(school.every((p) => p.participant_group_id === northfield.participant_group_id)).toBe(true);
    const hockeyWomen = z.array(Participant).parse((await exempt('/api/participants', { sport: 'hockey', gender: 'women' })).body.data);
    expect(hockeyWomen.length).toBeGreaterThan(0);
    expect(hockeyWomen.every((p) => p.properties.sport === 'Hockey' && p.properties.gender === 'women')).toBe(true);
    const found = z.array(Participant).parse((await exempt('/api/participants', { search: 'granite' })).body.data);
    expect(found.every((p) => p.name.includes('Granite'))).toBe(true);
    expect((await exempt('/api/participants', { gender: 'x' })).status).toBe(400);
  });

  it('lists schools and locations by channel_key or api_key', async () => {
    expect(z.array(ParticipantGroup).parse((await exempt('/api/participant-groups')).body.data).length).toBeGreaterThanOrEqual(5);
    expect(z.array(EventLocation).parse((await exempt('/api/event-locations')).body.data).length).toBeGreaterThan(0);
    const viaKey = await keyed('/api/participant-groups', {}, { channel: 'universitaire' });
    expect(viaKey.body.data.map((group: ParticipantGroup) => group.alias)).toContain('valmont');
    expect((await t.app.inject({ method: 'GET', url: '/api/participants' })).statusCode).toBe(401);
  });

  it('lists group properties with an api_key only', async () => {
    const response = await keyed('/api/participant-group-properties');
    const properties = z.array(ParticipantGroupProperty).parse(response.body.data);
    expect(properties.map((property) => property.name)).toEqual(expect.arrayContaining(['conference', 'city']));
    const one = properties[0]!.participant_group_id;
    const filtered = z.array(ParticipantGroupProperty).parse((await keyed('/api/participant-group-properties', { participant_group_id: String(one) })).body.data);
    expect(filtered.every((property) => property.participant_group_id === one)).toBe(true);
    expect((await exempt('/api/participant-group-properties')).status).toBe(401);
  });
});

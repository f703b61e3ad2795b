import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

/** Spec §3, §5, §7: favourites and the events of favourite teams, schools and sports. */
describe.each(dialects)('favourites, on %s', (dialect) => {
  let t: TestApp;
  let team: { id: number; name: string; participant_group_id: number | null };
  let otherChannelTeam: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const varsity = (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
    team = await t.db
      .selectFrom('participants as p')
      .select(['p.id', 'p.name', 'p.participant_group_id'])
      .where('p.channel_id', '=', varsity)
      .where('p.id', 'in', t.db.selectFrom('event_participants').select('participant_id'))
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    otherChannelTeam = (await t.db.selectFrom('participants').select('id').where('channel_id', '<>', varsity).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t.close());

  const del = async (url: string, apiKey: string) => {
    const response = await t.app.inject({ method: 'DELETE', url, query: { api_key: apiKey } });
    return { status: response.statusCode, body: response.json() };
  };
  const favorite = (apiKey: string, body: Record<string, unknown>) => post(t.app, '/api/favorite', { api_key: apiKey, ...body });
  const eventIdsOf = async (participantIds: number[]) =>
    new Set((await t.db.selectFrom('event_participants').select('event_id').where('participant_id', 'in', participantIds).execute()).map((row) => row.event_id));

  it('needs a logged-in user: user must be logged in', async () => {
    const { api_key } = await getApiKey(t.app);
    for (const answer of [await get(t.app, '/api/favorites', api_key), await favorite(api_key, { favoritable_id: team.id, favoritable_type: 'participant' }), await get(t.app, '/api/events/favorite', api_key)]) {
      expect(answer).toMatchObject({ status: 401, body: { message: 'user must be logged in' } });
    }
  });

  it("words type errors as spec §5 does", async () => {
    const user = await registerUser(t.app);
    expect(await favorite(user.apiKey, { favoritable_id: team.id, favoritable_type: 'team' })).toMatchObject({
      status: 400,
      body: { errors: { favoritable_type: ["Field favoritable_type must be equal one of participant, group, category, but it's team"] } },
    });
    expect(await favorite(user.apiKey, { favoritable_id: team.id, favoritable_type: 7 })).toMatchObject({
      status: 400,
      body: { errors: { favoritable_type: ['Field favoritable_type must be a string'] } },
    });
    expect((await get(t.app, '/api/favorites', user.apiKey)).body.data).toEqual([]);
  });

  it('favourites a team once, lists it with its name, and removes it', async () => {
    const user = await registerUser(t.app);
    const first = await favorite(user.apiKey, { favoritable_id: team.id, favoritable_type: 'participant' });
    expect(first).toMatchObject({ status: 200, body: { data: { favoritable_id: team.id, favoritable_type: 'participant', name: team.name } } });
    const again = await favorite(user.apiKey, { favoritable_id: team.id, favoritable_type: 'participant' });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await get(t.app, '/api/favorites', user.apiKey)).body.data).toEqual([first.body.data]);

    expect(await del(`/api/favorite/${first.body.data.id}`, user.apiKey)).toMatchObject({ status: 200, body: { data: { id: first.body.data.id } } });
    expect((await get(t.app, '/api/favorites', user.apiKey)).body.data).toEqual([]);
    expect((await del(`/api/favorite/${first.body.data.id}`, user.apiKey)).status).toBe(404);
  });

  it("answers 404 for an unknown object, another channel's object and another user's favourite", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    expect((await favorite(owner.apiKey, { favoritable_id: 999_999, favoritable_type: 'group' })).status).toBe(404);
    expect((await favorite(owner.apiKey, { favoritable_id: otherChannelTeam, favoritable_type: 'participant' })).status).toBe(404);
    const mine = (await favorite(owner.apiKey, { favoritable_id: team.id, favoritable_type: 'participant' })).body.data.id as number;
    expect((await del(`/api/favorite/${mine}`, stranger.apiKey)).status).toBe(404);
    expect((await get(t.app, '/api/favorites', owner.apiKey)).body.data).toHaveLength(1);
  });

  it("lists the events of favourite teams, schools and sports, each once, with the list's filters; empty filters are dropped", async () => {
    const user = await registerUser(t.app);
    await favorite(user.apiKey, { favoritable_id: team.id, favoritable_type: 'participant' });
    const teamEvents = await eventIdsOf([team.id]);
    const page = await get(t.app, '/api/events/favorite?limit=100&stream_status=&sort_field=', user.apiKey);
    expect(page.status).toBe(200);
    const ids = (page.body.data as Array<{ id: number }>).map((event) => event.id);
    expect(new Set(ids)).toEqual(teamEvents);
    expect(page.body.meta.total).toBe(teamEvents.size);

    // The team's school adds the school's other teams' events, still each once.
    if (team.participant_group_id !== null) {
      await favorite(user.apiKey, { favoritable_id: team.participant_group_id, favoritable_type: 'group' });
      const schoolTeams = (await t.db.selectFrom('participants').select('id').where('participant_group_id', '=', team.participant_group_id).execute()).map((row) => row.id);
      const both = (await get(t.app, '/api/events/favorite?limit=100', user.apiKey)).body.data as Array<{ id: number }>;
      const expected = await eventIdsOf(schoolTeams);
      for (const id of teamEvents) expected.add(id);
      expect(both.map((event) => event.id).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    }

    const replays = (await get(t.app, '/api/events/favorite?limit=100&stream_status=vod', user.apiKey)).body.data as Array<{ id: number; type: string }>;
    expect(replays.every((event) => event.type === 'vod')).toBe(true);
    expect((await get(t.app, '/api/events/favorite?limit=abc', user.apiKey)).status).toBe(400);
  });

  it("a favourite sport brings the events of its leagues", async () => {
    const user = await registerUser(t.app);
    const event = await t.db
      .selectFrom('events as e')
      .innerJoin('event_categories as league', 'league.id', 'e.event_category_id')
      .innerJoin('event_categories as sport', 'sport.id', 'league.parent_id')
      .innerJoin('channels as ch', 'ch.id', 'e.channel_id')
      .select(['e.id', 'sport.id as sport_id'])
      .where('ch.key', '=', 'varsity')
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    expect((await favorite(user.apiKey, { favoritable_id: event.sport_id, favoritable_type: 'category' })).status).toBe(200);
    const expected = await t.db
      .selectFrom('events as e')
      .innerJoin('event_categories as league', 'league.id', 'e.event_category_id')
      .select('e.id')
      .where((eb) => eb.or([eb('league.parent_id', '=', event.sport_id), eb('league.id', '=', event.sport_id)]))
      .execute();
    const ids = ((await get(t.app, '/api/events/favorite?limit=100', user.apiKey)).body.data as Array<{ id: number }>).map((row) => row.id);
    expect(ids).toContain(event.id);
    expect(ids.sort((a, b) => a - b)).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
  });
});

import { PrerollChoice } from '@ott/contracts/prerolls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './auth-helpers';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { createMediaTestApp } from './media-helpers';
import { mp4BoxTypes } from './mp4-boxes';
import { channelNamed, idsOf, shapeEvent } from './preroll-helpers';

const PROMO = '/media/prerolls/varsity-season-promo.mp4';

describe.each(dialects)('preroll API, on %s', (dialect) => {
  let t: TestApp;
  let replay: number;
  let upcoming: number;

  const prerollFor = async (eventId: number, apiKey: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/preroll`, query: { api_key: apiKey } });
    if (response.statusCode !== 200) throw new Error(`preroll: ${response.statusCode} ${response.body}`);
    return PrerollChoice.nullable().parse(response.json().data);
  };
  const played = (eventId: number, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/events/${eventId}/preroll/played`, payload });

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    const channel = await channelNamed(t.db, 'varsity');
    const known = await idsOf(t.db, channel.id);
    [replay, upcoming] = known.events as [number, number];
    // A replay away from the Fieldhouse: of the seeded prerolls, only the season promo suits it.
    await shapeEvent(t.db, replay, { categoryId: known.category('hockey-division-i'), locationId: known.locations[2]!, status: 'vod' });
    await shapeEvent(t.db, upcoming, { categoryId: known.category('hockey-division-i'), locationId: null, status: 'upcoming' });
  });
  afterAll(async () => t.close());

  it('offers no clip of this media host before it has been generated', async () => {
    expect(await prerollFor(replay, (await getApiKey(t.app)).api_key)).toBeNull();
  });

  it('serves the generated clips publicly as MP4s', async () => {
    await t.app.media.prerolls.ensure();
    const response = await t.app.inject({ method: 'GET', url: PROMO });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(mp4BoxTypes(response.rawPayload)[0]).toBe('ftyp');
    expect((await t.app.inject({ method: 'GET', url: '/media/prerolls/no-such-clip.mp4' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/prerolls/..%2Fmedia-token.secret' })).statusCode).toBe(404);
  }, 60_000);

  it('plays once per visitor and event, then not again within the hour', async () => {
    const visitor = (await getApiKey(t.app)).api_key;
    const other = (await getApiKey(t.app)).api_key;
    const choice = await prerollFor(replay, visitor);
    expect(choice).toMatchObject({ url: PROMO });
    expect(await prerollFor(upcoming, visitor)).toBeNull();

    const response = await played(replay, { api_key: visitor, preroll_id: choice!.id });
    expect(response.statusCode).toBe(200);
    const until = Date.parse(response.json().data.suppressed_until);
    expect(until - Date.now()).toBeGreaterThan(3_590_000);
    expect(until - Date.now()).toBeLessThanOrEqual(3_600_000);

    expect(await prerollFor(replay, visitor)).toBeNull();
    expect(await prerollFor(replay, other)).toMatchObject({ url: PROMO });

    // Once the window has passed, the preroll plays again.
    await t.db.updateTable('preroll_views').set({ until: new Date(Date.now() - 1).toISOString() }).execute();
    expect(await prerollFor(replay, visitor)).toMatchObject({ url: PROMO });
  });

  it("keeps a logged-in user's suppression on the user", async () => {
    const { apiKey, email, password } = await registerUser(t.app);
    const choice = await prerollFor(replay, apiKey);
    expect((await played(replay, { api_key: apiKey, preroll_id: choice!.id })).statusCode).toBe(200);
    expect(await prerollFor(replay, apiKey)).toBeNull();
    // The same user on another device (a new key from logging in again).
    const login = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { api_key: (await getApiKey(t.app)).api_key, email, password } });
    expect(await prerollFor(replay, login.json().data.api_key)).toBeNull();
  });

  it('checks what is reported as played', async () => {
    const visitor = (await getApiKey(t.app)).api_key;
    const missing = await played(replay, { api_key: visitor });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.preroll_id).toEqual(['Field is required']);
    const foreign = await t.db.selectFrom('prerolls as p').innerJoin('channels as c', 'c.id', 'p.channel_id').select('p.id').where('c.key', '=', 'universitaire').executeTakeFirstOrThrow();
    expect((await played(replay, { api_key: visitor, preroll_id: foreign.id })).json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { preroll_id: ['Field value is invalid'] } });
    expect((await played(999_999, { api_key: visitor, preroll_id: foreign.id })).statusCode).toBe(404);
    expect((await played(replay, { preroll_id: foreign.id })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${replay}/preroll` })).statusCode).toBe(401);
  });
});

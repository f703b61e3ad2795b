import type { ContinueWatchingItem } from '@ott/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

/** Continue watching: where a viewer stopped in each replay, on every device of the account. */
describe.each(dialects)('watch positions and Continue watching, on %s', (dialect) => {
  let t: TestApp;
  let replays: number[];
  let otherChannelEvent: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const rows = await t.db.selectFrom('events as e').innerJoin('channels as c', 'c.id', 'e.channel_id').select('e.id').where('c.key', '=', 'varsity').orderBy('e.id').limit(3).execute();
    replays = rows.map((row) => row.id);
    otherChannelEvent = (await t.db.selectFrom('events as e').innerJoin('channels as c', 'c.id', 'e.channel_id').select('e.id').where('c.key', '=', 'universitaire').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  const save = (apiKey: string, positions: Array<{ event_id: number; position: number; duration: number }>) => post(t.app, '/api/watch-positions', { api_key: apiKey, positions });
  const rail = async (apiKey: string) => (await get(t.app, '/api/continue-watching', apiKey)).body.data as ContinueWatchingItem[];

  it('keeps the latest position per replay, for the account on another device', async () => {
    const user = await registerUser(t.app);
    expect((await save(user.apiKey, [{ event_id: replays[0]!, position: 30, duration: 600 }, { event_id: replays[0]!, position: 754, duration: 3600 }])).status).toBe(200);
    const login = await post(t.app, '/api/v2/auth/login', { api_key: (await getApiKey(t.app)).api_key, email: user.email, password: user.password });
    const otherDevice = login.body.data.api_key as string;
    expect((await get(t.app, `/api/watch-positions/${replays[0]}`, otherDevice)).body.data).toMatchObject({ position: 754, duration: 3600 });
    expect((await get(t.app, `/api/watch-positions/${replays[1]}`, otherDevice)).body.data).toBeNull();
  });

  it('lists replays started and not finished, newest first, and takes one off', async () => {
    const user = await registerUser(t.app);
    // The second replay is saved a minute after the first (only the clock is faked: timers run as usual).
    vi.useFakeTimers({ toFake: ['Date'] });
    await save(user.apiKey, [{ event_id: replays[0]!, position: 100, duration: 1000 }]);
    vi.setSystemTime(Date.now() + 60_000);
    await save(user.apiKey, [{ event_id: replays[1]!, position: 200, duration: 1000 }]);
    // Barely started and finished replays are not offered.
    await save(user.apiKey, [{ event_id: replays[2]!, position: 3, duration: 1000 }]);
    const listed = await rail(user.apiKey);
    expect(listed.map((item) => item.event.id)).toEqual([replays[1], replays[0]]);
    await save(user.apiKey, [{ event_id: replays[1]!, position: 995, duration: 1000 }]);
    expect((await rail(user.apiKey)).map((item) => item.event.id)).toEqual([replays[0]]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/continue-watching/${replays[0]}`, query: { api_key: user.apiKey } });
    expect(removed.statusCode).toBe(200);
    expect(await rail(user.apiKey)).toEqual([]);
  });

  it('offers a short replay left before its last 5 %, and counts a long one finished only in its last 15 s', async () => {
    const user = await registerUser(t.app);
    await save(user.apiKey, [{ event_id: replays[0]!, position: 20, duration: 30 }]);
    await save(user.apiKey, [{ event_id: replays[1]!, position: 29, duration: 30 }]);
    await save(user.apiKey, [{ event_id: replays[2]!, position: 7184, duration: 7200 }]);
    expect((await rail(user.apiKey)).map((item) => item.event.id).sort()).toEqual([replays[0], replays[2]].sort());
    await save(user.apiKey, [{ event_id: replays[2]!, position: 7185, duration: 7200 }]);
    expect((await rail(user.apiKey)).map((item) => item.event.id)).toEqual([replays[0]]);
  });

  it("needs a login, refuses another channel's event and saves nothing of a bad batch", async () => {
    const visitor = (await getApiKey(t.app)).api_key;
    expect((await save(visitor, [{ event_id: replays[0]!, position: 10, duration: 100 }])).status).toBe(401);
    const user = await registerUser(t.app);
    expect((await save(user.apiKey, [{ event_id: replays[0]!, position: 50, duration: 100 }, { event_id: otherChannelEvent, position: 10, duration: 100 }])).status).toBe(404);
    expect((await get(t.app, `/api/watch-positions/${replays[0]}`, user.apiKey)).body.data).toBeNull();
    expect((await save(user.apiKey, [{ event_id: replays[0]!, position: -1, duration: 100 }])).status).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/continue-watching/${replays[2]}`, query: { api_key: user.apiKey } })).statusCode).toBe(404);
  });
});

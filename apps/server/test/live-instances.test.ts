/**
 * The live module over several instances (issue 25, DESIGN §3). `GET /api/live_state` (server-sent events) hears
 * every ingest state change once, on whichever instance the viewer is connected to: in memory for one process,
 * through Redis pub/sub across instances. And the encoder's RTMP connection, held by the ingest's process
 * (docs/decisions/0072-nginx-edge.md), is cut by a new key or End made on an API instance, and the console there
 * sees what the ingest reports of it (connected, slate, health).
 *
 * One file on purpose: its suites run one after the other, so one's notices (same channel and event ids in
 * every test database) never reach the other's streams and encoders on the shared test Redis.
 */
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdminIngest, LiveStateMessage } from '@ott/contracts/live-ingest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';
import { REPORT_TTL_MS } from '../src/modules/live/ingest-reports';
import { createLiveEvent, INGEST_BASE, ingestAction, type Push, pushTestStream, stopPushes } from './live-helpers';
import { onSseBlocks } from './sse-blocks';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
const HEARD = { timeout: 3_000, interval: 10 };
/** How long an encoder's start or end is waited for: a few segments. */
const FEED_WAIT = { timeout: 15_000, interval: 100 };

interface LiveStream {
  messages: LiveStateMessage[];
  close(): void;
}

/** Opens the viewers' live-state stream of a channel on an app listening on a real socket. */
async function openLiveState(t: TestApp, channelKey: string, onMessage: (message: LiveStateMessage) => void = () => {}): Promise<LiveStream> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`http://127.0.0.1:${port}/api/live_state?channel_key=${channelKey}`, resolve).on('error', reject);
  });
  expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'text/event-stream; charset=utf-8']);
  const messages: LiveStateMessage[] = [];
  let opened!: () => void;
  const retrySent = new Promise<void>((resolve) => (opened = resolve));
  onSseBlocks(response, (block) => {
    if (block.startsWith('retry:')) opened();
    const data = /^event: live\ndata: (.*)$/.exec(block)?.[1];
    if (!data) return;
    messages.push(LiveStateMessage.parse(JSON.parse(data)));
    onMessage(messages.at(-1)!);
  });
  // The route subscribes before it writes the retry line: from then on no change is missed.
  await retrySent;
  return { messages, close: () => response.destroy() };
}

const message = (eventId: number, state: 'live' | 'ended'): LiveStateMessage => ({ event_id: eventId, state, slate: false, stream_status: state === 'live' ? 'live' : 'vod' });

/**
 * Start now and End on the ingest's instance, then Start now on a second event: the last message arrives after
 * any copy of the ones before it would have, so the list seen then is all a stream will ever get of them.
 */
async function changeAndHear(t: TestApp, editor: SignedInOperator, streams: LiveStream[]): Promise<void> {
  const first = await createLiveEvent(t, editor, 'Bus Cup');
  const second = await createLiveEvent(t, editor, 'Bus Cup replay');
  await ingestAction(editor, first, 'start');
  await ingestAction(editor, first, 'end');
  await ingestAction(editor, second, 'start');
  for (const stream of streams) {
    await expect.poll(() => stream.messages.length, HEARD).toBeGreaterThanOrEqual(3);
    expect(stream.messages).toEqual([message(first, 'live'), message(first, 'ended'), message(second, 'live')]);
  }
}

describe.each(dialects)('live state of one instance (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  const streams: LiveStream[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(async () => t?.close());

  it("tells the channel's open streams once per change, and another channel's nothing", async () => {
    const other = await openLiveState(t, 'universitaire');
    streams.push(await openLiveState(t, 'varsity'), other);
    await changeAndHear(t, editor, streams.slice(0, 1));
    expect(other.messages).toEqual([]);
  });
});

describe.runIf(redisUrl).each(dialects)('live state across two instances on one %s database and one Redis', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  let editor: SignedInOperator;
  const streams: LiveStream[] = [];

  beforeAll(async () => {
    // A changes the ingest's state (as the ingest process does); B only serves viewers.
    a = await createTestApp(dialect, { env: { REDIS_URL: redisUrl ?? '' } });
    b = await createTestApp(dialect, { env: { REDIS_URL: redisUrl ?? '', JOB_WORKER: 'external' }, sameDatabaseAs: a });
    editor = await signInOperator(a.app, { role: 'editor', channelKey: 'varsity' });
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a viewer on B hears each change made on A once, and so does a viewer on A', async () => {
    streams.push(await openLiveState(b, 'varsity'), await openLiveState(a, 'varsity'));
    await changeAndHear(a, editor, streams);
  });
});

describe.runIf(redisUrl).each(dialects)('the ingest in its own process, the console on another, over one %s database and one Redis', (dialect) => {
  let ingestProcess: TestApp;
  let api: TestApp;
  let editor: SignedInOperator;
  let rtmpPort: number;

  beforeAll(async () => {
    ingestProcess = await createTestApp(dialect, { env: { REDIS_URL: redisUrl ?? '' } });
    rtmpPort = (await ingestProcess.app.live.start(0)).rtmp;
    api = await createTestApp(dialect, { env: { REDIS_URL: redisUrl ?? '', JOB_WORKER: 'external' }, sameDatabaseAs: ingestProcess });
    editor = await signInOperator(api.app, { role: 'editor', channelKey: 'varsity' });
  }, 30_000);
  const streams: LiveStream[] = [];
  afterEach(() => {
    stopPushes();
    streams.splice(0).forEach((stream) => stream.close());
  });
  afterAll(async () => {
    await api?.close();
    await ingestProcess?.close();
  });

  const runsOf = async (eventId: number) => (await api.db.selectFrom('live_ingests').select('runs').where('event_id', '=', eventId).executeTakeFirstOrThrow()).runs;
  /** Pushes with the event's current key and waits until the ingest has taken the encoder on. */
  async function connect(eventId: number): Promise<Push> {
    const info = AdminIngest.parse((await editor.inject('GET', `${INGEST_BASE}/events/${eventId}/ingest`)).json().data);
    const before = await runsOf(eventId);
    const push = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/${info.stream_key}`, { seconds: 60 });
    await expect.poll(() => runsOf(eventId), FEED_WAIT).toBe(before + 1);
    return push;
  }
  /** The encoder was cut: ffmpeg gave up long before its 60 s were pushed. */
  async function expectCut(push: Push): Promise<void> {
    let exit: number | null | undefined;
    void push.done.then(({ code }) => (exit = code));
    await expect.poll(() => exit, FEED_WAIT).not.toBeUndefined();
    expect(exit).not.toBe(0);
  }

  it("tells operators the encoders' server URL only where it is known: the ingest's own, the one named by RTMP_PUBLIC_URL, or none", async () => {
    const eventId = await createLiveEvent(api, editor, 'Where to publish');
    const serverUrlOn = async (t: TestApp) => {
      const operator = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
      return AdminIngest.parse((await operator.inject('GET', `${INGEST_BASE}/events/${eventId}/ingest`)).json().data).rtmp_url;
    };
    expect(await serverUrlOn(ingestProcess)).toBe(`rtmp://127.0.0.1:${rtmpPort}/live`);
    // RTMP_PORT=0 here and no ingest host named: an address with port 0 would only mislead.
    expect(await serverUrlOn(api)).toBeNull();
    const named = await createTestApp(dialect, {
      env: { REDIS_URL: redisUrl ?? '', JOB_WORKER: 'external', RTMP_PUBLIC_URL: 'rtmp://ingest.example.test:1935/live' },
      sameDatabaseAs: ingestProcess,
    });
    try {
      expect(await serverUrlOn(named)).toBe('rtmp://ingest.example.test:1935/live');
    } finally {
      await named.close();
    }
  });

  it('a new key made on the API instance cuts the encoder off on the ingest, and so does End', async () => {
    const eventId = await createLiveEvent(api, editor, 'Cluster Cup');
    const first = await connect(eventId);
    expect((await editor.inject('POST', `${INGEST_BASE}/events/${eventId}/ingest/key`)).statusCode).toBe(200);
    await expectCut(first);

    const second = await connect(eventId);
    expect(await ingestAction(editor, eventId, 'end')).toMatchObject({ state: 'ended' });
    await expectCut(second);
  }, 60_000);

  it("the console on the API instance sees the encoder the ingest holds, its health, and its slate once it leaves; its viewers hear of the live once it is catalogued there", async () => {
    const eventId = await createLiveEvent(api, editor, 'Health Cup');
    // What the API instance's media host knows of the live when its viewers hear it is on (it does not poll here).
    const cataloguedWhenHeard: Array<string[] | null> = [];
    const catalogued = () => api.app.media.videos.info(`live-${eventId}`)?.renditions.map((rendition) => rendition.name) ?? null;
    streams.push(await openLiveState(api, 'varsity', (message) => message.event_id === eventId && message.state === 'live' && cataloguedWhenHeard.push(catalogued())));
    const ingest = async () => AdminIngest.parse((await editor.inject('GET', `${INGEST_BASE}/events/${eventId}/ingest`)).json().data);
    const push = await connect(eventId);
    // The ingest reports every 2 s; ffmpeg's reading of the input comes with its first seconds.
    await expect.poll(ingest, FEED_WAIT).toMatchObject({ state: 'live', connected: true, slate: false, health: { width: 320, height: 180, reconnects: 0 } });
    await expect.poll(() => cataloguedWhenHeard.length, HEARD).toBeGreaterThanOrEqual(1);
    expect(cataloguedWhenHeard[0]).toEqual(['src']);

    await push.drop();
    await expect.poll(async () => (await ingest()).connected, { timeout: REPORT_TTL_MS + 2_000, interval: 100 }).toBe(false);
    expect(await ingest()).toMatchObject({ state: 'live', connected: false, slate: true, health: null });
    expect(await ingestAction(editor, eventId, 'end')).toMatchObject({ state: 'ended', connected: false, slate: false });
  }, 60_000);
});

/**
 * `GET /api/live_state` (server-sent events) hears every ingest state change once, on whichever instance the
 * viewer is connected to: in memory for one process, through Redis pub/sub across instances (issue 25, DESIGN §3).
 */
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LiveStateMessage } from '@ott/contracts/live-ingest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
const BASE = '/api/admin/channels/varsity';
const hour = 3_600_000;
const HEARD = { timeout: 3_000, interval: 10 };

interface LiveStream {
  messages: LiveStateMessage[];
  close(): void;
}

/** Opens the viewers' live-state stream of a channel on an app listening on a real socket. */
async function openLiveState(t: TestApp, channelKey: string): Promise<LiveStream> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`http://127.0.0.1:${port}/api/live_state?channel_key=${channelKey}`, resolve).on('error', reject);
  });
  expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'text/event-stream; charset=utf-8']);
  const messages: LiveStateMessage[] = [];
  let text = '';
  let opened!: () => void;
  const retrySent = new Promise<void>((resolve) => (opened = resolve));
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      if (block.startsWith('retry:')) opened();
      const data = /^event: live\ndata: (.*)$/.exec(block)?.[1];
      if (data) messages.push(LiveStateMessage.parse(JSON.parse(data)));
    }
  });
  // The route subscribes before it writes the retry line: from then on no change is missed.
  await retrySent;
  return { messages, close: () => response.destroy() };
}

async function createEvent(t: TestApp, editor: SignedInOperator, name: string): Promise<number> {
  const category = await t.db.selectFrom('event_categories as c').innerJoin('channels as ch', 'ch.id', 'c.channel_id').select('c.id').where('ch.key', '=', 'varsity').orderBy('c.id').executeTakeFirstOrThrow();
  const created = await editor.inject('POST', `${BASE}/events`, {
    name,
    event_utc_ts: new Date(Date.now() - 60_000).toISOString(),
    end_utc_ts: new Date(Date.now() + hour).toISOString(),
    time_zone: 'America/Chicago',
    pricing_type: 'free',
    event_category_id: category.id,
  });
  expect(created.statusCode).toBe(201);
  return created.json().data.id as number;
}

async function act(editor: SignedInOperator, eventId: number, action: 'start' | 'end'): Promise<void> {
  const response = await editor.inject('POST', `${BASE}/events/${eventId}/ingest/action`, { action });
  expect(response.statusCode).toBe(200);
}

const message = (eventId: number, state: 'live' | 'ended'): LiveStateMessage => ({ event_id: eventId, state, slate: false, stream_status: state === 'live' ? 'live' : 'vod' });

/**
 * Start now and End on the ingest's instance, then Start now on a second event: the last message arrives after
 * any copy of the ones before it would have, so the list seen then is all a stream will ever get of them.
 */
async function changeAndHear(t: TestApp, editor: SignedInOperator, streams: LiveStream[]): Promise<void> {
  const first = await createEvent(t, editor, 'Bus Cup');
  const second = await createEvent(t, editor, 'Bus Cup replay');
  await act(editor, first, 'start');
  await act(editor, first, 'end');
  await act(editor, second, 'start');
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

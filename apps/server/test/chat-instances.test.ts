/**
 * Live chat over two instances sharing one database and one Redis (docs/decisions/0081-live-chat.md): a message
 * posted on one instance, and a moderator's deletion made on the other, reach the streams of both, once each.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_AUTH_LIMITS, registerUser } from './auth-helpers';
import { type ChatStream, createChatEvent, openChat, postChat } from './chat-helpers';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
const HEARD = { timeout: 3_000, interval: 10 };

describe.runIf(redisUrl).each(dialects)('live chat across two instances on one %s database and one Redis', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  const streams: ChatStream[] = [];

  beforeAll(async () => {
    const env = { ...RELAXED_AUTH_LIMITS, REDIS_URL: redisUrl ?? '' };
    a = await createTestApp(dialect, { env });
    b = await createTestApp(dialect, { env: { ...env, JOB_WORKER: 'external' }, sameDatabaseAs: a });
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a message posted on A reaches a viewer on B and one on A once each; a deletion on B removes it on both', async () => {
    const editor = await signInOperator(a.app, { role: 'editor', channelKey: 'varsity' });
    const moderator = await signInOperator(b.app, { role: 'moderator', channelKey: 'varsity' });
    const eventId = await createChatEvent(a, editor, `Bus Chat Cup ${dialect}`);
    const viewerA = await registerUser(a.app);
    const viewerB = await registerUser(b.app);
    streams.push(await openChat(a, eventId, viewerA.apiKey), await openChat(b, eventId, viewerB.apiKey));

    const first = (await postChat(a, eventId, viewerA.apiKey, 'from A')).body.data;
    const second = (await postChat(b, eventId, viewerB.apiKey, 'from B')).body.data;
    for (const stream of streams) {
      await expect.poll(() => stream.messageIds(), HEARD).toEqual([first.id, second.id]);
      expect(stream.frames.find((frame) => frame.id === first.id)!.data).toEqual(first);
    }

    expect((await moderator.inject('DELETE', `/api/admin/channels/varsity/chat/messages/${first.id}`)).statusCode).toBe(200);
    for (const stream of streams) await expect.poll(() => stream.frames.filter((frame) => frame.event === 'delete').map((frame) => frame.data), HEARD).toEqual([{ id: first.id }]);
  });
});

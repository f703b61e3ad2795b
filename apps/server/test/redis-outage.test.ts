import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullmqQueue } from '../src/lib/queue/bullmq-queue';
import { toAppError } from '../src/lib/error-mapping';
import { ensureBuilt, type Started, startProcess, waitFor } from './built-processes';
import { quietLogger } from './queue-backends';
import { createPrivateRedis, type PrivateRedis } from './private-redis';

const ANALYTICS_KEY = 'vsn-web-2025';
/** A command waits at most for one reconnection attempt (lib/redis.ts); the answer itself may be slow on a busy CI machine. */
const OUTAGE_ANSWER_MS = 3_000;

/** A private redis-server, killed and started again under a BullMQ queue and under the built server. */
describe('a Redis outage', () => {
  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await createPrivateRedis();
    await redis.start();
  });
  afterAll(async () => redis?.destroy());

  it('fails an enqueue fast with 503 while Redis is away, and runs jobs again once it is back', async () => {
    const queue = createBullmqQueue({ redisUrl: redis.url, logger: quietLogger(), prefix: 'outage' });
    const ran: string[] = [];
    queue.define('outage.note', async (payload: { note: string }) => void ran.push(payload.note), { attempts: 3 });
    await queue.start();
    try {
      await queue.enqueue('outage.note', { note: 'before' });
      await waitFor(() => (ran.includes('before') ? true : null), 'the job enqueued before the outage');

      await redis.kill();
      const started = Date.now();
      const failure = await queue.enqueue('outage.note', { note: 'during' }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(Date.now() - started).toBeLessThan(OUTAGE_ANSWER_MS);
      expect(toAppError(failure)?.toBody()).toEqual({ message: 'Something went wrong', code: 'SERVICE_UNAVAILABLE', message_code: 'SOMETHING_WENT_WRONG' });

      await redis.start();
      // The workers reconnect by themselves: a job enqueued after Redis returns runs.
      await waitFor(async () => (await queue.enqueue('outage.note', { note: 'after' }).then(() => true, () => null)), 'an enqueue to succeed again');
      await waitFor(() => (ran.includes('after') ? true : null), 'the job enqueued after the outage', 20_000);
      expect(ran.filter((note) => note === 'during')).toEqual([]);
    } finally {
      await queue.stop();
    }
  }, 60_000);

  describe('under the built server', () => {
    let server: Started;
    let dataDir: string;
    let base: string;
    beforeAll(async () => {
      ensureBuilt();
      dataDir = mkdtempSync(join(tmpdir(), 'ott-redis-outage-'));
      // A low key limit, so counting in Redis shows; analytics limits far above what the test sends.
      server = startProcess('server', { NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), REDIS_URL: redis.url, API_KEY_ISSUE_LIMIT: '3' });
      const port = Number(await waitFor(() => /listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1], 'the listening line', 60_000));
      base = `http://127.0.0.1:${port}`;
    }, 90_000);
    afterAll(() => {
      if (server?.child.exitCode === null) server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });

    const timed = async (path: string, body: unknown, ip: string) => {
      const started = Date.now();
      const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
      return { status: response.status, ms: Date.now() - started };
    };
    const batch = (view: string) => [{ session: 'outage000session', video_view_uuid: view, stream_id: 1, stream_type: 'replay', event: 'playing', device_type: 'desktop', platform: 'web', extras: {} }];
    const storedViews = () => {
      const db = new SQLite(join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
      try {
        return (db.prepare("select video_view_uuid from analytics_video_events where video_view_uuid like 'outage-%'").all() as Array<{ video_view_uuid: string }>).map((row) => row.video_view_uuid);
      } finally {
        db.close();
      }
    };

    it('keeps answering with rate limits open, and writes every analytics batch acknowledged before the outage once Redis is back', async () => {
      const key = () => timed('/api/get_api_key', { channel_key: 'varsity' }, '');
      // Counted in Redis: the fourth key in a minute is refused.
      expect((await Promise.all([key(), key(), key()])).map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect((await key()).status).toBe(429);

      // Acknowledged analytics (XADD done), then Redis is killed before anything else happens.
      const acknowledged: string[] = [];
      for (let n = 0; n < 20; n += 1) {
        const view = `outage-${n}`;
        const answer = await timed(`/datalake/video/event/?key=${ANALYTICS_KEY}`, batch(view), '');
        if (answer.status === 200) acknowledged.push(view);
      }
      expect(acknowledged).toHaveLength(20);
      await redis.kill();

      // Rate limits fail open: keys keep being issued (the database is up), promptly, with no 500.
      const during = await Promise.all(Array.from({ length: 5 }, () => key()));
      expect(during.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(Math.max(...during.map((answer) => answer.ms))).toBeLessThan(OUTAGE_ANSWER_MS);
      // A batch that cannot be made durable is not acknowledged: 503, so the client sends it again.
      const refused = await fetch(`${base}/datalake/video/event/?key=${ANALYTICS_KEY}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch('outage-during')) });
      expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 503, body: { message: 'Something went wrong', code: 'SERVICE_UNAVAILABLE', message_code: 'SOMETHING_WENT_WRONG' } });

      await redis.start();
      await waitFor(() => (acknowledged.every((view) => storedViews().includes(view)) ? true : null), 'every acknowledged batch in the database', 20_000);
      expect(storedViews()).not.toContain('outage-during');
      // Counting resumes with Redis (its append-only file kept the window's count).
      await waitFor(async () => ((await key()).status === 429 ? true : null), 'the limit to be counted again');
      expect(server.child.exitCode).toBeNull();
    }, 60_000);
  });
});

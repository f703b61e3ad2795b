import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/db/prepare';
import { get, post, registerUser } from './auth-helpers';
import { insertOrder, passIdByName } from './commerce-helpers';
import { findEvent, withDemoVideo } from './media-helpers';

/** Spec §4: a clip queued when the server stops is rendered by the next one (the job is durable). */
describe('a clip across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-clip-restart-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), MEDIA_DEMO_SECONDS: '6', DATABASE_URL: '' });
  const running: FastifyInstance[] = [];
  const start = async () => {
    // The order below is written straight into the database, as test/helper.ts's apps allow: no entitlements kept.
    const app = await buildApp(config, { entitlementsCacheMs: 0 });
    running.push(app);
    await prepareDatabase(app.database, app.log);
    await app.ready();
    return app;
  };
  afterAll(async () => {
    for (const app of running) await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is queued by one server and turns ready on the next', async () => {
    const first = await start();
    const db = first.database.db;
    const replay = await withDemoVideo(first, await findEvent(db, 3, 'free'));
    const mediaId = (await db.selectFrom('event_media').select('id').where('event_id', '=', replay).where('kind', '=', 3).executeTakeFirstOrThrow()).id;
    const user = await registerUser(first);
    await insertOrder(db, { userId: user.userId, passId: await passIdByName(db, 'Monthly All-Access'), period_end: new Date(Date.now() + 86_400_000).toISOString() });
    // This server never starts its worker: the job stays stored when it stops.
    const created = await post(first, '/api/clip', { api_key: user.apiKey, event_id: replay, event_media_id: mediaId, name: 'Across', start_time: 0, duration: 4, tags: ['goal'] });
    expect(created.body.data.status).toBe('queued');
    await first.close();

    const second = await start();
    await second.queue.start();
    const deadline = Date.now() + 20_000;
    let status = 'queued';
    while (status !== 'ready' && Date.now() < deadline) {
      status = ((await get(second, '/api/clips/user', user.apiKey)).body.data as Array<{ id: number; status: string }>).find((clip) => clip.id === created.body.data.id)!.status;
      if (status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe('ready');
  }, 60_000);
});

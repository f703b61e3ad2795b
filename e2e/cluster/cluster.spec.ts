import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createUpload, patchUpload, tusRequest, uploadIdOf } from '../../apps/server/test/media-uploads-helpers';
import { signInWithForm } from '../support/accounts';
import { mp4Seconds } from '../support/mp4';
import { findEvent, expectPlayingPast, MEDIA_READY_TIMEOUT_MS, videoTime } from '../support/playback';
import { apiKeyOn, consoleFetch, consoleSessionOn, expect, test } from './fixtures';

// One journey kills an instance: they run in this order, that one last.
test.describe.configure({ mode: 'serial' });

test('the edge spreads requests over both instances, each named in x-instance', async ({ cluster, request }) => {
  const answered = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const response = await request.get('/api/health/live');
    expect(response.status()).toBe(200);
    const { instance } = (await response.json()).data as { instance: string };
    expect(response.headers()['x-instance']).toBe(instance);
    answered.add(instance);
  }
  expect([...answered].sort()).toEqual(['api-a', 'api-b']);
  // Hashed assets come from nginx itself, cached for a year; pages from the instances.
  const page = await request.get('/');
  expect(page.headers()['x-instance']).toMatch(/^api-[ab]$/);
  // The landing page is sent drawn, its app scripts listed for its first script to run after the first paint (docs/decisions/0093).
  const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
  const script = await request.get(asset);
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['x-instance']).toBeUndefined();
  // Unknown paths get the app's page with 404, as from one process.
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect(cluster.instances['api-a']).not.toBe(cluster.instances['api-b']);
});

test('a refused media token is answered by the edge as the server answers it, without reaching an instance', async ({ cluster, request }) => {
  const path = `/media/s/${'A'.repeat(43)}/1764000000/e1/vod/arena/master.m3u8`;
  const atEdge = await request.get(path);
  const atNode = await fetch(`${cluster.instances['api-a']}${path}`);
  expect(atEdge.status()).toBe(403);
  expect(atNode.status).toBe(403);
  expect(await atEdge.text()).toBe(await atNode.text());
  for (const header of ['content-type', 'cache-control', 'access-control-allow-origin', 'cross-origin-resource-policy']) expect(atEdge.headers()[header], header).toBe(atNode.headers.get(header));
  expect(atEdge.headers()['x-instance']).toBeUndefined();
});

test('a console change through instance A is served by instance B within a second', async ({ cluster }) => {
  const a = cluster.instances['api-a'];
  const b = cluster.instances['api-b'];
  const owner = await consoleSessionOn(a);
  const key = `cluster-${Date.now().toString(36)}`;
  expect((await consoleFetch(a, owner, 'POST', '/channels', { name: 'Cluster Town', channel_key: key, hostnames: [] })).status).toBe(201);
  const apiKey = await apiKeyOn(b, key);
  const nameOnB = async () => {
    const response = await fetch(`${b}/api/settings?api_key=${apiKey}`);
    expect(response.headers.get('x-instance')).toBe('api-b');
    return ((await response.json()) as { data: { channel_name: string } }).data.channel_name;
  };
  // B has the channel cached now: only a message from A makes it answer the new name within the second.
  expect(await nameOnB()).toBe('Cluster Town');
  expect((await consoleFetch(a, owner, 'PATCH', `/channels/${key}`, { name: 'Cluster City' })).status).toBe(200);
  await expect.poll(nameOnB, { timeout: 1_000, intervals: [20] }).toBe('Cluster City');
});

test('a job enqueued through instance A runs exactly once', async ({ cluster }) => {
  const mailLog = join(cluster.runDir, 'mail.jsonl');
  const mailsTo = (address: string) =>
    existsSync(mailLog)
      ? readFileSync(mailLog, 'utf8').split('\n').filter(Boolean).filter((line) => (JSON.parse(line) as { to: string[] }).to.includes(address)).length
      : 0;
  const resetOn = async (base: string, email: string) => {
    const response = await fetch(`${base}/api/auth/password-reset-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: await apiKeyOn(base), email }),
    });
    expect(response.status, await response.text()).toBe(200);
  };
  const before = mailsTo('viewer@varsity.test');
  // The mail job is enqueued by A; only the worker runs jobs (JOB_WORKER=external on the instances).
  await resetOn(cluster.instances['api-a'], 'viewer@varsity.test');
  await expect.poll(() => mailsTo('viewer@varsity.test'), { message: 'the reset mail is delivered', timeout: 20_000 }).toBe(before + 1);
  // A later job, enqueued by B, delivered: the queue has moved past the first one, whose copy would have come by now.
  const later = mailsTo('fan@varsity.test');
  await resetOn(cluster.instances['api-b'], 'fan@varsity.test');
  await expect.poll(() => mailsTo('fan@varsity.test'), { message: 'the later mail is delivered', timeout: 20_000 }).toBe(later + 1);
  expect(mailsTo('viewer@varsity.test')).toBe(before + 1);
});

test('a tus upload started on instance A resumes on instance B', async ({ cluster }) => {
  const a = cluster.instances['api-a'];
  const b = cluster.instances['api-b'];
  const owner = await consoleSessionOn(a);
  const bytes = randomBytes(256 * 1024);
  const created = await createUpload(a, owner, { size: bytes.length, filename: 'cluster-resume.mp4' });
  expect(created.status, await created.clone().text()).toBe(201);
  const id = uploadIdOf(created);
  const first = await patchUpload(a, owner, id, 0, bytes.subarray(0, 100_000));
  expect(first.status).toBe(204);
  expect(first.headers.get('upload-offset')).toBe('100000');
  // The browser's next request lands on the other instance.
  const offsetOnB = await tusRequest(b, owner, 'HEAD', id);
  expect(offsetOnB.status).toBe(200);
  expect(offsetOnB.headers.get('upload-offset')).toBe('100000');
  const rest = await patchUpload(b, owner, id, 100_000, bytes.subarray(100_000));
  expect(rest.status, await rest.clone().text()).toBe(204);
  expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
});

/**
 * A PATCH whose connection stays open after `sent` bytes of `bytes`, as from a browser whose network went away
 * without closing the socket: `ended` resolves when the server answers it or closes it.
 */
function stalledPatch(baseUrl: string, session: { cookie: string; csrf: string }, id: string, bytes: Buffer, sent: number) {
  const request = httpRequest(`${baseUrl}/api/admin/uploads/${id}`, {
    method: 'PATCH',
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    },
  });
  const ended = new Promise<void>((resolve) => {
    request.on('response', () => resolve());
    request.on('close', () => resolve());
    request.on('error', () => resolve());
  });
  request.write(bytes.subarray(0, sent));
  return { ended, drop: () => request.destroy() };
}

test('a tus upload whose request to instance A stalls resumes on instance B, which takes the upload over', async ({ cluster }) => {
  const a = cluster.instances['api-a'];
  const b = cluster.instances['api-b'];
  const owner = await consoleSessionOn(a);
  const bytes = randomBytes(256 * 1024);
  const created = await createUpload(a, owner, { size: bytes.length, filename: 'cluster-stalled.mp4' });
  expect(created.status).toBe(201);
  const id = uploadIdOf(created);
  const stalled = stalledPatch(a, owner, id, bytes, 100_000);
  try {
    // The browser asks B where to go on while A still holds the upload's lock for the stalled request: the shared
    // lock makes A let go, and B answers with what A has written.
    let offset = -1;
    await expect
      .poll(
        async () => {
          const head = await tusRequest(b, owner, 'HEAD', id);
          offset = Number(head.headers.get('upload-offset'));
          return head.status === 200 && offset === 100_000;
        },
        { message: 'B answers the offset of what A received', timeout: 10_000 },
      )
      .toBe(true);
    const rest = await patchUpload(b, owner, id, offset, bytes.subarray(offset));
    expect(rest.status, await rest.clone().text()).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
    // A's stalled request was ended by the takeover, not left writing beside B.
    await expect(Promise.race([stalled.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(resolve, 10_000, 'still open'))])).resolves.toBe('ended');
  } finally {
    stalled.drop();
  }
});

/** What OBS would send: 640x360 at 25 fps, a keyframe every 2 s, AAC, for up to 2 minutes. Stopped by PID. */
function encoder(url: string): ChildProcess {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const args = ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=25', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '120'];
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-keyint_min', '50', '-sc_threshold', '0', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url);
  return spawn(ffmpeg, args, { stdio: 'ignore' });
}

test('a live pushed to the ingest plays through the edge', async ({ cluster, page }) => {
  const owner = await consoleSessionOn(cluster.url);
  const categories = (await consoleFetch(cluster.url, owner, 'GET', '/channels/varsity/categories')).data as Array<{ id: number }>;
  const created = await consoleFetch(cluster.url, owner, 'POST', '/channels/varsity/events', {
    name: `Cluster Cup ${Date.now().toString(36)}`,
    event_utc_ts: new Date(Date.now() - 60_000).toISOString(),
    end_utc_ts: new Date(Date.now() + 3_600_000).toISOString(),
    time_zone: 'America/Chicago',
    pricing_type: 'free',
    event_category_id: categories[0]!.id,
  });
  expect(created.status).toBe(201);
  const event = created.data as { id: number };
  const ingest = (await consoleFetch(cluster.url, owner, 'GET', `/channels/varsity/events/${event.id}/ingest`)).data as { rtmp_url: string; stream_key: string };
  expect(ingest.rtmp_url).toBe(cluster.rtmpUrl);
  const push = encoder(`${ingest.rtmp_url}/${ingest.stream_key}`);
  try {
    const state = async () => ((await consoleFetch(cluster.url, owner, 'GET', `/channels/varsity/events/${event.id}/ingest`)).data as { state: string }).state;
    await expect.poll(state, { message: 'the ingest takes the event live', timeout: 30_000 }).toBe('live');
    await page.goto(`/watch/${event.id}`);
    await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 60_000 });
    const from = await videoTime(page);
    await expect.poll(() => videoTime(page), { message: 'the live picture moves', timeout: 30_000 }).toBeGreaterThan(from + 2);
    // The edge keeps segments: the second viewer's copy of one does not reach an instance.
    const apiKey = await apiKeyOn(cluster.url);
    const live = (await (await fetch(`${cluster.url}/api/events/${event.id}?api_key=${apiKey}`)).json()) as { data: { media: { kind: number; url: string | null }[] } };
    const master = new URL(live.data.media.find((item) => item.kind === 2)!.url!, cluster.url);
    const variant = new URL((await (await fetch(master)).text()).split('\n').find((line) => line && !line.startsWith('#'))!, master);
    const segment = new URL((await (await fetch(variant)).text()).split('\n').filter((line) => line && !line.startsWith('#')).at(-1)!, variant);
    const first = await fetch(segment);
    const second = await fetch(segment);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  } finally {
    push.kill('SIGKILL');
  }
});

test("media live in the cluster's S3-compatible store: a replay's MP4 download is redirected to a presigned URL the browser follows", async ({ cluster, page }) => {
  test.setTimeout(MEDIA_READY_TIMEOUT_MS + 60_000);
  const store = cluster.mediaStore;
  if (store.kind !== 's3' || !store.endpoint || !store.dir) throw new Error(`the cluster runs its own s3rver by default, not ${JSON.stringify(store)}`);
  const event = await findEvent(page.request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });
  // Nothing in DATA_DIR/media: the demo ladders went to the bucket.
  expect(existsSync(join(cluster.runDir, 'data', 'media'))).toBe(false);
  expect(existsSync(join(store.dir, store.bucket))).toBe(true);

  await signInWithForm(page, 'fan@varsity.test', 'season-ticket');
  let link: string | null = null;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/download-event/')) return;
    const { data } = (await response.json()) as { data: { status: string; url?: string } };
    if (data.status === 'ready') link = data.url!;
  });
  await page.goto(`/watch/${event.id}`);
  // The worker makes the MP4 from the bucket's segments; the browser then follows the edge's redirect to the store.
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${event.id}\\.mp4$`));
  expect(await mp4Seconds((await download.path())!)).toBeGreaterThan(5);

  expect(link).toMatch(/^\/media\/s\//);
  const atEdge = await fetch(new URL(link!, cluster.url), { redirect: 'manual' });
  expect(atEdge.status).toBe(307);
  const presigned = new URL(atEdge.headers.get('location')!);
  expect(presigned.origin).toBe(store.endpoint);
  expect(presigned.pathname.startsWith(`/${store.bucket}/`)).toBe(true);
  expect(presigned.searchParams.get('X-Amz-Expires')).toBe('600');
  expect(atEdge.headers.get('cache-control')).toBe('private, no-store');
});

test("a poster through the edge: WebP to a browser that takes it, the JPEG to one that does not, each cached apart", async ({ cluster, page }) => {
  test.setTimeout(MEDIA_READY_TIMEOUT_MS + 30_000);
  const event = await findEvent(page.request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });
  const poster = new URL(event.media.filter((item) => item.kind === 1).at(-1)!.url!, cluster.url);
  expect(poster.pathname).toMatch(/^\/media\/demo\/[a-z]+\/poster\.jpg$/);
  const fetchAs = async (accept: string) => {
    const response = await fetch(poster, { headers: { accept } });
    return { type: response.headers.get('content-type'), vary: response.headers.get('vary'), cache: response.headers.get('x-cache'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const browser = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
  const webp = [await fetchAs(browser), await fetchAs(browser)];
  expect(webp.map(({ type, vary }) => [type, vary])).toEqual([['image/webp', 'Accept'], ['image/webp', 'Accept']]);
  expect(webp[1]!.cache).toBe('HIT');
  // Another Accept is not answered from the WebP the edge holds.
  const jpeg = await fetchAs('image/jpeg,image/*;q=0.8');
  expect([jpeg.type, jpeg.bytes.subarray(0, 2)]).toEqual(['image/jpeg', Buffer.from([0xff, 0xd8])]);
  expect((await fetchAs(browser)).type).toBe('image/webp');
});

test("generated art through the edge: each picture cached under its own query, as WebP to a browser", async ({ cluster }) => {
  const art = (away: string) => new URL(`/media/art/matchup.svg?away=${away}&home=NO&away_color=b5121b&home_color=4b2e83`, cluster.url);
  const fetchArt = async (away: string) => {
    const response = await fetch(art(away), { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } });
    return { type: response.headers.get('content-type'), cache: response.headers.get('x-cache'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const first = [await fetchArt('CR'), await fetchArt('CR')];
  const other = [await fetchArt('LT'), await fetchArt('LT')];
  expect([...first, ...other].map(({ type }) => type)).toEqual(['image/webp', 'image/webp', 'image/webp', 'image/webp']);
  expect([first[1]!.cache, other[1]!.cache]).toEqual(['HIT', 'HIT']);
  // Another team's picture is not the first one the edge holds.
  expect(other[1]!.bytes.equals(first[1]!.bytes)).toBe(false);
});

test('a viewer keeps watching a replay, signed in, when the instance serving it dies', async ({ cluster, page }) => {
  test.setTimeout(MEDIA_READY_TIMEOUT_MS + 60_000);
  const event = await findEvent(page.request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });
  await signInWithForm(page, 'viewer@varsity.test', 'watch-the-game');
  await page.goto(`/watch/${event.id}`);
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 60_000 });
  await expectPlayingPast(page, 1);

  // Every answer after the loss: none may fail for it (the edge retries idempotent requests on the other instance).
  // A segment nginx serves from its cache keeps the header of the instance that first answered it.
  const after: { status: number; instance: string | undefined; url: string; cached: boolean; startedAt: number }[] = [];
  page.on('response', (response) =>
    after.push({
      status: response.status(),
      instance: response.headers()['x-instance'],
      url: response.url(),
      cached: /^(HIT|STALE|UPDATING)$/.test(response.headers()['x-cache'] ?? ''),
      startedAt: response.request().timing().startTime,
    }),
  );
  const killedAt = Date.now();
  process.kill(cluster.pids['api-a']!, 'SIGKILL');
  const atKill = await videoTime(page);
  await expect.poll(() => videoTime(page), { message: 'playback goes on past the loss of an instance', timeout: 20_000 }).toBeGreaterThan(atKill + 3);
  // Still signed in: the session lives in the database, not in the instance that is gone.
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(after.filter((answer) => answer.status >= 500)).toEqual([]);
  expect(after.some((answer) => answer.instance === 'api-b' && answer.url.includes('/api/'))).toBe(true);
  // No API call made after the loss was answered by the dead instance (answers already on their way may still arrive;
  // the settings file and cached segments may come from the browser's or nginx's cache with the first answerer's header).
  expect(after.filter((answer) => answer.startedAt >= killedAt && !answer.cached && answer.url.includes('/api/') && answer.instance === 'api-a')).toEqual([]);
});

/* global document */
// Budget: glass-to-glass latency of a live from an encoder ≤ 6 s with the default 2 s segments, and ≤ 3 s with
// LIVE_LOW_LATENCY=on (1 s segments; the stretch). For each mode: the built app is started as `npm start` runs it
// (default seeded data, prerolls included), an operator creates a free event and reads its key from the Go live
// API, ffmpeg pushes a test pattern at real-time pace to the RTMP URL the console shows, a viewer opens the live
// page in headless Chromium, and once the programme plays the date on screen (the segment's
// EXT-X-PROGRAM-DATE-TIME, stamped by the packager as each frame arrives, carried forward by the player) is compared
// with the wall clock, sampled every second. The baseline measured in the same run is the segment length itself: the
// latency no HLS player can go under (one whole segment must be written before it is listed).
// Needs a built app (`npm run build`; `npm run bench` builds first).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ffmpegPath } from './lib/ffmpeg.mjs';
import { freePort, json, median, root, startProcess, stop } from './lib/server.mjs';

const BUDGET_S = { standard: 6, low: 3 };
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 15);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required'];
const OWNER = { email: 'owner@example.test', password: 'run-the-channel' };

async function signIn(base) {
  const response = await fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  if (!response.ok) throw new Error(`console sign-in: ${response.status}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const { csrf_token: csrf } = (await response.json()).data;
  return (method, path, body) =>
    json(`${base}${path}`, { method, headers: { cookie, 'x-csrf-token': csrf, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
}

function pushTestPattern(url) {
  // 720p30 with a keyframe every 2 s and sound, as the console tells an operator to send.
  const args = ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=s=1280x720:r=30', '-f', 'lavfi', '-i', 'sine=frequency=440'];
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', '30', '-keyint_min', '30', '-sc_threshold', '0', '-b:v', '2500k', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-f', 'flv', url);
  return spawn(ffmpegPath(), args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function measure(mode) {
  const dataDir = mkdtempSync(join(tmpdir(), `ott-bench-live-${mode}-`));
  const port = await freePort();
  const rtmpPort = await freePort();
  const { child: server } = await startProcess(join(root, 'apps/server/dist/server.js'), {
    port,
    env: { DATA_DIR: dataDir, RTMP_PORT: String(rtmpPort), LIVE_LOW_LATENCY: mode === 'low' ? 'on' : 'off', MEDIA_DEMO_SECONDS: '8' },
  });
  let encoder = null;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const base = `http://127.0.0.1:${port}`;
    const admin = await signIn(base);
    const categories = await admin('GET', '/api/admin/channels/varsity/categories');
    const event = (
      await admin('POST', '/api/admin/channels/varsity/events', {
        name: `Latency ${mode}`,
        event_utc_ts: new Date(Date.now() - 60_000).toISOString(),
        end_utc_ts: new Date(Date.now() + 3_600_000).toISOString(),
        time_zone: 'UTC',
        pricing_type: 'free',
        event_category_id: categories.data[0]?.id ?? null,
      })
    ).data;
    const ingest = (await admin('GET', `/api/admin/channels/varsity/events/${event.id}/ingest`)).data;
    encoder = pushTestPattern(`${ingest.rtmp_url}/${ingest.stream_key}`);
    const started = Date.now();
    while ((await admin('GET', `/api/admin/channels/varsity/events/${event.id}/ingest`)).data.state !== 'live') {
      if (Date.now() - started > 30_000) throw new Error('the event did not go live within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const page = await browser.newPage();
    await page.goto(`${base}/watch/${event.id}?channel=varsity`);
    // The programme (not a preroll) plays when the <video> carries the live's program date-time.
    await page.waitForFunction(() => [...document.querySelectorAll('video')].some((video) => typeof video.programDateTime === 'number' && !video.paused), null, { timeout: 60_000 });
    const samples = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      await page.waitForTimeout(1_000);
      const shown = await page.evaluate(() => [...document.querySelectorAll('video')].map((video) => video.programDateTime).find((date) => typeof date === 'number') ?? null);
      if (shown !== null) samples.push((Date.now() - shown) / 1000);
    }
    if (samples.length === 0) throw new Error('the player never showed a program date-time');
    return { latency: median(samples), segment: mode === 'low' ? 1 : 2, samples: samples.length };
  } finally {
    encoder?.kill('SIGKILL');
    await browser.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let failed = false;
for (const mode of ['standard', 'low']) {
  const { latency, segment, samples } = await measure(mode);
  const budget = BUDGET_S[mode];
  const ok = latency <= budget;
  if (mode === 'standard' && !ok) failed = true;
  console.info(
    `live latency (${mode === 'low' ? 'LIVE_LOW_LATENCY=on' : 'default'}, ${segment} s segments): ${latency.toFixed(2)} s glass-to-glass, median of ${samples}` +
      ` — baseline (one segment) ${segment.toFixed(2)} s, ${(latency / segment).toFixed(2)}×; budget ≤ ${budget} s${mode === 'low' ? ' (stretch)' : ''}: ${ok ? 'met' : 'MISSED'}`,
  );
}
process.exit(failed ? 1 : 0);

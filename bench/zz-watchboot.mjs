import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:18600';
const key = (await (await fetch(`${base}/api/get_api_key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channel_key: 'varsity' }) })).json()).data.api_key;
let event;
for (;;) {
  const { data } = await (await fetch(`${base}/api/events?api_key=${key}&stream_status=vod&pricing_type=free&limit=100`)).json();
  event = data.find((e) => e.media.find((m) => (m.kind === 2 || m.kind === 3) && m.url));
  if (event) break;
  await new Promise((r) => setTimeout(r, 1000));
}
console.log('event', event.id, event.name);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
for (let i = 0; i < Number(process.env.N ?? 3); i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const t0 = Date.now();
  const log = [];
  page.on('request', (r) => log.push([Date.now() - t0, '>', r.url().replace(base, '').slice(0, 90)]));
  page.on('requestfinished', (r) => log.push([Date.now() - t0, '<', r.url().replace(base, '').slice(0, 90)]));
  page.on('console', (m) => log.push([Date.now() - t0, 'console', m.text().slice(0, 200)]));
  page.on('pageerror', (e) => log.push([Date.now() - t0, 'pageerror', String(e).slice(0, 200)]));
  await page.goto(`${base}/watch/${event.id}`);
  let t;
  try {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30000 });
    t = Date.now() - t0;
  } catch { t = 'TIMEOUT'; }
  console.log(`run ${i}: heading at ${t} ms; title ${await page.title()}`);
  if (process.env.VERBOSE || t === 'TIMEOUT' || t > 5000) for (const l of log) console.log('   ', ...l);
  await context.close();
}
await browser.close();

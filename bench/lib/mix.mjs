// The realistic traffic mix of bench/load.mjs and bench/soak.mjs: visits as the browser app makes them.
// A visit: the home page (SPA shell + the API calls the home screen makes), the events list, an event's detail with
// its playback URL, the playlists and two media segments, an analytics batch. Anonymous visitors take a key of
// their own; signed-in pass holders (the demo fan) reuse theirs. One visit in PURCHASE_EVERY also registers a new
// viewer and buys a pass with the sandbox card.
export const CHANNEL = 'varsity';
const ANALYTICS_KEY = 'vsn-web-2025';
const FAN = { email: 'fan@varsity.test', password: 'season-ticket' };
const PURCHASE_EVERY = 25;
const SIGNED_IN_SHARE = 0.3;

const histogramBuckets = () => new Map();

/** Latencies in whole milliseconds, counted per value: memory stays flat however long the run. */
export function createStats() {
  return { requests: 0, errors: 0, failures: new Map(), latencies: histogramBuckets(), byKind: new Map(), visits: 0, purchases: 0 };
}

function record(stats, kind, ms, failure) {
  stats.requests += 1;
  const bucket = Math.round(ms);
  stats.latencies.set(bucket, (stats.latencies.get(bucket) ?? 0) + 1);
  stats.byKind.set(kind, (stats.byKind.get(kind) ?? 0) + 1);
  if (failure) {
    stats.errors += 1;
    stats.failures.set(failure, (stats.failures.get(failure) ?? 0) + 1);
  }
}

export function percentile(stats, p) {
  const sorted = [...stats.latencies.entries()].sort((a, b) => a[0] - b[0]);
  const target = Math.ceil((p / 100) * stats.requests);
  let seen = 0;
  for (const [ms, count] of sorted) {
    seen += count;
    if (seen >= target) return ms;
  }
  return sorted.at(-1)?.[0] ?? 0;
}

/** Requests through Node's fetch, whose connections are kept alive: each visitor reuses its own, as a browser does. */
export function createClient(base) {
  const call = async (stats, kind, path, { method = 'GET', json, expect = 200 } = {}) => {
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'accept-encoding': 'gzip, br', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      record(stats, kind, performance.now() - started, response.status === expect ? null : `${kind} ${response.status} ${text.slice(0, 120)}`);
      return response.status === expect ? text : null;
    } catch (error) {
      record(stats, kind, performance.now() - started, `${kind} ${error.cause?.code ?? error.message}`);
      return null;
    }
  };
  return { call };
}

const parse = (text) => (text === null ? null : JSON.parse(text));

/** What every visit needs to know once: the fan's key, and an event each kind of visitor can play. */
export async function prepare(base) {
  const post = async (path, body) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  const visitor = (await post('/api/get_api_key', { channel_key: CHANNEL })).api_key;
  const fanKey = (await post('/api/v2/auth/login', { api_key: (await post('/api/get_api_key', { channel_key: CHANNEL })).api_key, ...FAN })).api_key;
  const playable = async (apiKey) => {
    const list = await (await fetch(`${base}/api/events?api_key=${apiKey}&stream_status=vod&per_page=50`)).json();
    for (const event of list.data) {
      const detail = await (await fetch(`${base}/api/events/${event.id}?api_key=${apiKey}`)).json();
      if (detail.data.media?.some((media) => media.kind === 3 && media.url)) return event.id;
    }
    return null;
  };
  const anonymousEvent = await playable(visitor);
  const fanEvent = await playable(fanKey);
  const packages = await (await fetch(`${base}/api/packages?api_key=${visitor}`)).json();
  const pass = packages.data.find((item) => item.is_team_pass) ?? packages.data[0];
  return { fanKey, anonymousEvent, fanEvent, passId: pass?.id ?? null };
}

/** Waits until the demo videos are made (the first start generates them in the background). */
export async function waitForPlayableMedia(base, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const context = await prepare(base);
    if (context.anonymousEvent && context.fanEvent) return context;
    if (Date.now() > deadline) throw new Error('no playable replay: the demo media were not made in time');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

function analyticsBatch(visit) {
  return Array.from({ length: 10 }, (_, index) => ({
    session: `bench${String(visit).padStart(11, '0')}`,
    video_view_uuid: `bench-view-${visit}`,
    stream_id: 1,
    stream_type: 'replay',
    event: index === 0 ? 'play' : 'playing',
    device_type: 'desktop',
    platform: 'web',
    extras: { position: index * 10 },
  }));
}

/** Relative playlist and segment URIs resolved against the playlist's own URL (the token rides in the path). */
const lines = (playlist) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));

async function play(client, stats, base, url) {
  const path = url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url;
  const master = await client.call(stats, 'playlist', path);
  if (master === null) return;
  const variant = new URL(lines(master)[0] ?? '', `${base}${path}`);
  const media = await client.call(stats, 'playlist', variant.pathname + variant.search);
  if (media === null) return;
  for (const segment of lines(media).slice(0, 2)) {
    const segmentUrl = new URL(segment, variant);
    await client.call(stats, 'segment', segmentUrl.pathname + segmentUrl.search);
  }
}

/** One visit of the mix; `n` numbers it (which visitor, whether it buys). */
export async function visit(client, stats, base, context, n) {
  const signedIn = n % 10 < SIGNED_IN_SHARE * 10;
  await client.call(stats, 'page', '/');
  await client.call(stats, 'settings-file', `/storage/settings/${CHANNEL}.json`);
  const apiKey = signedIn ? context.fanKey : parse(await client.call(stats, 'key', '/api/get_api_key', { method: 'POST', json: { channel_key: CHANNEL } }))?.data.api_key;
  if (!apiKey) return;
  const keyed = (path) => `${path}${path.includes('?') ? '&' : '?'}api_key=${apiKey}`;
  await Promise.all([
    client.call(stats, 'home', keyed('/api/settings')),
    client.call(stats, 'home', keyed('/api/menu')),
    client.call(stats, 'home', keyed('/api/slides/web')),
    client.call(stats, 'home', keyed('/api/events-for-homepage')),
  ]);
  await client.call(stats, 'events', keyed('/api/events?stream_status=upcoming'));
  const eventId = signedIn ? context.fanEvent : context.anonymousEvent;
  const detail = parse(await client.call(stats, 'event', keyed(`/api/events/${eventId}`)));
  const playback = detail?.data.media?.find((media) => media.kind === 3 && media.url);
  if (playback) await play(client, stats, base, playback.url);
  else if (detail) record(stats, 'event', 0, 'event: no playback URL');
  await client.call(stats, 'analytics', `/datalake/video/event/?key=${ANALYTICS_KEY}`, { method: 'POST', json: analyticsBatch(n) });
  if (!signedIn && n % PURCHASE_EVERY === 0 && context.passId) await purchase(client, stats, apiKey, context.passId, n);
  stats.visits += 1;
}

async function purchase(client, stats, apiKey, passId, n) {
  const email = `bench-${process.pid}-${n}-${Date.now()}@bench.test`;
  const password = 'bench-password-1';
  const registered = parse(
    await client.call(stats, 'register', '/api/v2/auth/register', {
      method: 'POST',
      json: { api_key: apiKey, first_name: 'Bench', last_name: 'Viewer', email, password, password_confirmation: password, terms: true },
    }),
  );
  const userKey = registered?.data.api_key;
  if (!userKey) return;
  const bought = await client.call(stats, 'purchase', '/api/stripe/buy', { method: 'POST', json: { api_key: userKey, type: 'package', id: passId, payment_method: 'pm_card_visa' } });
  if (bought !== null) stats.purchases += 1;
}

/** Runs visits on `connections` concurrent visitors until `until()` says stop. */
export async function drive({ base, connections, context, stats, until }) {
  const client = createClient(base);
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!until()) await visit(client, stats, base, context, (next += 1));
    }),
  );
}

/** Environment for a server under the mix: limits far above the load (the bench measures serving, not limiting). */
export const serverEnv = {
  NODE_ENV: 'production',
  DEMO: 'on',
  MEDIA_DEMO_SECONDS: '4',
  RTMP_PORT: '0',
  LOG_LEVEL: 'warn',
  API_KEY_ISSUE_LIMIT: '100000',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_IDENTIFIER: '100000',
  ANALYTICS_RATE_LIMIT_PER_IP: '10000000',
  ANALYTICS_RATE_LIMIT_PER_SESSION: '1000000',
};

export function summary(stats, seconds) {
  return { rps: stats.requests / seconds, visitsPerS: stats.visits / seconds, p50: percentile(stats, 50), p99: percentile(stats, 99), requests: stats.requests, errors: stats.errors, purchases: stats.purchases, byKind: Object.fromEntries(stats.byKind) };
}

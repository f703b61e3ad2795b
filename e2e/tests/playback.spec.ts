import { type Page, expect, test } from '@playwright/test';
import { apiGet, apiKeyFor, matchup } from '../support/catalogue';
import { signInWithForm } from '../support/accounts';
import { watchWhoAsks } from '../support/who-asks';
import { MEDIA_READY_TIMEOUT_MS, type PlaybackEvent, expectPlayingPast, findEvent, paidReplayTheFanOpens, videoTime } from '../support/playback';

// Each journey may first wait for the demo videos of a fresh server.
test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 60_000 });

test('a free replay plays', async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });
  await page.goto(`/watch/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: matchup(event) })).toBeVisible();
  await expectPlayingPast(page, 2);
  // The quality menu lists the ladder.
  const quality = page.getByRole('combobox', { name: 'Quality' });
  await expect(quality.getByRole('option')).toHaveText([/^Auto/, '720p', '360p']);
  // A replay plays faster when asked.
  await page.getByRole('combobox', { name: 'Playback speed' }).selectOption('1.5×');
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(1.5);
});

/** The text the video shows now in its captions track of `language`; null when that track does not show. */
const captionShown = (page: Page, language: string) =>
  page.locator('video').evaluate((video: HTMLVideoElement, wanted) => {
    const track = [...video.textTracks].find((candidate) => candidate.language === wanted);
    if (!track || track.mode !== 'showing') return null;
    const cue = track.activeCues?.[0] as VTTCue | undefined;
    return cue?.text ?? '';
  }, language);

test('a replay with captions offers them, and the viewer switches language, remembered next time', async ({ page, request }) => {
  const apiKey = await apiKeyFor(request);
  let captioned: PlaybackEvent | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await apiGet<PlaybackEvent[]>(request, '/api/events', { api_key: apiKey, stream_status: 'vod', pricing_type: 'free', limit: 100 });
        captioned = data.find((event) => event.media.some((media) => media.kind === 3 && media.url && (media as { text_tracks?: unknown[] }).text_tracks?.length));
        return Boolean(captioned);
      },
      { message: 'a free replay with captions', timeout: MEDIA_READY_TIMEOUT_MS, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  const event = captioned as PlaybackEvent;

  await page.goto(`/watch/${event.id}`);
  // A first visit meets the ad first; the captions belong to the programme after it.
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 90_000 });
  const captions = page.getByRole('combobox', { name: 'Captions' });
  await expect(captions.getByRole('option')).toHaveText(['Off', 'English', 'Français']);
  await expect(captions).toHaveValue('off');
  await expectPlayingPast(page, 1);

  await captions.selectOption('English');
  await expect.poll(() => captionShown(page, 'en'), { message: 'English captions show' }).toMatch(/replay, second \d+$/);
  await captions.selectOption('Français');
  await expect.poll(() => captionShown(page, 'fr'), { message: 'French captions show' }).toMatch(/^Reprise .+, seconde \d+$/);
  expect(await captionShown(page, 'en')).toBeNull();

  // The next visit (the ad already seen) starts in French.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Captions' })).toHaveValue('fr');
  await expect.poll(() => captionShown(page, 'fr'), { message: 'French captions show again' }).toMatch(/^Reprise .+, seconde \d+$/);
});

test('a live simulated event plays as live', async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'live', pricing_type: 'free', expect: 'playable' });
  await page.goto(`/watch/${event.id}`);
  // A visitor sees the preroll first; the live's controls come with the programme.
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 60_000 });
  await expect(page.locator('media-live-button').getByText('Live', { exact: true })).toBeVisible();
  await expectPlayingPast(page, 0);
  const started = await videoTime(page);
  await expect.poll(() => videoTime(page), { message: 'the live stream moves on', timeout: 20_000 }).toBeGreaterThan(started + 2);
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.duration)).toBe(Number.POSITIVE_INFINITY);
});

test("a paid event without access shows the gate and loads no playback URL, nor a visitor's page the stream engine", async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'paid', expect: 'purchase_required' });
  const mediaRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/media/s/') || /\/assets\/hls\.light-[^/]+\.js$/.test(sent.url())) mediaRequests.push(sent.url());
  });
  await page.goto(`/watch/${event.id}`);
  await expect(page.getByText('This event is part of a pass. Get access to watch it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get access' })).toHaveAttribute('href', /^\/(packages|select-package\/\d+)$/);
  await expect(page.locator('video')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(mediaRequests).toEqual([]);
});

/** Holds back every request `pattern` matches until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a player page comes with its event's picture in the loader, drawn before any script has the event", async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'paid', expect: 'purchase_required' });
  const picture = event.media.filter((media) => media.kind === 1 && media.url).at(-1)?.url;
  expect(picture).toMatch(/^\/media\//);
  await expect.poll(async () => (await request.get(picture!)).status(), { timeout: MEDIA_READY_TIMEOUT_MS }).toBe(200);
  // Neither the page's own request for the event nor any of its scripts gets through until the picture is seen.
  const releaseEvent = await holdBack(page, new RegExp(`/api/events/${event.id}(\\?|$)`));
  const releaseScripts = await holdBack(page, /\/assets\/[^/]+\.js$/);

  await page.goto(`/watch/${event.id}`, { waitUntil: 'commit' });
  const loaderPicture = page.locator('#splash img.splash__picture');
  await expect(loaderPicture).toBeVisible();
  await expect(loaderPicture).toHaveAttribute('src', picture!);
  await expect.poll(() => loaderPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  releaseEvent();
  releaseScripts();
  await expect(page.getByText('This event is part of a pass. Get access to watch it.')).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('.player-panel__poster')).toHaveAttribute('src', picture!);
});

test("a free replay's loader shows its picture until the video plays over it", async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });
  const picture = event.media.filter((media) => media.kind === 1 && media.url).at(-1)?.url;
  // The app (not the opening script, which plays the video) is held back, so the loader stays.
  const releaseApp = await holdBack(page, /\/assets\/shell-[^/]+\.js$/);
  await page.goto(`/watch/${event.id}`, { waitUntil: 'commit' });
  const loaderPicture = page.locator('#splash img.splash__picture');
  await expect(loaderPicture).toHaveAttribute('src', picture!);
  await expect(page.locator('#splash.splash--playing video')).toBeVisible();
  await expect(loaderPicture).toBeHidden();
  releaseApp();
  await expectPlayingPast(page, 1);
  await expect(page.locator('#splash')).toHaveCount(0);
});

test('a geo-blocked viewer sees the region message', async ({ page, request }) => {
  const fromGb = { 'x-test-country': 'GB' };
  const event = await findEvent(request, { expect: 'geo_blocked', headers: fromGb });
  await page.setExtraHTTPHeaders(fromGb);
  await page.goto(`/watch/${event.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'this content is not available in your region' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
});

test('the embedded player has no header or footer', async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });
  await page.goto(`/watch_embed/${event.id}`);
  await expectPlayingPast(page, 1);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: matchup(event) })).toHaveCount(0);
});

test('with access it plays: a register-priced event after logging in', async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'register', expect: 'login_required' });
  await page.goto(`/watch/${event.id}`);
  await expect(page.getByText('Log in or create a free account to watch this event.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill('viewer@varsity.test');
  await page.getByLabel('Password', { exact: true }).fill('watch-the-game');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Back on the event, now allowed to play it.
  await expect(page).toHaveURL(new RegExp(`/watch/${event.id}$`));
  await expectPlayingPast(page, 2);
});

test('with access it plays: a paid replay for a viewer whose season pass covers it', async ({ page, request }) => {
  const paid = await paidReplayTheFanOpens(request);

  // A visitor is asked to buy it…
  await page.goto(`/watch/${paid.id}`);
  await expect(page.getByText('This event is part of a pass. Get access to watch it.')).toBeVisible();
  // …the fan signs in and lands back on it, now playing.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('fan@varsity.test');
  await page.getByLabel('Password', { exact: true }).fill('season-ticket');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/watch/${paid.id}$`));
  await expectPlayingPast(page, 2);
});

test("a returning viewer's player page asks for its event and preroll as the page is read, once, and plays", async ({ page, request }) => {
  const paid = await paidReplayTheFanOpens(request);
  await signInWithForm(page, 'fan@varsity.test', 'season-ticket');
  const player = `/watch/${paid.id}`;
  const { asked, refused } = await watchWhoAsks(page, [`/api/events/${paid.id}`, `/api/events/${paid.id}/preroll`]);

  await page.goto(player);
  await expect(page.getByRole('heading', { level: 1, name: matchup(paid) })).toBeVisible();
  await expectPlayingPast(page, 2);
  // The policy lets the page's script run; the app took its two answers rather than asking again.
  expect(refused).toEqual([]);
  expect(asked.map(({ path, by }) => ({ path, by }))).toEqual([
    { path: `/api/events/${paid.id}`, by: player },
    { path: `/api/events/${paid.id}/preroll`, by: player },
  ]);
});

test("a first-time visitor's player page asks for the channel key, an API key, the event and its preroll as the page is read, once each", async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });
  const player = `/watch/${event.id}`;
  const { asked, refused } = await watchWhoAsks(page, ['/keys/localhost.json', '/api/get_api_key', `/api/events/${event.id}`, `/api/events/${event.id}/preroll`]);

  await page.goto(player);
  // The page names its channel as the key host does, so the API key is asked for without reading that document first.
  await expect(page.locator('html')).toHaveAttribute('data-channel-key', 'varsity');
  await expect(page.getByRole('heading', { level: 1, name: matchup(event) })).toBeVisible();
  // What plays first (the channel's ad, then the replay) plays.
  await expect.poll(() => page.locator('video').first().evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
  expect(refused).toEqual([]);
  // The key host's document is announced with the page (a preload of the browser's own, then taken by the script).
  expect(asked.filter(({ path }) => path !== '/keys/localhost.json').map(({ path, by }) => ({ path, by }))).toEqual([
    { path: '/api/get_api_key', by: player },
    { path: `/api/events/${event.id}`, by: player },
    { path: `/api/events/${event.id}/preroll`, by: player },
  ]);
  expect(asked.filter(({ path }) => path === '/keys/localhost.json')).toHaveLength(1);
});

test("a first-time visitor's paywall asks for the passes it lists from the page's opening scripts, once each", async ({ page, request }) => {
  const paid = await findEvent(request, { stream_status: 'vod', pricing_type: 'paid', expect: 'purchase_required' });
  const player = `/watch/${paid.id}`;
  // The scripts the player page runs before the app: its own inline script, its opening script and what the page
  // preloads for that.
  const html = await (await request.get(player)).text();
  const appScripts = /<template id="app-scripts">.*?<\/template>/s;
  const opening = [player, ...[...html.replace(appScripts, '').matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1])];
  expect(opening.length).toBeGreaterThan(2);
  const { asked } = await watchWhoAsks(page, ['/api/packages', '/api/subscriptions'], { asyncStacks: true });

  await page.goto(player);
  await expect(page.getByText('This event is part of a pass. Get access to watch it.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ways to watch' }).getByRole('listitem').first()).toBeVisible();
  // Asked once each, and by none of the app's own scripts.
  expect(asked.map(({ path }) => path)).toEqual(['/api/packages', '/api/subscriptions']);
  for (const { path, stack } of asked) {
    expect(stack.length, path).toBeGreaterThan(0);
    expect([...new Set(stack.filter((script) => !opening.includes(script)))], path).toEqual([]);
  }
});

test('the preroll plays once, then not again within the hour', async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });

  const prerollLoads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/media/prerolls/')) prerollLoads.push(sent.url());
  });
  const reported = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith(`/api/events/${event.id}/preroll/played`), { timeout: 90_000 });
  // The page starts the 6 s ad before the app, and a busy machine's app may mount after it has ended: the ad's bytes
  // wait until the player holds the page's video, so that the player is seen over the ad.
  let playerMounted!: () => void;
  const adMayLoad = new Promise<void>((resolve) => (playerMounted = resolve));
  await page.route('**/media/prerolls/**', async (route) => {
    await adMayLoad;
    await route.continue();
  });
  await page.goto(`/watch/${event.id}`);
  await expect(page.locator('media-controller video')).toHaveCount(1, { timeout: 30_000 });
  playerMounted();
  await expect(page.getByText('Ad', { exact: true })).toBeVisible();
  // Over the ad, read at one moment: the video plays the preroll, the badge counts down what is left of it, and there
  // is no speed choice.
  const overTheAd = () => {
    const badge = document.querySelector('.player__advert-left')?.textContent ?? '';
    const phase = document.querySelector('video')?.getAttribute('data-phase');
    const speed = document.querySelector('select[aria-label="Playback speed"]');
    return /^0:0[1-6] left$/.test(badge) && phase === 'preroll' && speed === null;
  };
  await page.waitForFunction(overTheAd, undefined, { timeout: 20_000, polling: 100 });
  await reported;
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 90_000 });
  await expect(page.getByRole('combobox', { name: 'Playback speed' })).toHaveCount(1);
  await expectPlayingPast(page, 1);
  expect(prerollLoads.length).toBeGreaterThan(0);

  prerollLoads.length = 0;
  // With no ad to play first, the page plays the video before the app has started, and the player keeps that video.
  await page.addInitScript(() => {
    const seen = window as unknown as { openingVideo?: HTMLVideoElement; openingParent?: string; appAtFirstVideo?: number };
    new MutationObserver(() => {
      const video = document.querySelector('video');
      if (!video || seen.openingVideo) return;
      seen.openingVideo = video;
      seen.openingParent = video.parentElement?.id;
      seen.appAtFirstVideo = document.getElementById('root')?.childElementCount;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main');
  await expectPlayingPast(page, 1);
  await expect(page.getByText('Ad', { exact: true })).toHaveCount(0);
  expect(prerollLoads).toEqual([]);
  const opening = await page.evaluate(() => {
    const seen = window as unknown as { openingVideo?: HTMLVideoElement; openingParent?: string; appAtFirstVideo?: number };
    return { parent: seen.openingParent, app: seen.appAtFirstVideo, adopted: document.querySelector('media-controller video') === seen.openingVideo, videos: document.querySelectorAll('video').length };
  });
  expect(opening).toEqual({ parent: 'splash', app: 0, adopted: true, videos: 1 });
});

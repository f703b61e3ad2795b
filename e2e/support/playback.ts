import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { apiGet, apiKeyFor, type WireEvent } from './catalogue';

export interface WireMedia {
  kind: number;
  url: string | null;
  reason?: 'login_required' | 'purchase_required' | 'geo_blocked' | 'processing';
}

export type PlaybackEvent = WireEvent & { pricing_type: string; media: WireMedia[] };

/** Demo videos are made in the background at first start (about 40 s for all of them): wait generously. */
export const MEDIA_READY_TIMEOUT_MS = 180_000;

const playback = (event: PlaybackEvent) => event.media.find((media) => media.kind === 2 || media.kind === 3);

interface EventQuery {
  stream_status?: 'live' | 'vod' | 'upcoming';
  pricing_type?: 'free' | 'paid' | 'register' | 'ppv';
  /** What a visitor must see on the playback item: a URL, or this reason. */
  expect: 'playable' | NonNullable<WireMedia['reason']>;
  headers?: Record<string, string>;
  /** Which of the matching events (0: the first); journeys whose figures must not mix watch different ones. */
  nth?: number;
  /** The event of the demo data with this name, once it matches (the demo videos are not ready in the catalogue's order). */
  name?: string;
  /** The channel to look in (default: varsity), e.g. a journey's own copy of it. */
  channel?: string;
}

/**
 * The seconds a viewer who watches a demo replay (30 s) to its end is reported to have watched: the player counts
 * played time on a 1 s tick and stops counting when the video pauses at its end, so up to a second goes uncounted.
 */
export const WATCHED_TO_THE_END_SECONDS = 29;

/**
 * The first event of the channel that matches, polling until its playback item is as expected
 * (a freshly started server is still making the demo videos).
 */
export async function findEvent(request: APIRequestContext, query: EventQuery): Promise<PlaybackEvent> {
  const { headers = {}, expect: wanted, nth = 0, name, channel = 'varsity', ...filters } = query;
  const apiKey = await apiKeyFor(request, channel, headers);
  let found: PlaybackEvent | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await apiGet<PlaybackEvent[]>(request, '/api/events', { api_key: apiKey, ...filters, limit: 100 }, headers);
        found = data.filter((event) => {
          if (name !== undefined && event.name !== name) return false;
          const item = playback(event);
          return item && (wanted === 'playable' ? Boolean(item.url) : item.reason === wanted);
        })[nth];
        return Boolean(found);
      },
      { message: `an event (${JSON.stringify({ ...filters, name })}) whose video is ${wanted}`, timeout: MEDIA_READY_TIMEOUT_MS, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  return found as PlaybackEvent;
}

/** A paid replay the demo fan's season pass opens, once its video is ready (a paid order in the seed). */
export async function paidReplayTheFanOpens(request: APIRequestContext): Promise<PlaybackEvent> {
  const login = await request.post('/api/v2/auth/login', { data: { api_key: await apiKeyFor(request), email: 'fan@varsity.test', password: 'season-ticket' } });
  const fanKey = ((await login.json()) as { data: { api_key: string } }).data.api_key;
  let event: PlaybackEvent | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await apiGet<PlaybackEvent[]>(request, '/api/events', { api_key: fanKey, stream_status: 'vod', pricing_type: 'paid', limit: 100 });
        event = data.find((candidate) => candidate.media.some((media) => media.kind === 3 && media.url));
        return Boolean(event);
      },
      { message: 'a paid replay the season pass opens', timeout: MEDIA_READY_TIMEOUT_MS, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  return event as PlaybackEvent;
}

/** The player's <video> playback position, in seconds. */
export const videoTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

/** What the video holds and does, for a failure to say whether the stream or the player stopped. */
const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => {
    const ranges = (list: TimeRanges) => Array.from({ length: list.length }, (_, i) => `${list.start(i).toFixed(1)}–${list.end(i).toFixed(1)}`).join(' ');
    return `at ${video.currentTime.toFixed(1)} s, buffered ${ranges(video.buffered) || 'nothing'}, seekable ${ranges(video.seekable) || 'nothing'}, readyState ${video.readyState}, ${video.paused ? 'paused' : 'playing'}`;
  });

/** Waits until the video has played past `seconds` (a person waiting for the picture to move). */
export async function expectPlayingPast(page: Page, seconds: number, timeout = 30_000, message = `the video plays past ${seconds} s`): Promise<void> {
  try {
    await expect.poll(() => videoTime(page), { message, timeout }).toBeGreaterThan(seconds);
  } catch (error) {
    if (error instanceof Error) error.message += `\nThe video: ${await videoState(page).catch((reason: unknown) => String(reason))}`;
    throw error;
  }
}

/**
 * Waits for a replay to play from its start, as a person does: an account that left it part-way in another journey
 * meets the resume offer first (a 30 s demo replay is resumable from 10 s to 28.5 s), and picks Start over.
 */
export async function playFromTheStart(page: Page): Promise<void> {
  const startOver = page.getByRole('button', { name: 'Start over' });
  await expect
    .poll(async () => (await startOver.isVisible()) || (await videoTime(page)) > 1, { message: 'the video plays, or offers to resume', timeout: 30_000 })
    .toBe(true);
  if (await startOver.isVisible()) await startOver.click();
  await expectPlayingPast(page, 1);
}

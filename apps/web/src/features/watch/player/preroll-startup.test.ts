import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEvent } from '../../../lib/app-events';
import type { AnalyticsItem } from '../../../lib/analytics/batch-queue';
import { watchVideoView, type VideoView } from '../../../lib/analytics/video-view';
import { fakeVideo } from '../../../test/fake-video';
import type { PrerollAd } from '../api/preroll';
import { noteOpeningFirstFrame, noteOpeningRequest } from './opening-timing';
import { startPlaybackSession } from './playback-session';
import type { StreamEngine } from './stream-engine';

const ad: PrerollAd = { id: 4, url: '/media/prerolls/promo.mp4' };
const START = Date.parse('2026-11-30T20:00:00Z');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A playback session whose events feed the analytics' video views, as the app wires them; the clock is the test's.
 * `before` sets the video up as the session finds it (one the opening page already plays in).
 */
function watchWithAnalytics(find: () => Promise<PrerollAd | null>, { before, adopted = false }: { before?: (fake: ReturnType<typeof fakeVideo>) => void; adopted?: boolean } = {}) {
  vi.useFakeTimers({ now: START, toFake: ['Date'] });
  const fake = fakeVideo({ duration: 600 });
  before?.(fake);
  const { video, fire } = fake;
  const firstFrames: AnalyticsItem[] = [];
  const views = new Map<string, VideoView>();
  const reports = { videoEvent: (item: AnalyticsItem) => item.event === 'first_frame' && firstFrames.push(item), viewing: () => undefined };
  const publish = (event: AppEvent) => {
    if (event.type === 'playback' && event.step === 'request') views.set(event.view_id, watchVideoView(event, reports));
    else if (event.type === 'player') views.get(event.view_id)?.playerEvent(event);
  };
  const engine: StreamEngine = { adopted, setLevel: vi.fn(), destroy: vi.fn() };
  const session = startPlaybackSession({
    video,
    url: '/media/s/token/1/e7/vod/bars/master.m3u8',
    live: false,
    subject: { id: 7, scope: 'event' },
    preroll: { find, report: async () => undefined },
    publish,
    onPhase: vi.fn(),
    onLevels: vi.fn(),
    onLevelSwitched: vi.fn(),
    onFatal: vi.fn(),
    attach: vi.fn(async () => engine),
  });
  const at = (ms: number) => vi.setSystemTime(START + ms);
  const end = () => {
    session.destroy();
    views.forEach((view) => view.end());
  };
  return { fire, firstFrames, at, end };
}

describe('startup figures when a preroll plays first', () => {
  afterEach(() => vi.useRealTimers());

  it('reports the viewer’s startup up to the ad’s first frame, and the programme’s own start after the ad', async () => {
    const { fire, firstFrames, at, end } = watchWithAnalytics(async () => ad);
    await flush();
    at(700); // the ad's first picture, 0.7 s after the viewer pressed play
    fire('play', 'playing');
    at(15_700);
    fire('ended'); // the programme is asked for now
    await flush();
    at(16_050);
    fire('playing');
    end();

    expect(firstFrames).toEqual([
      { video_view_uuid: expect.any(String), stream_id: 7, stream_type: 'preroll', event: 'first_frame', extras: { position: 0, startup_ms: 700 } },
      { video_view_uuid: expect.any(String), stream_id: 7, stream_type: 'replay', event: 'first_frame', extras: { position: 0, startup_ms: 700, programme_startup_ms: 350 } },
    ]);
  });

  it('counts the preroll lookup in the viewer’s startup when no ad turns out to apply', async () => {
    let answer: (ad: PrerollAd | null) => void = () => undefined;
    const { fire, firstFrames, at, end } = watchWithAnalytics(() => new Promise((resolve) => (answer = resolve)));
    at(400);
    answer(null);
    await flush();
    at(900);
    fire('play', 'playing');
    end();

    expect(firstFrames.map((item) => item.extras)).toEqual([{ position: 0, startup_ms: 900 }]);
  });

  /** The video the opening page played in before the app: asked for at START, shown at `shownMs`, adopted at 1.5 s. */
  const openedBeforeTheApp = (src: string, shownMs: number) => (fake: ReturnType<typeof fakeVideo>) => {
    noteOpeningRequest(fake.video, START);
    noteOpeningFirstFrame(fake.video, START + shownMs);
    fake.video.setAttribute('src', src);
    fake.state.paused = false;
    Object.defineProperty(fake.video, 'readyState', { value: HTMLMediaElement.HAVE_ENOUGH_DATA });
    fake.video.currentTime = shownMs / 1000;
    vi.setSystemTime(START + 1_500);
  };

  it('counts from the opening page’s request to its first picture of the ad, when the player adopts the ad', async () => {
    const { fire, firstFrames, at, end } = watchWithAnalytics(async () => ad, { before: openedBeforeTheApp(ad.url, 600) });
    await flush();
    at(15_000);
    fire('ended');
    await flush();
    at(15_400);
    fire('playing');
    end();

    expect(firstFrames.map((item) => [item.stream_type, item.extras])).toEqual([
      ['preroll', { position: 0.6, startup_ms: 600 }],
      ['replay', { position: 0.6, startup_ms: 600, programme_startup_ms: 400 }],
    ]);
  });

  it('counts from the opening page’s request to its first picture of the programme, when no ad applies and the player adopts it', async () => {
    const { firstFrames, end } = watchWithAnalytics(async () => null, { before: openedBeforeTheApp('/media/s/token/1/e7/vod/bars/master.m3u8', 800), adopted: true });
    await flush();
    end();

    expect(firstFrames.map((item) => [item.stream_type, item.extras])).toEqual([['replay', { position: 0.8, startup_ms: 800 }]]);
  });
});

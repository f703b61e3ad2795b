import { describe, expect, it, vi } from 'vitest';
import type { PlayerEvent } from '../../../lib/app-events';
import { createExpiringStorage } from '../../../lib/storage';
import { fakeVideo } from '../../../test/fake-video';
import type { PrerollAd } from '../api/preroll';
import { startPlaybackSession, type SessionOptions } from './playback-session';
import { createResumeStore } from './resume-position';
import type { AttachOptions, StreamEngine } from './stream-engine';

const URL_VOD = '/media/s/token/1/e7/vod/bars/master.m3u8';
const ad: PrerollAd = { id: 4, url: '/media/prerolls/promo.mp4' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `before` sets the video up as the session finds it (one the opening page already plays in). */
function setup(overrides: Partial<SessionOptions> = {}, before?: (fake: ReturnType<typeof fakeVideo>) => void) {
  const fake = fakeVideo({ duration: 600 });
  before?.(fake);
  const published: PlayerEvent[] = [];
  const engine = { setLevel: vi.fn<(index: number) => void>(), destroy: vi.fn<() => void>() };
  let attached: { url: string; options: AttachOptions } | undefined;
  const attach = vi.fn(async (video: HTMLVideoElement, url: string, options: AttachOptions) => {
    attached = { url, options };
    video.setAttribute('src', url);
    return engine;
  });
  const phases: string[] = [];
  const onFatal = vi.fn();
  const resume = createResumeStore(createExpiringStorage(window.localStorage));
  const session = startPlaybackSession({
    video: fake.video,
    url: URL_VOD,
    live: false,
    subject: { id: 7, scope: 'event' },
    resumeKey: 'e7',
    publish: (event) => (event.type === 'player' ? published.push(event) : undefined),
    onPhase: (phase) => phases.push(phase),
    onLevels: vi.fn(),
    onLevelSwitched: vi.fn(),
    onFatal,
    attach,
    resume,
    ...overrides,
  });
  return { ...fake, session, engine, attach, attached: () => attached, phases, published, onFatal, resume };
}

describe('playback session', () => {
  it('plays the preroll first, reports it, then attaches the content and starts it', async () => {
    const report = vi.fn(async () => undefined);
    const { video, attach, phases, fire, play, published } = setup({
      preroll: {
        find: async () => ad,
        report,
      },
    });
    await flush();
    expect(phases).toEqual(['preroll']);
    expect(video.getAttribute('src')).toBe(ad.url);
    expect(attach).not.toHaveBeenCalled();

    fire('play', 'ended');
    await flush();
    expect(report).toHaveBeenCalledWith(ad);
    expect(phases).toEqual(['preroll', 'main']);
    expect(attach).toHaveBeenCalledWith(video, URL_VOD, expect.objectContaining({ live: false }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(published.map((event) => [event.name, event.stream.type])).toEqual([
      ['play', 'preroll'],
      ['complete', 'preroll'],
    ]);
  });

  it('goes on with the ad the opening page already plays, publishing its start, and reports it at its end', async () => {
    const report = vi.fn(async () => undefined);
    const { video, attach, phases, fire, published } = setup({ preroll: { find: async () => ad, report } }, ({ video: playing, state }) => {
      playing.setAttribute('src', ad.url);
      state.paused = false;
    });
    await flush();
    expect(phases).toEqual(['preroll']);
    expect(video.getAttribute('src')).toBe(ad.url);
    expect(published.map((event) => [event.name, event.stream.type])).toEqual([['play', 'preroll']]);

    fire('ended');
    await flush();
    expect(report).toHaveBeenCalledWith(ad);
    expect(attach).toHaveBeenCalledWith(video, URL_VOD, expect.anything());
  });

  it('goes straight to the content when there is no preroll', async () => {
    const { attach, phases } = setup({ preroll: { find: async () => null, report: vi.fn() } });
    await flush();
    expect(phases).toEqual(['preroll', 'main']);
    expect(attach).toHaveBeenCalledTimes(1);
  });

  it('resumes a VOD where it was left, but never a live stream', async () => {
    const vod = setup();
    vod.resume.remember('e7', 125, 600);
    const resumed = setup();
    await flush();
    expect(resumed.attached()?.options.startPosition).toBe(125);

    const live = setup({ live: true });
    await flush();
    expect(live.attached()?.options.startPosition).toBeUndefined();
  });

  it('publishes error and reports the failure when the stream fails for good', async () => {
    const { attached, published, onFatal } = setup();
    await flush();
    attached()?.options.onFatal('networkError: manifestLoadError');
    expect(onFatal).toHaveBeenCalledWith('networkError: manifestLoadError');
    expect(published.at(-1)).toMatchObject({ name: 'error', stream: { id: 7, scope: 'event', type: 'vod' } });
  });

  it('reports a failure to load the player code as fatal', async () => {
    const { onFatal } = setup({ attach: vi.fn(async () => Promise.reject(new Error('chunk failed'))) });
    await flush();
    expect(onFatal).toHaveBeenCalledWith('chunk failed');
  });

  it('on leaving: publishes stop, saves the position and detaches the stream', async () => {
    const { session, engine, fire, video, published, resume } = setup();
    await flush();
    fire('play');
    video.currentTime = 64;
    session.destroy();
    expect(published.map((event) => event.name)).toEqual(['play', 'stop']);
    expect(engine.destroy).toHaveBeenCalled();
    expect(resume.positionFor('e7')).toBe(64);
  });

  it('detaches a stream that finishes attaching after the viewer left', async () => {
    let finishAttaching: () => void = () => undefined;
    const late: StreamEngine = { setLevel: vi.fn(), destroy: vi.fn() };
    const attach = vi.fn(() => new Promise<StreamEngine>((resolve) => (finishAttaching = () => resolve(late))));
    const { session, play } = setup({ attach });
    await flush();
    expect(attach).toHaveBeenCalled();
    session.destroy();
    finishAttaching();
    await flush();
    expect(late.destroy).toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
  });

  it('passes the viewer’s quality choice to the stream', async () => {
    const { session, engine } = setup();
    await flush();
    session.setLevel(1);
    expect(engine.setLevel).toHaveBeenCalledWith(1);
  });
});

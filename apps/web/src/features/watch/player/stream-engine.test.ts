import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeHls } from '../../../test/fake-hls';

vi.mock('hls.js/light', async () => ({ default: (await import('../../../test/fake-hls')).FakeHls }));

const { attachStream, claimEarlyVideo, earlyVideoUnclaimed, startStreamEarly } = await import('./stream-engine');
const { liveEdgeOf } = await import('./live-edge');

const MASTER = '/media/s/token/1/e7/vod/bars/master.m3u8';
const LIVE = '/media/s/token/1/e7/live/live-7/master.m3u8';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const options = () => ({ live: false, onLevels: vi.fn(), onLevelSwitched: vi.fn(), onFatal: vi.fn() });

describe('a stream started before its player', () => {
  afterEach(() => {
    FakeHls.instances = [];
    vi.useRealTimers();
  });

  it('loads the playlists and first segment at once, and the player attaches that same stream', async () => {
    startStreamEarly(MASTER, 42);
    await flush();
    const [early] = FakeHls.instances;
    expect(early?.source).toBe(MASTER);
    expect(early?.config).toMatchObject({ startFragPrefetch: true, startPosition: 42 });
    expect(early?.media).toBeNull();

    early!.levels = [{ height: 360, bitrate: 800_000 }, { height: 720, bitrate: 2_500_000 }];
    const video = document.createElement('video');
    const attached = options();
    await attachStream(video, MASTER, { ...attached, startPosition: 42 });
    expect(FakeHls.instances).toHaveLength(1);
    expect(early?.media).toBe(video);
    // The manifest was parsed before the player listened: its levels still reach the quality menu.
    expect(attached.onLevels).toHaveBeenCalledWith([
      { index: 0, height: 360, bitrate: 800_000 },
      { index: 1, height: 720, bitrate: 2_500_000 },
    ]);
  });

  it('is dropped for another stream or another start position, and the player loads its own', async () => {
    startStreamEarly(MASTER, undefined);
    await flush();
    await attachStream(document.createElement('video'), MASTER.replace('bars', 'clock'), options());
    expect(FakeHls.instances).toHaveLength(2);
    expect(FakeHls.instances[0]?.destroyed).toBe(true);
    expect(FakeHls.instances[1]?.source).toContain('clock');
    expect(FakeHls.instances[1]?.config).toMatchObject({ startFragPrefetch: false });

    startStreamEarly(MASTER, undefined);
    await flush();
    await attachStream(document.createElement('video'), MASTER, { ...options(), startPosition: 30 });
    expect(FakeHls.instances[2]?.destroyed).toBe(true);
    expect(FakeHls.instances[3]?.config).toMatchObject({ startPosition: 30 });
  });

  it('is not attached once it has failed for good', async () => {
    startStreamEarly(MASTER, undefined);
    await flush();
    FakeHls.instances[0]!.emit(FakeHls.Events.ERROR, { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    await attachStream(document.createElement('video'), MASTER, options());
    expect(FakeHls.instances[0]?.destroyed).toBe(true);
    expect(FakeHls.instances[1]?.media).not.toBeNull();
  });

  it("plays in the page's own video, which the player adopts once the page shows it", async () => {
    const own = document.createElement('video');
    expect(await startStreamEarly(MASTER, undefined, Promise.resolve(own))).toBe(true);
    const [early] = FakeHls.instances;
    expect(early?.media).toBe(own);
    expect(earlyVideoUnclaimed(own)).toBe(true);

    document.body.append(own);
    expect(claimEarlyVideo(MASTER)).toBe(own);
    expect(earlyVideoUnclaimed(own)).toBe(false);
    const engine = await attachStream(own, MASTER, options());
    expect(engine.adopted).toBe(true);
    expect(FakeHls.instances).toHaveLength(1);
    expect(early?.attachments).toBe(1);
    own.remove();
  });

  it("is adopted even once the page's loader has taken its video off the page", async () => {
    const own = document.createElement('video');
    await startStreamEarly(MASTER, undefined, Promise.resolve(own));
    document.body.append(own);
    own.remove();
    expect(claimEarlyVideo(MASTER)).toBe(own);
    const engine = await attachStream(own, MASTER, options());
    expect(engine.adopted).toBe(true);
    expect(FakeHls.instances).toHaveLength(1);
  });

  it('is not attached to the page\'s video once a player has claimed the stream', async () => {
    const own = document.createElement('video');
    const started = startStreamEarly(MASTER, undefined, Promise.resolve(own));
    claimEarlyVideo(MASTER);
    expect(await started).toBe(false);
    expect(FakeHls.instances[0]?.media).toBeNull();
  });

  it('stops loading when no player claims it', async () => {
    vi.useFakeTimers();
    startStreamEarly(MASTER, undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeHls.instances[0]?.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeHls.instances[0]?.destroyed).toBe(true);
  });
});

describe('a live stream in hls.js', () => {
  afterEach(() => {
    FakeHls.instances = [];
  });

  it('plays two segments behind the edge, never drags a viewer who paused or rewound back to it, and shows the DVR window', async () => {
    await attachStream(document.createElement('video'), LIVE, { ...options(), live: true });
    expect(FakeHls.instances[0]?.config).toMatchObject({
      liveSyncDurationCount: 2,
      liveMaxLatencyDurationCount: Number.POSITIVE_INFINITY,
      maxLiveSyncPlaybackRate: 1.25,
      lowLatencyMode: true,
      liveDurationInfinity: true,
      startPosition: -1,
    });
  });

  it("keeps an LL-HLS playlist's part hold-back as its latency, read once; plain segments keep two of theirs", async () => {
    await attachStream(document.createElement('video'), LIVE, { ...options(), live: true });
    const [hls] = FakeHls.instances;
    hls!.emit(FakeHls.Events.LEVEL_UPDATED, { details: { live: true, partList: null, partHoldBack: 0, targetduration: 1 } });
    expect(hls!.targetLatency).toBeNull();
    hls!.emit(FakeHls.Events.LEVEL_UPDATED, { details: { live: true, partList: [{ duration: 0.5 }], partHoldBack: 1.5, targetduration: 2 } });
    expect(hls!.targetLatency).toBe(1.5);
    hls!.targetLatency = 2.5; // hls.js raises it after a stall
    hls!.emit(FakeHls.Events.LEVEL_UPDATED, { details: { live: true, partList: [{ duration: 0.5 }], partHoldBack: 1.5, targetduration: 2 } });
    expect(hls!.targetLatency).toBe(2.5);
  });

  it("tells the player's controls where hls.js plays live, until the stream is destroyed", async () => {
    const video = document.createElement('video');
    Object.defineProperty(video, 'duration', { value: Number.POSITIVE_INFINITY });
    const engine = await attachStream(video, LIVE, { ...options(), live: true });
    FakeHls.instances[0]!.liveSyncPosition = 1176;
    expect(liveEdgeOf(video)).toBe(1176);
    engine.destroy();
    expect(liveEdgeOf(video)).toBeNull();
  });
});

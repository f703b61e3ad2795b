import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for hls.js: records what the player asks of each instance. */
class FakeHls {
  static Events = { MANIFEST_PARSED: 'manifestParsed', LEVEL_SWITCHED: 'levelSwitched', ERROR: 'error' };
  static ErrorTypes = { MEDIA_ERROR: 'mediaError' };
  static instances: FakeHls[] = [];
  static isSupported = () => true;
  levels: Array<{ height: number; bitrate: number }> = [];
  source: string | null = null;
  media: HTMLVideoElement | null = null;
  destroyed = false;
  private listeners = new Map<string, Array<(event: string, data: unknown) => void>>();
  constructor(readonly config: Record<string, unknown>) {
    FakeHls.instances.push(this);
  }
  on(event: string, listener: (event: string, data: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, data: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(video: HTMLVideoElement) {
    this.media = video;
  }
  destroy() {
    this.destroyed = true;
  }
}

vi.mock('hls.js/light', () => ({ default: FakeHls }));

const { attachStream, startStreamEarly } = await import('./stream-engine');

const MASTER = '/media/s/token/1/e7/vod/bars/master.m3u8';
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

  it('stops loading when no player claims it', async () => {
    vi.useFakeTimers();
    startStreamEarly(MASTER, undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeHls.instances[0]?.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeHls.instances[0]?.destroyed).toBe(true);
  });
});

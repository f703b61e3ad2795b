import type { IngestHealth, LiveStateMessage } from '@ott/contracts/live-ingest';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryCacheBus, createMemoryCacheHub } from '../../lib/cache-bus/memory-cache-bus';
import { createIngestReports, REPORT_TTL_MS } from './ingest-reports';
import { createLiveStateHub } from './live-state-hub';

const health: IngestHealth = {
  width: 320,
  height: 180,
  frame_rate: 25,
  video_codec: 'h264',
  audio_codec: 'aac',
  bitrate_kbps: 400,
  keyframe_interval: 2,
  speed: 1,
  dropped_frames: 0,
  reconnects: 0,
  last_segment_at: null,
  warnings: [],
  renditions: [],
};

describe('ingest reports', () => {
  it("an API instance believes the ingest's last report for REPORT_TTL_MS, then reads the event as disconnected", async () => {
    const hub = createMemoryCacheHub();
    let clock = 1_000;
    const connected = new Set([7]);
    const ingest = createIngestReports({
      bus: createMemoryCacheBus(hub),
      runs: { isPublishing: (id) => connected.has(id), healthOf: (id) => (connected.has(id) ? ({ snapshot: () => health } as never) : null), publishing: () => [...connected] },
      slate: { isRunning: () => false, running: () => [] },
      logger: { warn: vi.fn() },
    });
    const api = createIngestReports({ bus: createMemoryCacheBus(hub), runs: { isPublishing: () => false, healthOf: () => null, publishing: () => [] }, slate: { isRunning: () => false, running: () => [] }, logger: { warn: vi.fn() }, now: () => clock });

    expect(api.of(7)).toEqual({ connected: false, slate: false, health: null });
    ingest.sendNow();
    await vi.waitFor(() => expect(api.of(7)).toEqual({ event_id: 7, connected: true, slate: false, health }));
    clock += REPORT_TTL_MS;
    expect(api.of(7)).toMatchObject({ connected: true });
    // The ingest died without a word: its report runs out.
    clock += 1;
    expect(api.of(7)).toEqual({ connected: false, slate: false, health: null });

    // An encoder that leaves is reported once more, as gone.
    clock = 1_000;
    ingest.sendNow();
    connected.delete(7);
    ingest.sendNow();
    await vi.waitFor(() => expect(api.of(7)).toEqual({ event_id: 7, connected: false, slate: false, health: null }));
    ingest.close();
    api.close();
  });
});

describe('live state hub', () => {
  it('passes a message to its streams only once `prepare` has finished, and keeps the order heard', async () => {
    let release!: () => void;
    const catalogued = new Promise<void>((resolve) => (release = resolve));
    const prepare = vi.fn((message: LiveStateMessage) => (message.state === 'live' ? catalogued : undefined));
    const hub = createLiveStateHub(createMemoryCacheBus(), { warn: vi.fn() }, prepare);
    const heard: string[] = [];
    hub.subscribe(3, (message) => heard.push(message.state));
    await hub.publish(3, { event_id: 9, state: 'live', slate: false, stream_status: 'live' });
    await hub.publish(3, { event_id: 9, state: 'ended', slate: false, stream_status: 'vod' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([]);
    release();
    await vi.waitFor(() => expect(heard).toEqual(['live', 'ended']));
    hub.close();
  });
});

import { describe, expect, it } from 'vitest';
import { createSimulatedFeedSource } from './simulated-feed-source';

const playlist = ['#EXTM3U', ...Array.from({ length: 3 }, (_, index) => [`#EXTINF:2.000000,`, `s_${index}.ts`]).flat(), '#EXT-X-ENDLIST'].join('\n');
const store = { readText: async () => playlist };

describe('the simulated feed as a feed source', () => {
  it('maps feed seconds onto the looped video, marking each restart', async () => {
    const source = createSimulatedFeedSource({ feeds: { stateOf: async () => ({ startedAtMs: 0, endedAtMs: null }) }, store, now: () => 20_000 });
    const segments = await source.segments(1, 'arena', '720p', 3, 9);
    expect(segments.map((segment) => [segment.uri, segment.start, segment.discontinuity])).toEqual([
      ['s_1.ts', 2, false],
      ['s_2.ts', 4, false],
      ['s_0.ts', 6, true],
      ['s_1.ts', 8, false],
    ]);
  });

  it('says how far the feed has recorded and what its DVR window keeps', async () => {
    const source = createSimulatedFeedSource({ feeds: { stateOf: async () => ({ startedAtMs: 0, endedAtMs: null }) }, store, windowSeconds: 10, now: () => 25_000 });
    expect(await source.position(1)).toEqual({ startedAtMs: 0, recorded: 25, windowStart: 15, ended: false });
    const ended = createSimulatedFeedSource({ feeds: { stateOf: async () => ({ startedAtMs: 0, endedAtMs: 12_000 }) }, store, now: () => 25_000 });
    expect(await ended.position(1)).toMatchObject({ recorded: 12, ended: true });
    const waiting = createSimulatedFeedSource({ feeds: { stateOf: async () => null }, store });
    expect(await waiting.position(1)).toBeNull();
  });
});

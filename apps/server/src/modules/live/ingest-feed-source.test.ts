import { describe, expect, it, vi } from 'vitest';
import { createIngestFeedSource } from './ingest-feed-source';
import type { LiveIngestRepository } from './live-ingest.repository';

describe("an ingest's live window", () => {
  it('is read once for every viewer for half a second (cacheMs), then again: the segment index is written by whichever process runs the ingest', async () => {
    const clock = { ms: 1_000_000 };
    const find = vi.fn(async () => undefined);
    const repository = { find, segmentsFrom: vi.fn(), lastSegment: vi.fn(), segmentAt: vi.fn() } as unknown as LiveIngestRepository;
    const source = createIngestFeedSource({ repository, segmentSeconds: 2, now: () => clock.ms });
    expect(await source.window(9, 'live-9', '720p')).toBeNull();
    clock.ms += 499;
    expect(await source.window(9, 'live-9', '720p')).toBeNull();
    expect(find).toHaveBeenCalledTimes(1);
    // Another rendition, and the operator's preview, are windows of their own.
    await source.window(9, 'live-9', '360p');
    await source.window(9, 'live-9', '720p', { preview: true });
    expect(find).toHaveBeenCalledTimes(3);
    clock.ms += 1;
    await source.window(9, 'live-9', '720p');
    expect(find).toHaveBeenCalledTimes(4);
  });
});

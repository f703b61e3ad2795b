import { describe, expect, it } from 'vitest';
import type { FeedPosition, FeedSource, FeedWindow } from './feed-source';
import { createFeedSources } from './feed-sources';

const windowOf = (uri: string): FeedWindow => ({ mediaSequence: 0, discontinuitySequence: 0, targetDuration: 2, segments: [{ uri, duration: 2, discontinuity: false, startMs: 0 }], ended: false, stale: false });
const positionAt = (recorded: number): FeedPosition => ({ startedAtMs: 0, recorded, windowStart: 0, ended: false });

/** A source that names itself in everything it answers, and records what it was asked. */
function namedSource(name: string, onAir: ReadonlySet<number>) {
  const asked: string[] = [];
  const source: FeedSource = {
    position: async (eventId) => (onAir.has(eventId) ? positionAt(name === 'ingest' ? 1 : 2) : null),
    segments: async (eventId, asset, rendition, from) => {
      asked.push(`segments ${eventId} ${asset} ${rendition}`);
      return [{ uri: `${name}.ts`, duration: 2, start: from, discontinuity: false }];
    },
    master: async (eventId, asset) => {
      asked.push(`master ${eventId} ${asset}`);
      return `${name} master`;
    },
    window: async (eventId, asset, rendition, options) => {
      asked.push(`window ${eventId} ${asset} ${rendition} ${JSON.stringify(options ?? {})}`);
      return windowOf(`${name}.ts`);
    },
  };
  return { source, asked };
}

describe('every live feed behind one source', () => {
  it('sends an event\'s ingest asset to the ingest and every other asset to the simulated loop', async () => {
    const simulated = namedSource('simulated', new Set([7]));
    const ingest = namedSource('ingest', new Set([42]));
    const feeds = createFeedSources({ simulated: simulated.source, ingest: () => ingest.source });

    expect(await feeds.master(42, 'live-42')).toBe('ingest master');
    expect(await feeds.window(42, 'live-42', 'src', { preview: true })).toEqual(windowOf('ingest.ts'));
    expect((await feeds.segments(42, 'live-42', '720p', 4, 6)).map((segment) => segment.uri)).toEqual(['ingest.ts']);
    expect(await feeds.master(7, 'arena')).toBe('simulated master');
    expect(await feeds.window(7, 'lib-3', '720p')).toEqual(windowOf('simulated.ts'));
    // Only the exact name is an ingest's: these are videos.
    expect(await feeds.master(7, 'live-042')).toBe('simulated master');
    expect(await feeds.master(7, 'live')).toBe('simulated master');

    expect(ingest.asked).toEqual(['master 42 live-42', 'window 42 live-42 src {"preview":true}', 'segments 42 live-42 720p']);
    expect(simulated.asked).toEqual(['master 7 arena', 'window 7 lib-3 720p {}', 'master 7 live-042', 'master 7 live']);
  });

  it('places an event by its encoder\'s feed when there is one, else by its simulated loop', async () => {
    const feeds = createFeedSources({ simulated: namedSource('simulated', new Set([7, 42])).source, ingest: () => namedSource('ingest', new Set([42])).source });
    expect(await feeds.position(42)).toEqual(positionAt(1));
    expect(await feeds.position(7)).toEqual(positionAt(2));
    expect(await feeds.position(8)).toBeNull();
  });

  it('has nothing of an ingest asset until the ingest registers, and asks the one registered at the time', async () => {
    let ingest: FeedSource | null = null;
    const simulated = namedSource('simulated', new Set([42]));
    const feeds = createFeedSources({ simulated: simulated.source, ingest: () => ingest });
    expect(await feeds.master(42, 'live-42')).toBeNull();
    expect(await feeds.window(42, 'live-42', 'src')).toBeNull();
    expect(await feeds.segments(42, 'live-42', 'src', 0, 10)).toEqual([]);
    expect(simulated.asked).toEqual([]);
    expect(await feeds.position(42)).toEqual(positionAt(2));

    ingest = namedSource('ingest', new Set([42])).source;
    expect(await feeds.master(42, 'live-42')).toBe('ingest master');
    expect(await feeds.position(42)).toEqual(positionAt(1));
  });
});

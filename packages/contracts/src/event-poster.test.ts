import { describe, expect, it } from 'vitest';
import { eventPoster } from './event-poster';

describe("an event's poster", () => {
  it("is its last picture (the video's own poster after the matchup art), never a video", () => {
    const art = { kind: 1, url: '/media/art/matchup.jpg' };
    const videoPoster = { kind: 1, url: '/media/demo/bars/poster.jpg' };
    expect(eventPoster([art, { kind: 3, url: '/media/s/t/1/e7/vod/bars/master.m3u8' }, videoPoster])).toBe(videoPoster.url);
    expect(eventPoster([art, { kind: 1, url: null }])).toBe(art.url);
  });

  it('is null for an event without a picture', () => {
    expect(eventPoster([{ kind: 2, url: '/media/live/master.m3u8' }])).toBeNull();
    expect(eventPoster([])).toBeNull();
  });
});

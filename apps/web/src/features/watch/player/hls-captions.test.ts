import Hls from 'hls.js/light';
import { describe, expect, it } from 'vitest';

describe('captions under hls.js', () => {
  it('come from the page alone: the light build reads no subtitle renditions of the master, so adds no text track of its own', () => {
    // Were the full build used instead, its text tracks would be kept off by keepStreamTracksHidden (captions.ts).
    expect(Hls.DefaultConfig.subtitleTrackController).toBeUndefined();
    expect(Hls.DefaultConfig.timelineController).toBeUndefined();
    expect(Hls.DefaultConfig.enableWebVTT).toBe(false);
  });
});

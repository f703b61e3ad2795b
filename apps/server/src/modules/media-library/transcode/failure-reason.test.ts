import { describe, expect, it } from 'vitest';
import { meaningfulLine, transcodeFailure } from './failure-reason';

describe('the reason a transcode failed', () => {
  it("is ffmpeg's last line that says something, without scratch paths", () => {
    const stderr = '/tmp/store/.scratch-1/objects/360p/s%05d.ts: No space left on device\nConversion failed!\n';
    expect(meaningfulLine(stderr)).toBe('s%05d.ts: No space left on device');
    expect(transcodeFailure(stderr).message).toBe('Transcoding failed: s%05d.ts: No space left on device');
    expect(transcodeFailure('').message).toBe('Transcoding failed');
  });
});

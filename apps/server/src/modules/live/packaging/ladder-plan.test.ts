import { describe, expect, it } from 'vitest';
import { type IngestInput, keyframeIntervalFits, planLadder } from './ladder-plan';

const obs: IngestInput = { videoCodec: 'h264', audioCodec: 'aac', width: 1920, height: 1080, frameRate: 30, keyframeInterval: 2 };
const names = (input: IngestInput, segmentSeconds?: number) => planLadder(input, { segmentSeconds }).map((rendition) => `${rendition.name} ${rendition.width}x${rendition.height}${rendition.transcoded ? ' encoded' : ' copied'}`);

describe('the live ladder', () => {
  it('passes a 1080p H.264/AAC stream through as src and adds 720p and 360p, lowest first', () => {
    expect(planLadder(obs)).toEqual([
      { name: '360p', width: 640, height: 360, transcoded: true, videoKbps: 800, audioKbps: 96, codecs: 'avc1.4d401e,mp4a.40.2', h264: { profile: 'main', level: '3.0' }, audio: 'aac' },
      { name: '720p', width: 1280, height: 720, transcoded: true, videoKbps: 2800, audioKbps: 128, codecs: 'avc1.64001f,mp4a.40.2', h264: { profile: 'high', level: '3.1' }, audio: 'aac' },
      { name: 'src', width: 1920, height: 1080, transcoded: false, videoKbps: 7500, audioKbps: 160, codecs: null, h264: null, audio: 'copy' },
    ]);
  });

  it('counts the passed-through rendition at the encoder’s own rate when it is known', () => {
    expect(planLadder({ ...obs, videoKbps: 6000 }).at(-1)).toMatchObject({ name: 'src', videoKbps: 6000 });
  });

  it('never makes a rendition at or above the source', () => {
    expect(names({ ...obs, width: 1280, height: 720 })).toEqual(['360p 640x360 encoded', 'src 1280x720 copied']);
    expect(names({ ...obs, width: 640, height: 360 })).toEqual(['src 640x360 copied']);
    expect(names({ ...obs, width: 854, height: 480 })).toEqual(['360p 640x360 encoded', 'src 854x480 copied']);
  });

  it('re-encodes src when the video is not H.264 or its keyframes do not fit the segments', () => {
    expect(planLadder({ ...obs, videoCodec: 'hevc' }).at(-1)).toEqual({
      name: 'src',
      width: 1920,
      height: 1080,
      transcoded: true,
      videoKbps: 5000,
      audioKbps: 128,
      codecs: 'avc1.640028,mp4a.40.2',
      h264: { profile: 'high', level: '4.0' },
      audio: 'aac',
    });
    expect(names({ ...obs, keyframeInterval: 4 })).toEqual(['360p 640x360 encoded', '720p 1280x720 encoded', 'src 1920x1080 encoded']);
    expect(names({ ...obs, keyframeInterval: 3 })).toContain('src 1920x1080 encoded');
    expect(names({ ...obs, audioCodec: 'mp3' })).toContain('src 1920x1080 encoded');
  });

  it('passes through keyframes that divide the segment, or that are not measured yet', () => {
    expect(names({ ...obs, keyframeInterval: 1 })).toContain('src 1920x1080 copied');
    expect(names({ ...obs, keyframeInterval: 2.002 })).toContain('src 1920x1080 copied');
    expect(names({ ...obs, keyframeInterval: null })).toContain('src 1920x1080 copied');
    expect(names({ ...obs, keyframeInterval: 2 }, 4)).toContain('src 1920x1080 copied');
    expect(names({ ...obs, keyframeInterval: 2 }, 1)).toContain('src 1920x1080 encoded');
  });

  it('caps a re-encoded source at 1080p and keeps its aspect with even sides', () => {
    expect(names({ ...obs, videoCodec: 'hevc', width: 3840, height: 2160 })).toEqual(['360p 640x360 encoded', '720p 1280x720 encoded', 'src 1920x1080 encoded']);
    expect(names({ ...obs, videoCodec: 'vp6f', width: 1440, height: 1080 })).toEqual(['360p 480x360 encoded', '720p 960x720 encoded', 'src 1440x1080 encoded']);
    expect(names({ ...obs, videoCodec: 'hevc', width: 1081, height: 607 })).toEqual(['360p 642x360 encoded', 'src 1080x606 encoded']);
  });

  it('counts lines along the short side, so an upright phone gets the same ladder', () => {
    expect(names({ ...obs, width: 720, height: 1280 })).toEqual(['360p 360x640 encoded', 'src 720x1280 copied']);
  });

  it('encodes silence when the encoder sends no audio, so the tracks never change', () => {
    const plan = planLadder({ ...obs, audioCodec: null });
    expect(plan.map((rendition) => [rendition.name, rendition.audio, rendition.transcoded])).toEqual([
      ['360p', 'silence', true],
      ['720p', 'silence', true],
      ['src', 'silence', false],
    ]);
  });

  it('gives a higher rate and level above 30 fps', () => {
    expect(planLadder({ ...obs, frameRate: 60 }).find((rendition) => rendition.name === '720p')).toMatchObject({ videoKbps: 4200, codecs: 'avc1.640020,mp4a.40.2' });
  });
});

describe('whether keyframes fit the segments', () => {
  it('fits when the interval divides the segment length, within a frame of wobble', () => {
    expect([0.5, 1, 2, 1.96, 2.05].map((interval) => keyframeIntervalFits(interval, 2))).toEqual([true, true, true, true, true]);
    expect([1.5, 2.5, 3, 4, 10].map((interval) => keyframeIntervalFits(interval, 2))).toEqual([false, false, false, false, false]);
  });
});

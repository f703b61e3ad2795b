import { describe, expect, it } from 'vitest';
import { avcCodec, planLadder, variantCodecs } from './renditions';

const sizes = (plan: ReturnType<typeof planLadder>) => [plan.first, ...plan.rest].map((rendition) => `${rendition.name} ${rendition.width}x${rendition.height}`);

describe('the ladder a source gets', () => {
  it('goes up to 1080p from a 1080p source, 360p first', () => {
    expect(sizes(planLadder(1920, 1080, 30))).toEqual(['360p 640x360', '1080p 1920x1080', '720p 1280x720']);
  });

  it('never upscales: a 480p source gets 360p only, a 900p one no 1080p', () => {
    expect(sizes(planLadder(854, 480, 30))).toEqual(['360p 640x360']);
    expect(sizes(planLadder(1600, 900, 25))).toEqual(['360p 640x360', '720p 1280x720']);
  });

  it("keeps a small source's own lines, on an even count", () => {
    expect(sizes(planLadder(426, 241, 30))).toEqual(['240p 424x240']);
  });

  it('counts lines along the short side of an upright video, widths and heights even', () => {
    expect(sizes(planLadder(1080, 1920, 30))).toEqual(['360p 360x640', '1080p 1080x1920', '720p 720x1280']);
    expect(planLadder(1440, 1080, 30).first).toMatchObject({ width: 480, height: 360 });
  });

  it('names the H.264 profile and level the encoder is given, higher levels above 30 fps', () => {
    expect(planLadder(1920, 1080, 30).rest[0]).toMatchObject({ profile: 'high', level: '4.0', videoCodec: 'avc1.640028' });
    expect(planLadder(1920, 1080, 60).rest[0]).toMatchObject({ level: '4.2', videoCodec: 'avc1.64002a' });
    expect(planLadder(1920, 1080, 30).first).toMatchObject({ profile: 'main', level: '3.0', videoCodec: 'avc1.4d401e' });
    expect(avcCodec('high', '3.1')).toBe('avc1.64001f');
  });

  it('leaves the audio codec out of a silent variant', () => {
    const { first } = planLadder(640, 360, 30);
    expect(variantCodecs(first, true)).toBe('avc1.4d401e,mp4a.40.2');
    expect(variantCodecs(first, false)).toBe('avc1.4d401e');
  });
});

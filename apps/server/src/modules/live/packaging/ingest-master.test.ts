import { describe, expect, it } from 'vitest';
import { ingestMaster } from './ingest-master';
import { planLadder } from './ladder-plan';

const obs = { videoCodec: 'h264', audioCodec: 'aac', width: 1920, height: 1080, frameRate: 30, keyframeInterval: 2 };

describe('the live master playlist', () => {
  it('lists every rendition lowest first, without CODECS for the passed-through source', () => {
    expect(ingestMaster(planLadder(obs))).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=976000,AVERAGE-BANDWIDTH=896000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
        '360p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=3208000,AVERAGE-BANDWIDTH=2928000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
        '720p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=8410000,AVERAGE-BANDWIDTH=7660000,RESOLUTION=1920x1080',
        'src/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('names the codecs of a re-encoded source', () => {
    expect(ingestMaster(planLadder({ ...obs, videoCodec: 'hevc', width: 640, height: 360 }))).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-STREAM-INF:BANDWIDTH=976000,AVERAGE-BANDWIDTH=896000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"\nsrc/index.m3u8\n',
    );
  });
});

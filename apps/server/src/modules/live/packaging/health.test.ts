import { describe, expect, it } from 'vitest';
import { createLadderProgressReader, healthWarnings, type LadderProgress, parseInputStreams, parseProgress } from './health';
import { planLadder } from './ladder-plan';

// stderr of the ladder's ffmpeg reading an FLV pushed on its stdin: the passed-through output's
// stream lines come before `Stream mapping:` and must not be taken for the input's.
const LADDER_STDERR = `Input #0, flv, from 'pipe:0':
  Metadata:
    encoder         : Lavf58.24.100
  Duration: 00:00:03.02, start: 0.000000, bitrate: 3256 kb/s
    Stream #0:0: Video: h264 (Constrained Baseline), yuv420p(progressive), 1920x1080 [SAR 1:1 DAR 16:9], 3000 kb/s, 30 fps, 30 tbr, 1k tbn, 60 tbc
    Stream #0:1: Audio: aac (LC), 48000 Hz, stereo, fltp, 160 kb/s
[hls @ 0xba18e80] Opening '/live/e7/src/abc_000000.ts' for writing
Output #2, hls, to '/live/e7/src/index.m3u8':
  Metadata:
    encoder         : Lavf58.24.100
    Stream #2:0: Video: h264 (Constrained Baseline), yuv420p(progressive), 1280x720 [SAR 1:1 DAR 16:9], q=2-31, 900 kb/s, 25 fps, 30 tbr, 90k tbn, 30 tbc
    Stream #2:1: Audio: aac (LC), 48000 Hz, stereo, fltp, 160 kb/s
Stream mapping:
  Stream #0:0 (h264) -> split (graph 0)
`;
const HIGH_2997 = `Input #0, flv, from 'hi.flv':
  Metadata:
    encoder         : Lavf58.24.100
  Duration: 00:00:03.07, start: 0.044000, bitrate: 2041 kb/s
    Stream #0:0: Video: h264 (High), yuv420p(progressive), 1280x720 [SAR 1:1 DAR 16:9], 2000 kb/s, 29.97 fps, 29.97 tbr, 1k tbn, 59.94 tbc
    Stream #0:1: Audio: aac (LC), 44100 Hz, stereo, fltp, 128 kb/s
Stream mapping:
`;
const NO_AUDIO = `Input #0, flv, from 'noaudio.flv':
  Metadata:
    encoder         : Lavf58.24.100
  Duration: 00:00:04.00, start: 0.000000, bitrate: 15795 kb/s
    Stream #0:0: Video: h264 (Constrained Baseline), yuv420p(progressive), 1920x1080 [SAR 1:1 DAR 16:9], 30 fps, 30 tbr, 1k tbn, 60 tbc
Stream mapping:
`;
const HEVC = `Input #0, mpegts, from 'hevc.ts':
  Duration: 00:00:02.00, start: 1.480000, bitrate: 3418 kb/s
  Program 1 
    Metadata:
      service_name    : Service01
      service_provider: FFmpeg
    Stream #0:0[0x100]: Video: hevc (Main) ([36][0][0][0] / 0x0024), yuv420p(tv), 1920x1080 [SAR 1:1 DAR 16:9], 25 fps, 25 tbr, 90k tbn, 25 tbc
Stream mapping:
`;
// Written after the shape a newer ffmpeg gives an OBS stream: audio first, colour details in the brackets.
const AUDIO_FIRST = `Input #0, flv, from 'pipe:0':
  Metadata:
    encoder         : obs-output module (libobs version 30.1.2)
  Duration: 00:00:00.00, start: 0.000000, bitrate: N/A
  Stream #0:0: Audio: aac (LC), 48000 Hz, stereo, fltp, 160 kb/s
  Stream #0:1: Video: h264 (High), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 6000 kb/s, 59.94 fps, 59.94 tbr, 1k tbn
Output #0, hls, to '/live/e7/360p/index.m3u8':
`;

// stdout of the same run: -progress pipe:1.
const PROGRESS = `frame=49
fps=47.64
stream_0_0_q=22.0
stream_1_0_q=22.0
stream_2_0_q=-1.0
bitrate=N/A
total_size=N/A
out_time_us=1721333
out_time_ms=1721333
out_time=00:00:01.721333
dup_frames=0
drop_frames=0
speed=1.67x
progress=continue
frame=90
fps=41.12
stream_0_0_q=-1.0
stream_1_0_q=-1.0
stream_2_0_q=-1.0
bitrate=N/A
total_size=N/A
out_time_us=3021333
out_time_ms=3021333
out_time=00:00:03.021333
dup_frames=1
drop_frames=3
speed=1.55x
progress=end
`;

describe('what ffmpeg says of its input', () => {
  it('reads codec, profile, size, frame rate and rate of the input, not of the outputs', () => {
    expect(parseInputStreams(LADDER_STDERR)).toEqual({ videoCodec: 'h264', videoProfile: 'Constrained Baseline', audioCodec: 'aac', width: 1920, height: 1080, frameRate: 30, videoKbps: 3000 });
    expect(parseInputStreams(HIGH_2997)).toEqual({ videoCodec: 'h264', videoProfile: 'High', audioCodec: 'aac', width: 1280, height: 720, frameRate: 29.97, videoKbps: 2000 });
  });

  it('says there is no audio, reads another codec and an audio stream listed first', () => {
    expect(parseInputStreams(NO_AUDIO)).toMatchObject({ audioCodec: null, width: 1920, height: 1080, frameRate: 30, videoKbps: null });
    expect(parseInputStreams(HEVC)).toEqual({ videoCodec: 'hevc', videoProfile: 'Main', audioCodec: null, width: 1920, height: 1080, frameRate: 25, videoKbps: null });
    expect(parseInputStreams(AUDIO_FIRST)).toEqual({ videoCodec: 'h264', videoProfile: 'High', audioCodec: 'aac', width: 1920, height: 1080, frameRate: 59.94, videoKbps: 6000 });
  });

  it('knows nothing until the input block is complete', () => {
    expect(parseInputStreams('')).toBeNull();
    expect(parseInputStreams(LADDER_STDERR.slice(0, LADDER_STDERR.indexOf('    Stream #0:1')))).toBeNull();
  });
});

describe('ffmpeg’s progress blocks', () => {
  const first: LadderProgress = { frame: 49, fps: 47.64, bitrateKbps: null, dropFrames: 0, dupFrames: 0, speed: 1.67, outSeconds: 1.721333, ended: false };
  const last: LadderProgress = { frame: 90, fps: 41.12, bitrateKbps: null, dropFrames: 3, dupFrames: 1, speed: 1.55, outSeconds: 3.021333, ended: true };

  it('reads every block of a whole output', () => {
    expect(parseProgress(PROGRESS)).toEqual([first, last]);
  });

  it('reports each block once it is complete, however the output is split', () => {
    const seen: LadderProgress[] = [];
    const read = createLadderProgressReader((block) => seen.push(block));
    for (let at = 0; at < PROGRESS.length; at += 7) read(PROGRESS.slice(at, at + 7));
    expect(seen).toEqual([first, last]);
  });

  it('reads a known bitrate and an unknown speed', () => {
    expect(parseProgress('frame=3\nbitrate=2250.4kbits/s\nspeed=N/A\nprogress=continue\n')).toEqual([
      { frame: 3, fps: 0, bitrateKbps: 2250.4, dropFrames: 0, dupFrames: 0, speed: null, outSeconds: 0, ended: false },
    ]);
  });
});

describe('health warnings', () => {
  const hd = { videoCodec: 'h264', audioCodec: 'aac', width: 1280, height: 720, frameRate: 30, keyframeInterval: 2 };
  const facts = { keyframeInterval: 2, bitrateKbps: 4500, videoCodec: 'h264', audioCodec: 'aac', plan: planLadder(hd), segmentSeconds: 2 };

  it('has nothing to say of a stream as the encoder settings ask', () => {
    expect(healthWarnings(facts)).toEqual([]);
    expect(healthWarnings({ ...facts, keyframeInterval: null, bitrateKbps: null })).toEqual([]);
  });

  it('warns of keyframes that do not fit the segments, a low rate for 720p and up, another codec, no audio', () => {
    expect(healthWarnings({ ...facts, keyframeInterval: 5, bitrateKbps: 2499, videoCodec: 'hevc', audioCodec: null })).toEqual(['keyframe_interval', 'low_bitrate', 'not_h264', 'no_audio']);
    expect(healthWarnings({ ...facts, keyframeInterval: 1 })).toEqual([]);
  });

  it('does not ask a small source for the rate a 720p rendition needs', () => {
    expect(healthWarnings({ ...facts, bitrateKbps: 900, plan: planLadder({ ...hd, width: 640, height: 360 }) })).toEqual([]);
    expect(healthWarnings({ ...facts, bitrateKbps: 2500 })).toEqual([]);
  });
});

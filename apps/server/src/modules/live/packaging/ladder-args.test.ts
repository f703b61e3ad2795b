import { describe, expect, it } from 'vitest';
import { ladderArgs } from './ladder-args';
import { planLadder } from './ladder-plan';

const hd = { videoCodec: 'h264', audioCodec: 'aac', width: 1280, height: 720, frameRate: 30, keyframeInterval: 2 };
const job = { input: 'pipe:0', outDir: '/live/e7', segmentSeconds: 2, segmentPrefix: 'r1a2b3' };
const hls = (dir: string, seconds = 2) => [
  ...['-max_muxing_queue_size', '4096', '-f', 'hls', '-hls_time', String(seconds), '-hls_list_size', '6'],
  ...['-hls_flags', 'temp_file+independent_segments+program_date_time', '-hls_segment_filename', `${dir}/r1a2b3_%06d.ts`, `${dir}/index.m3u8`],
];

describe('the live ladder’s ffmpeg arguments', () => {
  it('reads FLV from the pipe, passes src through and encodes 360p with keyframes on segment boundaries', () => {
    expect(ladderArgs(planLadder(hd), job)).toEqual([
      ...['-hide_banner', '-nostdin', '-nostats', '-progress', 'pipe:1', '-y', '-f', 'flv', '-i', 'pipe:0'],
      ...['-filter_complex', '[0:v:0]scale=640:360,setsar=1,format=yuv420p[v0]', '-vsync', 'passthrough'],
      ...['-map', '[v0]', '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-level:v', '3.0'],
      ...['-b:v', '800k', '-maxrate', '880k', '-bufsize', '1600k', '-force_key_frames', 'expr:gte(t,n_forced*2)', '-sc_threshold', '0', '-g', '600'],
      ...['-map', '0:a:0', '-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-ar', '48000'],
      ...hls('/live/e7/360p'),
      ...['-map', '0:v:0', '-c:v', 'copy', '-map', '0:a:0', '-c:a', 'copy'],
      ...hls('/live/e7/src'),
    ]);
  });

  it('splits the decoded picture once for several encoded renditions', () => {
    const args = ladderArgs(planLadder({ ...hd, videoCodec: 'hevc', width: 1920, height: 1080 }), job);
    expect(args[args.indexOf('-filter_complex') + 1]).toBe(
      '[0:v:0]split=3[s0][s1][s2];[s0]scale=640:360,setsar=1,format=yuv420p[v0];[s1]scale=1280:720,setsar=1,format=yuv420p[v1];[s2]scale=1920:1080,setsar=1,format=yuv420p[v2]',
    );
    expect(args.filter((arg) => arg === 'libx264')).toHaveLength(3);
  });

  it('adds endless silence as a second input, cut where the stream ends, when the encoder sends no audio', () => {
    const args = ladderArgs(planLadder({ ...hd, audioCodec: null }), job).join(' ');
    expect(args).toContain('-i pipe:0 -f lavfi -i anullsrc=channel_layout=stereo:sample_rate=48000 ');
    expect(args).toContain('-map 0:v:0 -c:v copy -map 1:a:0 -c:a aac -b:a 128k -ac 2 -ar 48000 -shortest ');
    expect(args.match(/-shortest/g)).toHaveLength(2);
  });

  it('makes 1 s segments without look-ahead in low-latency mode', () => {
    const args = ladderArgs(planLadder(hd, { segmentSeconds: 1 }), { ...job, input: '/tmp/in.flv', lowLatency: true }).join(' ');
    expect(args).toContain('-y -f flv -i /tmp/in.flv');
    expect(args).toContain('-preset veryfast -tune zerolatency');
    expect(args).toContain('-force_key_frames expr:gte(t,n_forced*1)');
    expect(args.match(/-hls_time 1 /g)).toHaveLength(2);
  });

  it('takes another input format, and refuses a prefix that would make a bad segment name', () => {
    expect(ladderArgs(planLadder(hd), { ...job, input: 'in.ts', inputFormat: 'mpegts' }).slice(6, 10)).toEqual(['-f', 'mpegts', '-i', 'in.ts']);
    expect(() => ladderArgs(planLadder(hd), { ...job, segmentPrefix: 'A-1' })).toThrow('Segment prefix A-1 is not 1 to 33 of [0-9a-z_]');
    expect(() => ladderArgs(planLadder(hd), { ...job, segmentPrefix: 'a'.repeat(34) })).toThrow(/is not 1 to 33/);
  });
});

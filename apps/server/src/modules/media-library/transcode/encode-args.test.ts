import { describe, expect, it } from 'vitest';
import { encodeArgs } from './encode-args';
import { posterArgs, previewArgs, previewStart } from './extras-args';
import { planLadder } from './renditions';

const { first, rest } = planLadder(1920, 1080, 30);
const after = (args: string[], flag: string) => args.filter((_, index) => args[index - 1] === flag);

describe('the encoding arguments', () => {
  it('decodes once, scales per rendition and writes 4-second HLS segments named sNNNNN.ts', () => {
    const args = encodeArgs({ source: '/in.mp4', outputs: rest.map((rendition) => ({ rendition, dir: `/out/${rendition.name}` })), hasAudio: true, normalizeAudio: false });
    expect(args.slice(0, 2)).toEqual(['-i', '/in.mp4']);
    expect(after(args, '-filter_complex')).toEqual(['[0:v:0]split=2[s0][s1];[s0]scale=1920:1080,setsar=1[v0];[s1]scale=1280:720,setsar=1[v1]']);
    expect(after(args, '-hls_time')).toEqual(['4', '4']);
    expect(after(args, '-hls_playlist_type')).toEqual(['vod', 'vod']);
    expect(after(args, '-hls_segment_filename')).toEqual(['/out/1080p/s%05d.ts', '/out/720p/s%05d.ts']);
    expect(after(args, '-b:v')).toEqual(['5000k', '2800k']);
    expect(after(args, '-maxrate')).toEqual(['5500k', '3080k']);
    expect(after(args, '-map')).toEqual(['[v0]', '0:a:0', '[v1]', '0:a:0']);
    expect(after(args, '-b:a')).toEqual(['128k', '128k']);
    expect(after(args, '-ac')).toEqual(['2', '2']);
  });

  it('forces a keyframe on every segment boundary and no other', () => {
    const args = encodeArgs({ source: '/in.mp4', outputs: [{ rendition: first, dir: '/out/360p' }], hasAudio: true, normalizeAudio: false });
    expect(after(args, '-force_key_frames')).toEqual(['expr:gte(t,n_forced*4)']);
    expect(after(args, '-sc_threshold')).toEqual(['0']);
    expect(after(args, '-b:a')).toEqual(['96k']);
    expect(after(args, '-profile:v')).toEqual(['main']);
  });

  it('normalises loudness once for all renditions when asked, and maps no audio from a silent source', () => {
    const normalized = encodeArgs({ source: '/in.mp4', outputs: rest.map((rendition) => ({ rendition, dir: rendition.name })), hasAudio: true, normalizeAudio: true });
    expect(after(normalized, '-filter_complex')[0]).toContain('[0:a:0]loudnorm=I=-16:TP=-1.5:LRA=11,asplit=2[a0][a1]');
    expect(after(normalized, '-map')).toEqual(['[v0]', '[a0]', '[v1]', '[a1]']);
    const silent = encodeArgs({ source: '/in.mp4', outputs: [{ rendition: first, dir: '360p' }], hasAudio: false, normalizeAudio: true });
    expect(after(silent, '-map')).toEqual(['[v0]']);
    expect(silent).not.toContain('-c:a');
    expect(after(silent, '-filter_complex')).toEqual(['[0:v:0]scale=640:360,setsar=1[v0]']);
  });

  it('passes an x264 thread count when tuned', () => {
    expect(after(encodeArgs({ source: 'a', outputs: [{ rendition: first, dir: 'd' }], hasAudio: false, normalizeAudio: false, threads: 2 }), '-threads')).toEqual(['2']);
  });
});

describe('the pictures arguments', () => {
  it('fast-seeks to 10, 30, 50 and 70 % for four 1280-wide candidates, and a 480-wide thumbnail from the first', () => {
    const args = posterArgs('/in.mp4', 60, '/p', '/t.jpg');
    expect(after(args, '-ss')).toEqual(['6.000', '18.000', '30.000', '42.000']);
    expect(args.filter((arg) => arg === '-noaccurate_seek')).toHaveLength(4);
    expect(after(args, '-skip_frame')).toEqual(['nokey', 'nokey', 'nokey', 'nokey']);
    expect(after(args, '-vsync')).toEqual(['0', '0', '0', '0', '0']);
    expect(after(args, '-filter_complex')[0]).toContain("[0:v:0]scale='min(1280,iw)':-2,split=2[p0][t];[t]scale='min(480,iw)':-2[th]");
    expect(args.filter((arg) => arg.endsWith('.jpg'))).toEqual(['/p/0.jpg', '/p/1.jpg', '/p/2.jpg', '/p/3.jpg', '/t.jpg']);
  });

  it('cuts a 6-second 360-line preview and a 4-second 180-line one, silent, index first', () => {
    const args = previewArgs('/in.mp4', 60, '/preview.mp4', '/alt.mp4');
    expect(after(args, '-ss')).toEqual(['6.000']);
    expect(after(args, '-t')).toEqual(['6.000', '4.000']);
    expect(after(args, '-movflags')).toEqual(['+faststart', '+faststart']);
    expect(args.filter((arg) => arg === '-an')).toHaveLength(2);
    expect(after(args, '-filter_complex')[0]).toContain("scale=-2:'min(360,ih)'");
  });

  it('keeps the preview inside a short video', () => {
    expect(previewStart(4)).toBe(0);
    expect(previewStart(10)).toBe(1);
    expect(after(previewArgs('/in.mp4', 3, 'a', 'b'), '-t')).toEqual(['3.000', '3.000']);
  });
});

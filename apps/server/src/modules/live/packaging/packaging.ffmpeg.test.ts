import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../../lib/ffmpeg/locate';
import { runFfmpeg } from '../../../lib/ffmpeg/run';
import { labelFont } from '../../media/demo/label-font';
import { finishedSegments } from './finished-segments';
import { parseInputStreams, parseProgress } from './health';
import { ladderArgs, renditionDir } from './ladder-args';
import { planLadder } from './ladder-plan';
import { slateSegmentArgs } from './slate-args';

/** The ladder's ffmpeg fed on its stdin, as the RTMP server feeds it. */
function runLadder(ffmpeg: string, args: string[], input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    createReadStream(input).pipe(child.stdin);
  });
}

describe('packaging with the real ffmpeg', () => {
  const dir = mkdtempSync(join(tmpdir(), 'live-packaging-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const ffmpeg = locateFfmpeg(null).path;

  it('makes every rendition of a pushed 4 s FLV in aligned 2 s segments, and a slate ffmpeg reads as H.264 and AAC', async () => {
    const flv = join(dir, 'push.flv');
    const made = spawnSync(ffmpeg, [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=1280x720:r=30:d=4', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:d=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-keyint_min', '60', '-sc_threshold', '0', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', flv],
    ]);
    expect(made.status).toBe(0);

    const plan = planLadder({ videoCodec: 'h264', audioCodec: 'aac', width: 1280, height: 720, frameRate: 30, keyframeInterval: 2 });
    expect(plan.map((rendition) => rendition.name)).toEqual(['360p', 'src']);
    const outDir = join(dir, 'out');
    for (const rendition of plan) mkdirSync(renditionDir(outDir, rendition.name), { recursive: true });
    const run = await runLadder(ffmpeg, ladderArgs(plan, { input: 'pipe:0', outDir, segmentSeconds: 2, segmentPrefix: 'r1_k9' }), flv);

    expect(run.code).toBe(0);
    expect(parseInputStreams(run.stderr)).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 1280, height: 720, frameRate: 30 });
    expect(parseProgress(run.stdout).at(-1)).toMatchObject({ ended: true, dropFrames: 0 });
    for (const rendition of plan) {
      const files = readdirSync(renditionDir(outDir, rendition.name)).sort();
      expect(files).toEqual(['index.m3u8', 'r1_k9_000000.ts', 'r1_k9_000001.ts']);
      const { segments, ended } = finishedSegments(readFileSync(join(renditionDir(outDir, rendition.name), 'index.m3u8'), 'utf8'));
      expect(ended).toBe(true);
      expect(segments.map((segment) => segment.file)).toEqual(['r1_k9_000000.ts', 'r1_k9_000001.ts']);
      for (const { duration } of segments) expect(Math.abs(duration - 2)).toBeLessThan(0.1);
    }

    const slate = join(dir, 'slate.ts');
    const fontFile = await labelFont(ffmpeg);
    await runFfmpeg(ffmpeg, { args: slateSegmentArgs({ width: 640, height: 360, frameRate: 30, seconds: 2, colour: '#1a73e8', title: 'Hoops: 100%', subtitle: "We'll be right back", fontFile, out: slate }), timeoutMs: 30_000 });
    // The bundled ffprobe crashes on any MPEG-TS; ffmpeg's own description of its input says the same.
    const read = spawnSync(ffmpeg, ['-hide_banner', '-i', slate, '-f', 'null', '-'], { encoding: 'utf8' });
    expect(parseInputStreams(read.stderr)).toEqual({ videoCodec: 'h264', videoProfile: 'High', audioCodec: 'aac', width: 640, height: 360, frameRate: 30, videoKbps: null });
  }, 30_000);
});

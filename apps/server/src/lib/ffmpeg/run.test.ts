import { describe, expect, it } from 'vitest';
import { locateFfmpeg } from './locate';
import type { FfmpegProgress } from './progress';
import { FfmpegError, runFfmpeg } from './run';

const ffmpeg = locateFfmpeg(null).path;

describe('running ffmpeg', () => {
  it('runs a job to the end and reports progress up to 100 %', async () => {
    const reports: FfmpegProgress[] = [];
    await runFfmpeg(ffmpeg, {
      args: ['-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=24:d=2', '-f', 'null', '-'],
      timeoutMs: 20_000,
      expectedSeconds: 2,
      niceness: 10,
      onProgress: (progress) => reports.push(progress),
    });
    expect(reports.at(-1)).toMatchObject({ done: true, fraction: 1 });
    expect(reports.at(-1)!.outSeconds).toBeGreaterThan(1.9);
  });

  it('rejects with the end of stderr when ffmpeg fails', async () => {
    const failure = runFfmpeg(ffmpeg, { args: ['-f', 'lavfi', '-i', 'no_such_source_filter', '-f', 'null', '-'], timeoutMs: 20_000 });
    await expect(failure).rejects.toBeInstanceOf(FfmpegError);
    await expect(failure).rejects.toThrow(/exited with 1: .*no_such_source_filter/s);
  });

  it('kills a job that runs past its time-out', async () => {
    const started = Date.now();
    // -re reads the 30-second source at real-time speed, so the job can only end early by being killed.
    const endless = runFfmpeg(ffmpeg, { args: ['-re', '-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=24:d=30', '-f', 'null', '-'], timeoutMs: 300 });
    await expect(endless).rejects.toThrow(/timed out after 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('kills a job when its signal aborts', async () => {
    const controller = new AbortController();
    const job = runFfmpeg(ffmpeg, { args: ['-re', '-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=24:d=30', '-f', 'null', '-'], timeoutMs: 20_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(job).rejects.toThrow(/aborted/);
  });
});

import { describe, expect, it } from 'vitest';
import { type FfmpegProgress, createProgressReader } from './progress';

describe('ffmpeg progress reader', () => {
  it('reports once per block, across chunk boundaries, as a fraction of the expected length', () => {
    const reports: FfmpegProgress[] = [];
    const read = createProgressReader(10, (progress) => reports.push(progress));
    read('frame=24\nout_time_us=2500000\nspe');
    read('ed=4.5x\nprogress=continue\nout_time_us=5000000\n');
    expect(reports).toEqual([{ outSeconds: 2.5, fraction: 0.25, speed: 4.5, done: false }]);
    read('speed=N/A\nprogress=end\n');
    expect(reports[1]).toEqual({ outSeconds: 5, fraction: 1, speed: null, done: true });
  });

  it('reads the old out_time_ms key as microseconds and gives no fraction without an expected length', () => {
    const reports: FfmpegProgress[] = [];
    const read = createProgressReader(null, (progress) => reports.push(progress));
    read('out_time_ms=1500000\nprogress=continue\n');
    expect(reports).toEqual([{ outSeconds: 1.5, fraction: null, speed: null, done: false }]);
  });
});

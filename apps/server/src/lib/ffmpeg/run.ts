import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createProgressReader, type FfmpegProgress } from './progress';

export interface FfmpegJob {
  /** Inputs, filters and outputs; the common flags (quiet, progress on stdout, overwrite) are added. */
  args: string[];
  /** The process is killed after this long. */
  timeoutMs: number;
  /** Length of the output in seconds, so progress can be given as a fraction. */
  expectedSeconds?: number;
  onProgress?: (progress: FfmpegProgress) => void;
  signal?: AbortSignal;
  /** Scheduling niceness (0 normal, 19 lowest): background jobs must not slow requests down. */
  niceness?: number;
}

const STDERR_TAIL_BYTES = 4096;

export class FfmpegError extends Error {
  override name = 'FfmpegError';
  constructor(
    reason: string,
    /** The last lines ffmpeg wrote to stderr, which say what went wrong. */
    readonly stderrTail: string,
  ) {
    super(stderrTail ? `${reason}: ${stderrTail}` : reason);
  }
}

/** Runs one ffmpeg process to completion; rejects with the end of its stderr on failure, time-out or abort. */
export function runFfmpeg(binary: string, job: FfmpegJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', '-y', ...job.args];
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    if (job.niceness && child.pid !== undefined) {
      try {
        setPriority(child.pid, job.niceness);
      } catch {
        // Not permitted everywhere; the job then runs at normal priority.
      }
    }

    let stderr = '';
    let stopReason: string | null = null;
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });
    if (job.onProgress) child.stdout.setEncoding('utf8').on('data', createProgressReader(job.expectedSeconds ?? null, job.onProgress));
    else child.stdout.resume();

    const stop = (reason: string) => {
      stopReason ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(`ffmpeg timed out after ${job.timeoutMs} ms`), job.timeoutMs);
    const onAbort = () => stop('ffmpeg job aborted');
    if (job.signal?.aborted) onAbort();
    job.signal?.addEventListener('abort', onAbort, { once: true });

    const finish = (error: Error | null) => {
      clearTimeout(timer);
      job.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    child.once('error', (error) => finish(new FfmpegError(`ffmpeg could not start (${error.message})`, '')));
    child.once('close', (code, signal) => {
      const tail = stderr.trim();
      if (stopReason) finish(new FfmpegError(stopReason, tail));
      else if (code !== 0) finish(new FfmpegError(`ffmpeg exited with ${code ?? signal}`, tail));
      else finish(null);
    });
  });
}

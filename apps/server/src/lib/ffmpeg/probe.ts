import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { findOnPath } from './locate';

/** What the transcode needs to know about a source, read from its content. */
export interface ProbedMedia {
  /** ffprobe's format names, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  formatNames: string[];
  /** Seconds; null when the container does not say. */
  duration: number | null;
  hasVideo: boolean;
  /** As displayed: a phone video recorded upright (rotated 90°) is taller than wide. */
  width: number | null;
  height: number | null;
  frameRate: number | null;
  hasAudio: boolean;
}

interface FfprobeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number | string }[];
}
interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

function rate(text: string | undefined): number | null {
  const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
  if (!match || Number(match[2]) === 0) return null;
  const value = Number(match[1]) / Number(match[2]);
  return value > 0 && value <= 240 ? Math.round(value * 1000) / 1000 : null;
}

function rotation(stream: FfprobeStream): number {
  const fromSideData = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation;
  const degrees = Number(fromSideData ?? stream.tags?.rotate ?? 0);
  return Number.isFinite(degrees) ? Math.abs(Math.round(degrees)) % 180 : 0;
}

const positive = (text: string | undefined): number | null => {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) && value > 0 ? value : null;
};

/** Reads `ffprobe -print_format json -show_format -show_streams` output. */
export function parseProbe(json: string): ProbedMedia {
  const output = JSON.parse(json) as FfprobeOutput;
  const streams = output.streams ?? [];
  // A cover picture in an audio file is a "video" stream too; it is not a video.
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic && stream.width && stream.height);
  const turned = video ? rotation(video) === 90 : false;
  return {
    formatNames: (output.format?.format_name ?? '').split(',').filter(Boolean),
    duration: positive(output.format?.duration) ?? positive(video?.duration),
    hasVideo: Boolean(video),
    width: video ? (turned ? video.height! : video.width!) : null,
    height: video ? (turned ? video.width! : video.height!) : null,
    frameRate: video ? (rate(video.avg_frame_rate) ?? rate(video.r_frame_rate)) : null,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}

export class ProbeError extends Error {
  override name = 'ProbeError';
}

/** Probes one file; rejects with ProbeError (ffprobe's own last line) when it cannot be read. */
export function probeMedia(ffprobe: string, file: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<ProbedMedia> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  return new Promise((resolve, reject) => {
    execFile(ffprobe, args, { timeout: options.timeoutMs ?? 60_000, signal: options.signal, maxBuffer: 16 * 1024 * 1024, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      if (error) {
        const last = String(stderr).trim().split('\n').at(-1)?.replace(file, basename(file)) ?? '';
        reject(new ProbeError(last || error.message));
        return;
      }
      try {
        resolve(parseProbe(String(stdout)));
      } catch {
        reject(new ProbeError('ffprobe gave no readable answer'));
      }
    });
  });
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function bundledFfprobe(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const { path } = require('@ffprobe-installer/ffprobe') as { path: string };
    return isExecutable(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * ffprobe travels with ffmpeg: beside FFMPEG_PATH when that names a file, then on PATH, then the
 * binary of @ffprobe-installer/ffprobe.
 */
export function locateFfprobe(ffmpegPath: string | null, searchPath = process.env.PATH ?? '', bundled = bundledFfprobe): string {
  if (ffmpegPath && /[\\/]/.test(ffmpegPath)) {
    const beside = join(dirname(ffmpegPath), basename(ffmpegPath).replace(/ffmpeg/i, 'ffprobe'));
    if (beside !== ffmpegPath && isExecutable(beside)) return beside;
  }
  const found = findOnPath('ffprobe', searchPath) ?? bundled();
  if (!found) throw new Error('No ffprobe: install it beside ffmpeg or on PATH, or reinstall so @ffprobe-installer/ffprobe brings its binary');
  return found;
}

/** What `-progress pipe:1` has reported so far. */
export interface FfmpegProgress {
  /** Seconds of output written. */
  outSeconds: number;
  /** 0..1 when the expected output length is known. */
  fraction: number | null;
  /** Encoding speed relative to real time, e.g. 4.2. */
  speed: number | null;
  done: boolean;
}

/**
 * Reads ffmpeg's `key=value` progress stream, which may arrive split anywhere, and reports once
 * per block (each block ends with `progress=continue` or `progress=end`).
 */
export function createProgressReader(expectedSeconds: number | null, onProgress: (progress: FfmpegProgress) => void) {
  let pending = '';
  let outSeconds = 0;
  let speed: number | null = null;

  function line(text: string): void {
    const equals = text.indexOf('=');
    if (equals === -1) return;
    const key = text.slice(0, equals).trim();
    const value = text.slice(equals + 1).trim();
    // out_time_us is the modern name; out_time_ms was always microseconds despite its name.
    if ((key === 'out_time_us' || key === 'out_time_ms') && /^\d+$/.test(value)) outSeconds = Number(value) / 1e6;
    else if (key === 'speed') speed = Number.parseFloat(value) || null;
    else if (key === 'progress') {
      const done = value === 'end';
      const fraction = expectedSeconds ? Math.min(1, done ? 1 : outSeconds / expectedSeconds) : null;
      onProgress({ outSeconds, fraction, speed, done });
    }
  }

  return (chunk: string): void => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}

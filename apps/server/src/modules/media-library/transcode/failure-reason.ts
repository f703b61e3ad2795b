import { MEDIA_FAILURES } from '@ott/contracts/admin-media';

/** ffmpeg's closing words that say nothing about the cause. */
const NOISE = /^(Conversion failed!?|Exiting normally.*|)$/;

/** The last line of ffmpeg's stderr that says something, without the scratch paths it names. */
export function meaningfulLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !NOISE.test(line));
  const last = lines.at(-1) ?? '';
  return last.replace(/(?:\/[^\s/:'"]+)+\/([^\s/:'"]+)/g, '$1').slice(0, 200);
}

/** A failure the same input would meet again: shown with a retry button, not retried blindly. */
export class TranscodeFailure extends Error {
  override name = 'TranscodeFailure';
}

export const failureReason = (base: string, detail: string): string => (detail ? `${base}: ${detail}` : base);
export const transcodeFailure = (stderr: string) => new TranscodeFailure(failureReason(MEDIA_FAILURES.transcode, meaningfulLine(stderr)));

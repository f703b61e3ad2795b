import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

/** A media file's length in seconds, by ffmpeg shipped by npm (no ffprobe there): `ffmpeg -i` prints the Duration and exits non-zero for want of an output. */
export async function mp4Seconds(file: string): Promise<number> {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const output = await promisify(execFile)(ffmpeg, ['-hide_banner', '-i', file]).then(
    ({ stderr }) => stderr,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(output);
  if (!match) throw new Error(`no Duration in ffmpeg's answer: ${output}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

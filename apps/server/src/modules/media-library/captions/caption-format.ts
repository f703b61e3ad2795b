// The package is CommonJS: Node's ESM loader (the built server) sees only its default export.
import webvtt from 'webvtt-parser';

const { WebVTTParser } = webvtt;

export interface WebVttCaptions {
  /** The WebVTT text to store (LF line ends, no byte order mark). */
  text: string;
  /** Where the last cue ends, in seconds. */
  endSeconds: number;
}

/** An SRT timing line: `00:00:01,000 --> 00:00:04,000`, maybe with old position coordinates after it. */
const SRT_TIMING = /^\s*(\d{1,3}):(\d{2}):(\d{2})[,.](\d{1,3})\s*-->\s*(\d{1,3}):(\d{2}):(\d{2})[,.](\d{1,3})/;

const timestamp = (h: string, m: string, s: string, ms: string) => `${h.padStart(2, '0')}:${m}:${s}.${ms.padEnd(3, '0')}`;

/** SubRip to WebVTT: the WEBVTT header, `,` → `.` in timings, cue numbers dropped; cue text kept as it is. */
export function srtToWebVtt(srt: string): string {
  const cues: string[] = [];
  for (const block of srt.split(/\n{2,}/)) {
    const lines = block.trim().split('\n');
    const timingAt = lines.findIndex((line) => SRT_TIMING.test(line));
    if (timingAt < 0 || timingAt > 1) continue;
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = SRT_TIMING.exec(lines[timingAt]!)!;
    // A line of the text that reads as a WebVTT timing would end the cue early: it cannot hold `-->`.
    const text = lines.slice(timingAt + 1).map((line) => line.replaceAll('-->', '->'));
    if (text.length === 0) continue;
    cues.push([`${timestamp(h1!, m1!, s1!, ms1!)} --> ${timestamp(h2!, m2!, s2!, ms2!)}`, ...text].join('\n'));
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

const normalized = (bytes: Buffer): string => bytes.toString('utf8').replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/**
 * An uploaded caption file as WebVTT, or null when it is neither WebVTT nor SubRip with at least one cue.
 * The result is checked by the W3C's WebVTT parser, so what is stored is what players read.
 */
export function toWebVtt(bytes: Buffer): WebVttCaptions | null {
  if (bytes.includes(0)) return null;
  const source = normalized(bytes);
  const firstTiming = source.trimStart().split('\n').slice(0, 3).find((line) => line.includes('-->')) ?? '';
  const text = /^WEBVTT(?:[ \t\n]|$)/.test(source) ? source : SRT_TIMING.test(firstTiming) ? srtToWebVtt(source.trimStart()) : null;
  if (text === null) return null;
  const parsed = new WebVTTParser().parse(text, 'metadata');
  // Cues the parser could not read are left out by players too; a file with none, or no WEBVTT header, is refused.
  if (parsed.cues.length === 0 || parsed.errors.some((error) => /signature/i.test(error.message))) return null;
  return { text: text.endsWith('\n') ? text : `${text}\n`, endSeconds: Math.max(...parsed.cues.map((cue) => cue.endTime)) };
}

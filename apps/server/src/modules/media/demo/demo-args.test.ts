import { describe, expect, it } from 'vitest';
import { ladderArgs, quotedOption } from './demo-args';
import { DEMO_ASSETS } from './demo-assets';

const job = { asset: DEMO_ASSETS[2]!, seconds: 40, outDir: '/media/tmp', segmentPrefix: 'abc123', fontFile: '/fonts/Sans Bold.ttf' };
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1]!;

describe('demo ffmpeg arguments', () => {
  it('renders the pattern once and encodes each rendition with keyframes every 2 seconds', () => {
    const args = ladderArgs(job);
    expect(args.slice(0, 4)).toEqual(['-f', 'lavfi', '-i', 'testsrc2=s=1280x720:r=24:d=40']);
    expect(graphOf(args)).toMatch(/^\[0:v\]hue=h=150,split=2\[s0\]\[s1\];\[s0\]scale=640:360,drawtext=/);
    expect(args.filter((arg) => arg === '-g').length).toBe(2);
    expect(args.join(' ')).toContain('-g 48 -keyint_min 48 -sc_threshold 0');
    expect(args).toContain('/media/tmp/360p/abc123_%05d.ts');
    expect(args.at(-1)).toBe('/media/tmp/720p/index.m3u8');
  });

  it('labels each rendition with a running clock when a font is available, and draws nothing otherwise', () => {
    expect(graphOf(ladderArgs(job))).toContain("fontfile='/fonts/Sans Bold.ttf':text='Court · 360p  %{pts\\:hms}'");
    expect(graphOf(ladderArgs({ ...job, fontFile: null }))).not.toContain('drawtext');
  });

  it('quotes filter option values', () => {
    expect(quotedOption("It's: here")).toBe("'Its: here'");
  });
});

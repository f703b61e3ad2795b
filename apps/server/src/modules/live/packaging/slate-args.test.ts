import { describe, expect, it } from 'vitest';
import { filterValue, slateSegmentArgs } from './slate-args';

const job = { width: 640, height: 360, frameRate: 30, seconds: 2, colour: '#1A73e8', title: 'Hoops TV', subtitle: "We'll be right back", fontFile: '/fonts/Sans Bold.ttf', out: '/live/e7/slate/360p.ts' };
const text = (size: number, y: string, value: string) =>
  `drawtext=fontfile=/fonts/Sans Bold.ttf:expansion=none:text=${value}:fontcolor=white:fontsize=${size}:shadowcolor=black@0.6:shadowx=2:shadowy=2:x=(w-text_w)/2:y=${y}`;

describe('the slate segment', () => {
  it('draws the channel name and the line on its colour, one keyframe at the start, silent AAC', () => {
    expect(slateSegmentArgs(job)).toEqual([
      ...['-f', 'lavfi', '-i', 'color=c=0x1A73e8:s=640x360:r=30', '-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'],
      ...['-filter_complex', `[0:v]format=yuv420p,${text(30, 'h/2-text_h-8', 'Hoops TV')},${text(18, 'h/2+9', "We\\\\\\'ll be right back")}[v]`],
      ...['-map', '[v]', '-map', '1:a', '-frames:v', '60', '-t', '2'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-level:v', '4.0', '-g', '61', '-sc_threshold', '0'],
      ...['-c:a', 'aac', '-b:a', '64k', '-ac', '2', '-ar', '48000', '-f', 'mpegts', '/live/e7/slate/360p.ts'],
    ]);
  });

  it('takes the rendition’s profile and level, and shows the colour alone without a font', () => {
    const args = slateSegmentArgs({ ...job, fontFile: null, h264: { profile: 'main', level: '3.0' } });
    expect(args[args.indexOf('-filter_complex') + 1]).toBe('[0:v]format=yuv420p[v]');
    expect(args.join(' ')).toContain('-profile:v main -level:v 3.0');
  });

  it('makes a long channel name smaller so it fits the width', () => {
    const graph = slateSegmentArgs({ ...job, title: 'The Northern Counties Schools Basketball League' }).join(' ');
    expect(graph).toContain(':fontsize=18:');
    expect(graph).not.toContain(':fontsize=30:');
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => slateSegmentArgs({ ...job, colour: 'red' })).toThrow('Slate colour red is not #rrggbb');
  });

  it('escapes text for the option and the graph that read it', () => {
    expect(filterValue("a:b'c")).toBe("a\\\\:b\\\\\\'c");
    expect(filterValue('[x], y; z\\')).toBe('\\[x\\]\\, y\\; z\\\\\\\\');
  });
});

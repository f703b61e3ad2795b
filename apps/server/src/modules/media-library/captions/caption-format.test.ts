import { describe, expect, it } from 'vitest';
import { srtToWebVtt, toWebVtt } from './caption-format';

const SRT = ['1', '00:00:01,000 --> 00:00:04,500', 'Kick-off!', '', '2', '00:01:02,250 --> 00:01:05,000 X1:10 X2:20 Y1:5 Y2:9', 'Goal for the <i>Ravens</i>', 'two lines', ''].join('\r\n');

describe('caption files', () => {
  it('converts SubRip to WebVTT: header, dots in timings, numbers dropped, text kept', () => {
    expect(srtToWebVtt(SRT.replaceAll('\r\n', '\n'))).toBe(
      ['WEBVTT', '', '00:00:01.000 --> 00:00:04.500', 'Kick-off!', '', '00:01:02.250 --> 00:01:05.000', 'Goal for the <i>Ravens</i>', 'two lines', ''].join('\n'),
    );
  });

  it('reads SubRip with a byte order mark and CRLF line ends, and tells where the last cue ends', () => {
    const result = toWebVtt(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SRT)]));
    expect(result?.text.startsWith('WEBVTT\n\n00:00:01.000 --> 00:00:04.500\nKick-off!\n')).toBe(true);
    expect(result?.text).not.toContain('\r');
    expect(result?.endSeconds).toBe(65);
  });

  it('keeps WebVTT as it is (line ends made LF)', () => {
    const vtt = 'WEBVTT - match\r\n\r\nNOTE made by hand\r\n\r\n00:00.500 --> 00:02.000 line:90%\r\nHello\r\n';
    expect(toWebVtt(Buffer.from(vtt))).toEqual({ text: 'WEBVTT - match\n\nNOTE made by hand\n\n00:00.500 --> 00:02.000 line:90%\nHello\n', endSeconds: 2 });
  });

  it('pads one-digit hours and short milliseconds of loose SubRip files', () => {
    expect(toWebVtt(Buffer.from('1\n0:00:01,5 --> 0:00:02,25\nHi\n'))?.text).toBe('WEBVTT\n\n00:00:01.500 --> 00:00:02.250\nHi\n');
  });

  it('refuses what is neither: plain text, a picture, a WebVTT header without cues, SubRip-looking text without timings', () => {
    expect(toWebVtt(Buffer.from('just some words\nand more'))).toBeNull();
    expect(toWebVtt(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull();
    expect(toWebVtt(Buffer.from('WEBVTT\n\n'))).toBeNull();
    expect(toWebVtt(Buffer.from('WEBVTTX\n\n00:00.500 --> 00:02.000\nHello\n'))).toBeNull();
    expect(toWebVtt(Buffer.from('1\nHello\n\n2\nWorld\n'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatClipTime, parseClipTime } from './clip-time';

describe('clip times (spec §5: hh:mm:ss to seconds)', () => {
  it('reads hh:mm:ss as seconds', () => {
    expect(parseClipTime('00:00:05')).toBe(5);
    expect(parseClipTime('00:01:30')).toBe(90);
    expect(parseClipTime('01:02:03')).toBe(3723);
    expect(parseClipTime(' 1:00:00 ')).toBe(3600);
  });

  it('reads m:ss as a player shows it', () => {
    expect(parseClipTime('0:05')).toBe(5);
    expect(parseClipTime('1:30')).toBe(90);
    expect(parseClipTime(' 12:03 ')).toBe(723);
    expect(parseClipTime('75:00')).toBe(4500);
  });

  it('rejects what is not a time', () => {
    for (const text of ['', '5', ':05', '1:5', '1:60', '00:60:00', '00:00:60', 'ab:cd:ef', '00:00:05.5', '-00:00:01', '1:2:3:4']) expect(parseClipTime(text), text).toBeNull();
  });

  it('writes seconds as hh:mm:ss, whole seconds, never negative', () => {
    expect(formatClipTime(0)).toBe('00:00:00');
    expect(formatClipTime(15.9)).toBe('00:00:15');
    expect(formatClipTime(3723)).toBe('01:02:03');
    expect(formatClipTime(-3)).toBe('00:00:00');
  });

  it('goes back and forth unchanged', () => {
    for (const seconds of [0, 59, 60, 3599, 86399]) expect(parseClipTime(formatClipTime(seconds))).toBe(seconds);
  });
});

import { describe, expect, it } from 'vitest';
import { containerLabel, etaParts, formatBytes, formatClock, formatSpeed, parseClock, secondsLeft, speedMeter } from './format';

describe('media formatting', () => {
  it('writes sizes by 1024 as the server counts its limits, with one decimal under 100', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1_000)).toBe('1,000 B');
    expect(formatBytes(1.2 * 2 ** 20)).toBe('1.2 MB');
    expect(formatBytes(20 * 2 ** 30)).toBe('20 GB');
    expect(formatBytes(1.2 * 2 ** 20, 'fr')).toBe('1,2 Mo');
  });

  it('writes a speed per second, and nothing while none is measured', () => {
    expect(formatSpeed(2.5 * 2 ** 20)).toBe('2.5 MB/s');
    expect(formatSpeed(null)).toBeNull();
    expect(formatSpeed(0)).toBeNull();
  });

  it('works out the time left from the bytes left and the speed, in seconds, minutes or hours', () => {
    expect(secondsLeft(10_000_000, 2_000_000)).toBe(5);
    expect(secondsLeft(10_000_000, null)).toBeNull();
    expect(etaParts(5)).toEqual({ unit: 'seconds', count: 5 });
    expect(etaParts(0.2)).toEqual({ unit: 'seconds', count: 1 });
    expect(etaParts(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(etaParts(3_600 + 5 * 60 + 10)).toEqual({ unit: 'hours', count: 1, minutes: 6 });
  });

  it('writes and reads clock times', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3_723)).toBe('1:02:03');
    expect(parseClock('1:05')).toBe(65);
    expect(parseClock('1:02:03')).toBe(3_723);
    expect(parseClock('90')).toBe(90);
    expect(parseClock('12.5')).toBe(12.5);
    expect(parseClock('1:75')).toBeNull();
    expect(parseClock('soon')).toBeNull();
  });

  it('measures speed over a sliding window and starts afresh when an upload goes back', () => {
    const meter = speedMeter(5_000);
    meter.add(0, 0);
    expect(meter.speed()).toBeNull();
    meter.add(1_000, 1_000_000);
    meter.add(2_000, 2_000_000);
    expect(meter.speed()).toBe(1_000_000);
    // Slower later: the old fast samples leave the window.
    meter.add(8_000, 2_600_000);
    meter.add(10_000, 3_000_000);
    expect(meter.speed()).toBe(200_000);
    meter.add(11_000, 100);
    expect(meter.speed()).toBeNull();
  });

  it('names the container as operators know it', () => {
    expect(containerLabel('mov,mp4,m4a,3gp,3g2,mj2')).toBe('MP4 / MOV');
    expect(containerLabel('matroska,webm')).toBe('MKV / WebM');
    expect(containerLabel('avi')).toBe('avi');
    expect(containerLabel(null)).toBe('—');
  });
});

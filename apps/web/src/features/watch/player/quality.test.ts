import { describe, expect, it } from 'vitest';
import { levelLabel, qualityChoices } from './quality';

const ladder = [
  { index: 0, height: 360, bitrate: 800_000 },
  { index: 1, height: 720, bitrate: 2_800_000 },
  { index: 2, height: 720, bitrate: 2_000_000 },
];

describe('quality menu', () => {
  it('lists the ladder highest first, one entry per height', () => {
    expect(qualityChoices(ladder)).toEqual([
      { index: 1, label: '720p' },
      { index: 0, label: '360p' },
    ]);
  });

  it('names the level playing now', () => {
    expect(levelLabel(ladder, 0)).toBe('360p');
    expect(levelLabel(ladder, 9)).toBeNull();
  });
});

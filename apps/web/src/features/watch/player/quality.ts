import type { QualityLevel } from './stream-engine';

export interface QualityChoice {
  /** hls.js level index to pick. */
  index: number;
  /** e.g. "720p" */
  label: string;
}

/** The ladder as a menu: highest first, one entry per height (the richest bitrate of that height). */
export function qualityChoices(levels: readonly QualityLevel[]): QualityChoice[] {
  const byHeight = new Map<number, QualityLevel>();
  for (const level of levels) {
    const known = byHeight.get(level.height);
    if (level.height > 0 && (!known || level.bitrate > known.bitrate)) byHeight.set(level.height, level);
  }
  return [...byHeight.values()].sort((a, b) => b.height - a.height).map((level) => ({ index: level.index, label: `${level.height}p` }));
}

/** "720p" for a level index, when known. */
export function levelLabel(levels: readonly QualityLevel[], index: number): string | null {
  const level = levels.find((candidate) => candidate.index === index);
  return level && level.height > 0 ? `${level.height}p` : null;
}

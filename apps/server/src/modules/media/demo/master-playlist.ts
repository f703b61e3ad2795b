import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FRAME_RATE, LADDER, type Rendition, SEGMENT_SECONDS } from './ladder';

export interface VariantRate {
  rendition: Rendition;
  /** Peak bits per second over any segment. */
  peak: number;
  average: number;
}

/** Measures each rendition from its segment files: BANDWIDTH must be the real peak for players to pick well. */
export function measureVariants(assetDir: string): VariantRate[] {
  return LADDER.map((rendition) => {
    const sizes = readdirSync(join(assetDir, rendition.name))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => statSync(join(assetDir, rendition.name, file)).size);
    const bits = sizes.map((size) => size * 8);
    const total = bits.reduce((sum, value) => sum + value, 0);
    return { rendition, peak: Math.ceil(Math.max(0, ...bits) / SEGMENT_SECONDS), average: Math.ceil(total / Math.max(1, sizes.length * SEGMENT_SECONDS)) };
  });
}

export function masterPlaylist(variants: VariantRate[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const { rendition, peak, average } of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},RESOLUTION=${rendition.width}x${rendition.height},FRAME-RATE=${FRAME_RATE.toFixed(3)},CODECS="${rendition.codecs}"`,
      `${rendition.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

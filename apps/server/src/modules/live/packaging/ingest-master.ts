import { RENDITION_PLAYLIST } from './ladder-args';
import type { PlannedRendition } from './ladder-plan';

/** Video is encoded with a maxrate 10 % above its target; BANDWIDTH is the peak a player must be able to carry. */
const PEAK_FACTOR = 1.1;

/**
 * The live master playlist of a plan, its renditions in the plan's order (lowest first, so a player
 * that takes the first variant starts fast). CODECS is left out for a passed-through source whose
 * profile is unknown: a wrong CODECS makes players skip a variant they could play.
 */
export function ingestMaster(plan: PlannedRendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of plan) {
    const peak = Math.round((rendition.videoKbps * PEAK_FACTOR + rendition.audioKbps) * 1000);
    const average = (rendition.videoKbps + rendition.audioKbps) * 1000;
    const codecs = rendition.codecs ? `,CODECS="${rendition.codecs}"` : '';
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},RESOLUTION=${rendition.width}x${rendition.height}${codecs}`, `${rendition.name}/${RENDITION_PLAYLIST}`);
  }
  return `${lines.join('\n')}\n`;
}

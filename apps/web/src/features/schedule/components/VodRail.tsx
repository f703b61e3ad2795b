import type { VodMediaRail } from '@ott/contracts/vod';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { prefersReducedMotion, useAutoAdvance, usePauseOnInteraction } from '../../../lib/use-auto-advance';
import { VodCard } from './VodCard';

/** Spec §2: the library's rails move on every 5000 ms. */
export const RAIL_INTERVAL_MS = 5000;

function atEnd(track: HTMLElement | null): boolean {
  return !!track && track.scrollWidth > 0 && track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
}

/** Where the track must scroll to show `card` first (cards are positioned within the track). */
function scrollLeftFor(track: HTMLElement, card: HTMLElement): number {
  return card.offsetLeft - (Number.parseFloat(getComputedStyle(track).paddingLeft) || 0);
}

/**
 * A rail of videos that scrolls one card further every 5 s (back to the start after the last),
 * pauses while hovered or focused, stays still for visitors who prefer reduced motion, and
 * follows the visitor's own swipes and scrolls.
 */
export function VodRail({ rail }: { rail: VodMediaRail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const { paused, handlers } = usePauseOnInteraction();
  const count = rail.vod_media_items.length;
  const [index, setIndex] = useAutoAdvance(count, RAIL_INTERVAL_MS, paused || reducedMotion, (current) =>
    atEnd(trackRef.current) ? 0 : (current + 1) % count,
  );
  const shownIndex = useRef(0);

  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    const track = trackRef.current;
    const card = track?.children[index] as HTMLElement | undefined;
    if (track && card) track.scrollTo?.({ left: scrollLeftFor(track, card), behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [index, reducedMotion]);

  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);
  const onScroll = () => {
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const track = trackRef.current;
      if (!track) return;
      const cards = Array.from(track.children) as HTMLElement[];
      const nearest = cards.reduce((best, card, i) => {
        const distance = Math.abs(scrollLeftFor(track, card) - track.scrollLeft);
        return distance < best.distance ? { i, distance } : best;
      }, { i: 0, distance: Number.POSITIVE_INFINITY }).i;
      if (nearest !== shownIndex.current) {
        shownIndex.current = nearest;
        setIndex(nearest);
      }
    }, 150);
  };

  if (!count) return null;
  return (
    <section className="vod-rail" aria-labelledby={headingId} data-position={index} {...handlers}>
      <div className="section-head">
        <h2 id={headingId} className="section-title">
          {rail.title}
        </h2>
        <div className="vod-rail__controls">
          <button type="button" className="vod-rail__control" aria-label={t('vod.previous')} onClick={() => setIndex((index - 1 + count) % count)}>
            ‹
          </button>
          <button type="button" className="vod-rail__control" aria-label={t('vod.next')} onClick={() => setIndex(atEnd(trackRef.current) ? 0 : (index + 1) % count)}>
            ›
          </button>
        </div>
      </div>
      <ul ref={trackRef} className="snap-rail vod-rail__track" onScroll={onScroll}>
        {rail.vod_media_items.map((item) => (
          <li key={item.id}>
            <VodCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

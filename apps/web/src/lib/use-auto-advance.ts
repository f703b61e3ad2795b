import { useEffect, useState, type FocusEvent } from 'react';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
}

/**
 * An index that moves to `next(current)` every `intervalMs` while not paused. Any change of the
 * index (a visitor's click or swipe included) restarts the wait, so a manual move is never
 * followed at once by an automatic one.
 */
export function useAutoAdvance(
  count: number,
  intervalMs: number,
  paused: boolean,
  next: (current: number) => number = (current) => (current + 1) % count,
): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  const safeIndex = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex(next(safeIndex)), intervalMs);
    return () => clearTimeout(timer);
    // `next` may be a new function each render; the index and pause state decide the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, count, intervalMs, safeIndex]);

  return [safeIndex, setIndex];
}

/** Hover or keyboard focus inside an element pauses its motion (WCAG 2.2.2). */
export function usePauseOnInteraction() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

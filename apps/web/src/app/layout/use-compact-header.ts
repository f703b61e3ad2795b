import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

const PHONE_QUERY = '(max-width: 1023px)';
const onPhone = () => typeof window !== 'undefined' && (window.matchMedia?.(PHONE_QUERY).matches ?? false);

/** How many pixels the row, or any of its parts, lacks to show its content on one line. */
function overflowOf(row: HTMLElement): number {
  const parts = [row, ...Array.from(row.children)];
  return Math.max(0, ...parts.map((part) => part.scrollWidth - part.clientWidth - 1));
}

/**
 * The header switches to its hamburger layout on small screens, and on any screen where the
 * channel's menu (whatever its length and language) does not fit on one line. `phoneHint`: the layout the page was
 * drawn in (FirstRenderHints.phone); unset, the browser's media query decides.
 */
export function useCompactHeader(rowRef: RefObject<HTMLElement | null>, contentKey: string, phoneHint?: boolean): boolean {
  // A phone starts compact: rendering the full menu first, to swap it at once, cost its first render a second pass.
  const [compact, setCompact] = useState(() => phoneHint ?? onPhone());
  const compactRef = useRef(compact);
  const neededWidth = useRef(0);

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const phone = window.matchMedia?.(PHONE_QUERY);
    const apply = (value: boolean) => {
      compactRef.current = value;
      setCompact(value);
    };
    const check = () => {
      if (phone?.matches) return apply(true);
      if (!compactRef.current) {
        const shortfall = overflowOf(row);
        if (shortfall > 0) {
          neededWidth.current = row.clientWidth + shortfall;
          apply(true);
        }
      } else if (row.clientWidth >= neededWidth.current) {
        apply(false);
      }
    };
    // New content (another language) is measured afresh in the full layout, before paint.
    neededWidth.current = 0;
    if (!phone?.matches) apply(false);
    check();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    observer?.observe(row);
    phone?.addEventListener?.('change', check);
    return () => {
      observer?.disconnect();
      phone?.removeEventListener?.('change', check);
    };
  }, [rowRef, contentKey]);

  return compact;
}

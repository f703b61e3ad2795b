import { useEffect, type RefObject } from 'react';

/**
 * When focus moves into the player from outside (tabbing to its play button), the browser scrolls only the control
 * into view, which can leave the picture under the sticky header. The whole player is brought into view instead; the
 * page's scroll-padding-top keeps it below the header.
 */
export function useFocusInView(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && container.contains(event.relatedTarget)) return;
      container.scrollIntoView?.({ block: 'nearest' });
    };
    container.addEventListener('focusin', onFocusIn);
    return () => container.removeEventListener('focusin', onFocusIn);
  }, [containerRef]);
}

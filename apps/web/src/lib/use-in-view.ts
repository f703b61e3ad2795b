import { useCallback, useEffect, useRef, useState } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * True once the referenced element comes within `rootMargin` of the viewport (and stays true).
 * Lets below-the-fold content fetch its code and data only when the visitor gets near it (moving
 * focus there scrolls it near too, so keyboard users get it the same way).
 */
export function useInView<T extends Element>(rootMargin = '300px'): [(node: T | null) => void, boolean] {
  // A browser that cannot observe shows it at once; a render on the server (the landing page's first screen) leaves
  // it to the browser's app, as a browser's first render does.
  const [seen, setSeen] = useState(() => typeof window !== 'undefined' && !canObserve());
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || !canObserve()) return;
      const watcher = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          watcher.disconnect();
          setSeen(true);
        },
        { rootMargin },
      );
      watcher.observe(node);
      observer.current = watcher;
    },
    [rootMargin],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, seen];
}

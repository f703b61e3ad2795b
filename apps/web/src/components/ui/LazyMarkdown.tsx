import { lazy, Suspense, type ComponentProps } from 'react';
import { useInView } from '../../lib/use-in-view';

const Markdown = lazy(async () => ({ default: (await import('./Markdown')).Markdown }));

/**
 * Markdown for below-the-fold shell content (footer, home blocks): the renderer (~7 kB gzip) loads
 * only when the block comes near the viewport, so a landing page whose footer renders unscrolled
 * does not pay for it.
 */
export function LazyMarkdown(props: ComponentProps<typeof Markdown>) {
  const [ref, near] = useInView<HTMLDivElement>('600px');
  const slot = <div ref={ref} className={props.className ?? 'prose'} />;
  if (!near) return slot;
  return (
    <Suspense fallback={slot}>
      <Markdown {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, type ComponentProps } from 'react';

const Markdown = lazy(async () => ({ default: (await import('./Markdown')).Markdown }));

/** Markdown for below-the-fold shell content (footer, home blocks): the renderer loads on demand. */
export function LazyMarkdown(props: ComponentProps<typeof Markdown>) {
  return (
    <Suspense fallback={null}>
      <Markdown {...props} />
    </Suspense>
  );
}

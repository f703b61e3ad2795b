import { useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { firstRenderHints } from '../../lib/first-render-hints';

interface FirstScreenPartProps extends HTMLAttributes<HTMLElement> {
  as: 'section' | 'div';
  children: ReactNode;
}

/**
 * A part of a screen the server may have sent drawn (src/first-screen). When the app takes such a page over, its first
 * render leaves this part as the page drew it, and renders it in a task of its own just after: the app's first render
 * then comes in several short tasks rather than one long one, and the visitor sees no change. Anywhere else, it is
 * simply its element.
 */
export function FirstScreenPart({ as: Element, children, ...attributes }: FirstScreenPartProps) {
  const [rendered, setRendered] = useState(() => !firstRenderHints().takingOver);
  useEffect(() => {
    if (rendered) return;
    const timer = setTimeout(() => setRendered(true));
    return () => clearTimeout(timer);
  }, [rendered]);
  // While the app takes the page over, an element with inner HTML keeps the children the page was sent with.
  return rendered ? <Element {...attributes}>{children}</Element> : <Element {...attributes} dangerouslySetInnerHTML={{ __html: '' }} />;
}

import { Suspense, useState, type HTMLAttributes, type ReactNode } from 'react';
import { firstRenderHints } from '../../lib/first-render-hints';
import { nextTask } from '../../lib/next-task';

interface FirstScreenPartProps extends HTMLAttributes<HTMLElement> {
  as: 'section' | 'div';
  children: ReactNode;
}

/**
 * A part of a screen the server may have sent drawn (src/first-screen). When the app takes such a page over, its first
 * render leaves this part as the page drew it and adopts it in a task of its own just after, each part in turn: the
 * takeover comes in several short tasks rather than one long one, and the page's elements stay (nothing is painted
 * again, so the largest paint stays the page's own). Anywhere else, it is simply its element.
 */
export function FirstScreenPart({ as: Element, children, ...attributes }: FirstScreenPartProps) {
  return (
    <Suspense fallback={null}>
      <AfterItsTurn>
        <Element {...attributes}>{children}</Element>
      </AfterItsTurn>
    </Suspense>
  );
}

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

let lastTurn: Promise<void> = Promise.resolve();

/** The next task after the parts before it have had theirs. */
function takeTurn(): Turn {
  lastTurn = lastTurn.then(nextTask);
  const turn: Turn = { promise: lastTurn.then(() => void (turn.done = true)), done: false };
  return turn;
}

// Preact keeps what the page drew of a component that suspends while it hydrates, and hydrates it when the component
// renders again (the Suspense boundary above, once the promise is kept); the component's state is kept meanwhile.
function AfterItsTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (firstRenderHints().takingOver ? takeTurn() : null));
  if (turn && !turn.done) throw turn.promise;
  return <>{children}</>;
}

import { Suspense, useLayoutEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { firstRenderHints, TurnHintsProvider } from '../../lib/first-render-hints';
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
    <FirstScreenTurn>
      <Element {...attributes}>{children}</Element>
    </FirstScreenTurn>
  );
}

/**
 * The same for a component the page drew whose element is its own (the header): adopted in its turn. It must render
 * one element, the one the page drew; Preact keeps a single element of a component that suspends while it hydrates.
 */
export function FirstScreenTurn({ children }: { children: ReactNode }) {
  // Here, above the part that suspends: Preact starts the state of a component that suspends in its first render afresh
  // when it renders again.
  const [{ turn, hints }] = useState(() => {
    const hints = firstRenderHints();
    return { turn: hints.takingOver ? takeTurn() : null, hints };
  });
  // A part that goes before its turn (another screen opened) no longer holds anything up.
  useLayoutEffect(() => () => turn?.adopted(), [turn]);
  return (
    <Suspense fallback={null}>
      <AfterItsTurn turn={turn}>
        {/* Drawn by the hints of the render that drew the page: start-up has cleared them by the time the part renders. */}
        <TurnHintsProvider value={hints}>{children}</TurnHintsProvider>
      </AfterItsTurn>
    </Suspense>
  );
}

interface Turn {
  promise: Promise<void>;
  done: boolean;
  /** Called once the part is the app's. */
  adopted: () => void;
}

let lastTurn: Promise<void> = Promise.resolve();
const adoptions: Array<Promise<void>> = [];

/** The next task after the parts before it have had theirs. */
function takeTurn(): Turn {
  lastTurn = lastTurn.then(nextTask);
  let adopted!: () => void;
  adoptions.push(new Promise<void>((resolve) => (adopted = resolve)));
  const turn: Turn = { promise: lastTurn.then(() => void (turn.done = true)), done: false, adopted };
  return turn;
}

/**
 * Resolves once every part of a page being taken over is the app's (at once when there is none). A part's turn ends in a
 * timer, but it is drawn in the renderer's next batch, a task of its own: whatever waits for the parts waits for this.
 */
export const firstScreenAdopted = (): Promise<void> => Promise.all(adoptions).then(() => undefined);

// Preact keeps what the page drew of a component that suspends while it hydrates, and hydrates it when the component
// renders again (the Suspense boundary above, once the promise is kept).
function AfterItsTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  useLayoutEffect(() => {
    if (turn?.done) turn.adopted();
  }, [turn]);
  if (turn && !turn.done) throw turn.promise;
  return <>{children}</>;
}

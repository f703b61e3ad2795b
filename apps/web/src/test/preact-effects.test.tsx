import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { expect, it } from 'vitest';
import { runWaitingEffects } from './preact-effects';

it('runs the effects still waiting for a frame, and those of the renders they cause, at once', async () => {
  const seen: string[] = [];
  function Counter() {
    const [count, setCount] = useState(0);
    useEffect(() => {
      seen.push(`effect ${count}`);
      if (count === 0) setCount(1);
    }, [count]);
    return <p>{count}</p>;
  }
  // Rendered as the app renders, outside act(), which would run the effects itself.
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  flushSync(() => root.render(<Counter />));
  expect(container.textContent).toBe('0');
  expect(seen).toEqual([]);

  await runWaitingEffects();
  expect(seen).toEqual(['effect 0', 'effect 1']);
  expect(container.textContent).toBe('1');
  root.unmount();
  container.remove();
});

import { hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFirstRenderHints } from '../../lib/first-render-hints';
import { FirstScreenPart } from './FirstScreenPart';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const Screen = () => (
  <main>
    <FirstScreenPart as="section" aria-label="Featured">
      <h2>Featured</h2>
      <Counter name="hero" />
    </FirstScreenPart>
    <FirstScreenPart as="section" aria-label="Coming up">
      <h2>Coming up</h2>
      <Counter name="rail" />
    </FirstScreenPart>
  </main>
);

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  setFirstRenderHints({});
  document.body.innerHTML = '';
});

describe('FirstScreenPart', () => {
  it("adopts the page's own elements when the app takes a sent screen over, one part per task", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Screen />);
    document.body.append(container);
    const sent = [...container.querySelectorAll('section, h2, button')];
    const [heroButton, railButton] = container.querySelectorAll('button');

    setFirstRenderHints({ takingOver: true });
    hydrate(<Screen />, container);
    setFirstRenderHints({});
    expect(container.innerHTML).toBe(renderToString(<Screen />));

    // Before its turn a part is the page's drawing: its button does nothing yet.
    heroButton!.click();
    await Promise.resolve();
    expect(heroButton!.textContent).toBe('hero 0');

    await nextTask();
    heroButton!.click();
    railButton!.click();
    await nextTask();
    expect(heroButton!.textContent).toBe('hero 1');
    expect(railButton!.textContent).toBe('rail 0');

    await nextTask();
    railButton!.click();
    await nextTask();
    expect(railButton!.textContent).toBe('rail 1');
    // The same elements throughout: adopted, not drawn again.
    expect([...container.querySelectorAll('section, h2, button')]).toEqual(sent);
    expect(sent.every((element) => element.isConnected)).toBe(true);
  });

  it('is simply its element when no sent screen is taken over', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { render } = await import('preact');
    render(<Screen />, container);
    expect(container.innerHTML).toBe(renderToString(<Screen />));
    container.querySelector('button')!.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(container.querySelector('button')!.textContent).toBe('hero 1');
  });
});

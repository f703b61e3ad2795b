import { hydrate, options } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setFirstRenderHints } from '../../lib/first-render-hints';
import { createTaskScheduler } from '../../lib/render-in-tasks';
import { FirstScreenPart, firstScreenAdopted } from './FirstScreenPart';

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

  it("tells once every part is the app's", async () => {
    // As in the app (start.tsx): a part whose turn has come is drawn in the renderer's next batch, a task later.
    const debounce = options.debounceRendering;
    options.debounceRendering = createTaskScheduler();
    onTestFinished(() => void (options.debounceRendering = debounce));
    const mounted: string[] = [];
    const Mounted = ({ name }: { name: string }) => {
      useLayoutEffect(() => void mounted.push(name), [name]);
      return <p>{name}</p>;
    };
    const Parts = () => (
      <main>
        <FirstScreenPart as="section">
          <Mounted name="hero" />
        </FirstScreenPart>
        <FirstScreenPart as="section">
          <Mounted name="rail" />
        </FirstScreenPart>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Parts />);
    document.body.append(container);
    mounted.length = 0;

    setFirstRenderHints({ takingOver: true });
    hydrate(<Parts />, container);
    setFirstRenderHints({});
    let mountedWhenAdopted: string[] | null = null;
    void firstScreenAdopted().then(() => void (mountedWhenAdopted = [...mounted]));
    await nextTask();
    expect(mountedWhenAdopted).toBe(null);
    await vi.waitFor(() => expect(mountedWhenAdopted).toEqual(['hero', 'rail']));
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

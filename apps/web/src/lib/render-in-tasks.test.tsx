import { screen } from '@testing-library/react';
import { options, render } from 'preact';
import { useState, type KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTaskScheduler } from './render-in-tasks';

describe('the task scheduler of batched renders', () => {
  it('runs each batch after the task that queued it, in order, each in a task of its own', async () => {
    const schedule = createTaskScheduler();
    const seen: string[] = [];
    schedule(() => {
      seen.push('first batch');
      // What a batch's own work queues still belongs to its task, ahead of the next batch.
      queueMicrotask(() => seen.push("the first batch's microtask"));
    });
    schedule(() => seen.push('second batch'));
    await Promise.resolve();
    seen.push('the queuing task, microtasks included');
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen).toEqual(['the queuing task, microtasks included', 'first batch', "the first batch's microtask", 'second batch']);
  });

  it('is not a timer: fake timers, as a hidden tab throttles them, do not hold a render back', async () => {
    vi.useFakeTimers();
    try {
      const schedule = createTaskScheduler();
      const rendered = new Promise<string>((resolve) => schedule(() => resolve('rendered')));
      await expect(rendered).resolves.toBe('rendered');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the task scheduler and what a person does', () => {
  it('renders a batch still waiting before the handlers of the next key run', async () => {
    const page = document.createElement('div');
    const field = page.appendChild(document.createElement('input'));
    const schedule = createTaskScheduler(page);
    const seen: string[] = [];
    schedule(() => seen.push('the waiting batch'));
    field.addEventListener('keydown', () => seen.push("the field's keydown handler"));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(seen).toEqual(['the waiting batch', "the field's keydown handler"]);
    // Its message, once it comes (before a later batch's: messages keep their order), finds nothing left to run.
    schedule(() => seen.push('a later batch'));
    await vi.waitFor(() => expect(seen).toContain('a later batch'));
    expect(seen).toEqual(['the waiting batch', "the field's keydown handler", 'a later batch']);
  });

  it("renders the batch an input's handler queues in that event's microtask, not a task later", async () => {
    const page = document.createElement('div');
    const field = page.appendChild(document.createElement('input'));
    const schedule = createTaskScheduler(page);
    const seen: string[] = [];
    field.addEventListener('input', () => schedule(() => seen.push('rendered')));
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await Promise.resolve();
    expect(seen).toEqual(['rendered']);
    // Once the event is over, what comes in renders in a task of its own again.
    schedule(() => seen.push('data came in'));
    await Promise.resolve();
    expect(seen).toEqual(['rendered']);
    await vi.waitFor(() => expect(seen).toEqual(['rendered', 'data came in']));
  });

  it('counts two keys pressed in one frame as two steps on a component that reads its state in the handler', async () => {
    const earlier = options.debounceRendering;
    const page = document.body.appendChild(document.createElement('div'));
    options.debounceRendering = createTaskScheduler(page);
    try {
      function Stepper() {
        const [value, setValue] = useState(0);
        const onKeyDown = (event: KeyboardEvent) => setValue(value + (event.key === 'PageUp' ? 10 : -1));
        return <input aria-label="Value" value={String(value)} onKeyDown={onKeyDown} readOnly />;
      }
      render(<Stepper />, page);
      const field = screen.getByRole('textbox', { name: 'Value' });
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageUp', bubbles: true }));
      // A browser runs the microtasks after each handler, and the next key may come before any other task.
      await Promise.resolve();
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
      await vi.waitFor(() => expect(field).toHaveValue('9'));
    } finally {
      options.debounceRendering = earlier;
      render(null, page);
      page.remove();
    }
  });
});

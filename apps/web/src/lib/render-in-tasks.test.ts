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

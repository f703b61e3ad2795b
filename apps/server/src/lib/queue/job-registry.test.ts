import { describe, expect, it, vi } from 'vitest';
import { createJobRegistry } from './job-registry';
import type { JobQueue } from './types';

function fakeQueue(): JobQueue {
  return {
    backend: 'database',
    define: vi.fn(),
    enqueue: vi.fn(async () => {}),
    start: vi.fn(async () => {}),
    stop: vi.fn(async () => {}),
    drain: vi.fn(async () => {}),
    purgeFinished: vi.fn(async () => 0),
    depth: vi.fn(async () => []),
  };
}

const declared = [{ name: 'mail.deliver' }, { name: 'clips.render' }];
const noop = async () => {};

describe('the job registry', () => {
  it('gives each declared job type its handler on the queue, once', () => {
    const queue = fakeQueue();
    const registry = createJobRegistry(queue, declared);
    registry.define('clips.render', noop, { attempts: 2 });
    expect(queue.define).toHaveBeenCalledWith('clips.render', noop, { attempts: 2 });
    expect(registry.handled()).toEqual(['clips.render']);
    expect(registry.unhandled()).toEqual(['mail.deliver']);
    expect(() => registry.define('clips.render', noop)).toThrow('Job type "clips.render" already has a handler');
  });

  it('refuses a handler or a job of an undeclared type', async () => {
    const queue = fakeQueue();
    const registry = createJobRegistry(queue, declared);
    const undeclared = 'Job type "payments.sandbox-refund" is not declared: add it to JOB_TYPES (apps/server/src/job-types.ts)';
    expect(() => registry.define('payments.sandbox-refund', noop)).toThrow(undeclared);
    expect(() => registry.enqueue('payments.sandbox-refund', {})).toThrow(undeclared);
    expect(queue.define).not.toHaveBeenCalled();
    expect(queue.enqueue).not.toHaveBeenCalled();
  });

  it('does not start the worker while a declared type has no handler', async () => {
    const queue = fakeQueue();
    const registry = createJobRegistry(queue, declared);
    registry.define('mail.deliver', noop);
    await expect(registry.start()).rejects.toThrow('No handler for job type(s) "clips.render": the worker would never run them');
    expect(queue.start).not.toHaveBeenCalled();
    registry.define('clips.render', noop);
    await registry.start();
    expect(queue.start).toHaveBeenCalledOnce();
  });
});

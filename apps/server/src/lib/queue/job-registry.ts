import type { JobQueue } from './types';

/**
 * The queue the server uses: the only place where a job name meets its handler. It knows every
 * declared job type (JOB_TYPES) and refuses, loudly, a handler or a job of an undeclared name, a
 * second handler for one name, and a start while a declared type has no handler, so a job can
 * neither wait forever for a worker that cannot run it nor run without being declared.
 */
export interface JobRegistry extends JobQueue {
  /** Names of the declared job types that have a handler, in declaration order. */
  handled(): string[];
  /** Names of the declared job types still without a handler. */
  unhandled(): string[];
}

export function createJobRegistry(queue: JobQueue, declared: readonly { readonly name: string }[]): JobRegistry {
  const names = new Set(declared.map((job) => job.name));
  const handlers = new Set<string>();

  function checkDeclared(name: string): void {
    if (!names.has(name)) throw new Error(`Job type "${name}" is not declared: add it to JOB_TYPES (apps/server/src/job-types.ts)`);
  }

  const unhandled = () => declared.map((job) => job.name).filter((name) => !handlers.has(name));

  return {
    backend: queue.backend,
    define(name, handler, settings) {
      checkDeclared(name);
      if (handlers.has(name)) throw new Error(`Job type "${name}" already has a handler`);
      handlers.add(name);
      queue.define(name, handler, settings);
    },
    enqueue(name, payload, options) {
      checkDeclared(name);
      return queue.enqueue(name, payload, options);
    },
    async start() {
      const missing = unhandled();
      if (missing.length > 0) throw new Error(`No handler for job type(s) ${missing.map((name) => `"${name}"`).join(', ')}: the worker would never run them`);
      await queue.start();
    },
    stop: () => queue.stop(),
    drain: (options) => queue.drain(options),
    purgeFinished: () => queue.purgeFinished(),
    depth: () => queue.depth(),
    handled: () => declared.map((job) => job.name).filter((name) => handlers.has(name)),
    unhandled,
  };
}

import type { z } from 'zod';
import type { EnqueueOptions, JobHandler, JobQueue, JobSettings } from './types';

/**
 * One kind of background job: its name, the shape of its payload and how it runs. Producers and
 * the worker both go through it, so a payload is checked when it is enqueued and again when it
 * runs (a job stored by an older version fails loudly instead of half-running).
 */
export interface JobType<Payload> {
  readonly name: string;
  readonly payload: z.ZodType<Payload>;
  readonly settings: Partial<JobSettings>;
}

export function jobType<Schema extends z.ZodType>(name: string, payload: Schema, settings: Partial<JobSettings> = {}): JobType<z.output<Schema>> {
  return { name, payload: payload as unknown as z.ZodType<z.output<Schema>>, settings };
}

/** Registers the worker's handler of one job type. */
export function handleJob<Payload>(queue: JobQueue, job: JobType<Payload>, handler: JobHandler<Payload>): void {
  queue.define<unknown>(job.name, (raw, context) => handler(job.payload.parse(raw), context), job.settings);
}

/** Stores a job of one type durably; resolves once stored. */
export function enqueueJob<Payload>(queue: JobQueue, job: JobType<Payload>, payload: Payload, options?: EnqueueOptions): Promise<void> {
  return queue.enqueue(job.name, job.payload.parse(payload), options);
}

import { DEFAULT_JOB_SETTINGS, type JobContext, type JobHandler, type JobSettings } from './types';

export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
  constructor(timeoutMs: number) {
    super(`job timed out after ${timeoutMs} ms`);
  }
}

/** Delay before the run after `failedAttempt` (1-based): backoff, 2×backoff, 4×backoff, … */
export function retryDelay(failedAttempt: number, backoffMs: number): number {
  return backoffMs * 2 ** Math.max(0, failedAttempt - 1);
}

const JOB_NAME = /^[a-z][a-z0-9_.-]{0,99}$/i;
// BullMQ refuses ':' in ids; both backends take the same ids so code never depends on the backend.
const JOB_ID = /^[\w.@+-]{1,200}$/;

export function checkJobName(name: string): void {
  if (!JOB_NAME.test(name)) throw new Error(`Invalid job name "${name}": letters, digits, '.', '_' and '-', starting with a letter`);
}

export function checkJobId(jobId: string): void {
  if (!JOB_ID.test(jobId)) throw new Error(`Invalid job id "${jobId}": 1–200 letters, digits or . _ @ + -`);
}

export function settingsWithDefaults(settings: Partial<JobSettings> = {}): JobSettings {
  const resolved = { ...DEFAULT_JOB_SETTINGS, ...settings };
  for (const [key, value] of Object.entries(resolved)) {
    const floor = key === 'backoffMs' ? 0 : 1;
    if (!Number.isInteger(value) || value < floor) throw new Error(`Job setting ${key} must be an integer ≥ ${floor}`);
  }
  return resolved;
}

/**
 * Runs one attempt: the handler's signal aborts at the timeout (or when `cancel` aborts), and the
 * attempt fails at that moment even if the handler ignores the signal.
 */
export async function runJob<Payload>(
  handler: JobHandler<Payload>,
  payload: Payload,
  context: Omit<JobContext, 'signal'>,
  timeoutMs: number,
  cancel?: AbortSignal,
): Promise<void> {
  const timeout = new AbortController();
  const signal = cancel ? AbortSignal.any([timeout.signal, cancel]) : timeout.signal;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeoutError(timeoutMs);
      timeout.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    await Promise.race([handler(payload, { ...context, signal }), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

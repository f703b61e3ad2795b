/** Spec §7/§9: every analytics call gives up after 30 seconds. */
export const ANALYTICS_TIMEOUT_MS = 30_000;
/** Waits before each retry of a call that failed on the network or with a 5xx. */
export const RETRY_DELAYS_MS = [1_000, 4_000, 15_000];

/** A call the server answered with an error status. */
export class AnalyticsHttpError extends Error {
  constructor(readonly status: number) {
    super(`analytics answered ${status}`);
  }
}

/** Network failures, time-outs and 5xx may pass; a 4xx says the items are wrong, and sending them again would not help. */
export const isRetryable = (error: unknown) => !(error instanceof AnalyticsHttpError) || error.status >= 500;

export interface CallOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** One call with the spec's time-out; resolves with the answer's body, rejects on a network error, time-out or error status. */
export async function callAnalytics(url: string, init: RequestInit, { fetch: fetchImpl = fetch, timeoutMs = ANALYTICS_TIMEOUT_MS }: CallOptions = {}): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal, credentials: 'omit', keepalive: true });
    if (!response.ok) throw new AnalyticsHttpError(response.status);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` again after each delay while it fails with a retryable error. */
export async function withBackoff<T>(attempt: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS, sleep = wait): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[tries];
      if (delay === undefined || !isRetryable(error)) throw error;
      await sleep(delay);
    }
  }
}

import { useEffect, useState } from 'react';

export interface OneShot<T> {
  data: T | undefined;
  error: unknown;
  pending: boolean;
}

interface Outcome {
  key: string;
  data?: unknown;
  error?: unknown;
}

const runs = new Map<string, Promise<unknown>>();

/**
 * Runs `run` once per `key` for the life of the page and follows its outcome. For requests that spend a
 * single-use code (a mail link, an OAuth code): a re-mounted screen, or React's development double effect,
 * must not send the code twice. A `null` key runs nothing.
 */
export function useOneShot<T>(key: string | null, run: () => Promise<T>): OneShot<T> {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    let request = runs.get(key);
    if (!request) {
      request = run();
      runs.set(key, request);
    }
    request.then(
      (data) => live && setOutcome({ key, data }),
      (error: unknown) => live && setOutcome({ key, error }),
    );
    return () => {
      live = false;
    };
    // `run` is expected to change with `key` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return { data: undefined, error: undefined, pending: false };
  if (outcome?.key !== key) return { data: undefined, error: undefined, pending: true };
  return { data: outcome.data as T | undefined, error: outcome.error, pending: false };
}

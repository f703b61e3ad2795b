import { useCallback, useEffect, useState } from 'react';
import { isCancelledRequest } from './api-error';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Forgets the cached result and asks again (the "Try again" of an error state). */
  reload: () => void;
}

interface Settled {
  key: string;
  attempt: number;
  generation: number;
  data?: unknown;
  error?: unknown;
}

const cache = new Map<string, unknown>();
/** Bumped by clearApiDataCache: a screen rendered after a clear asks again, even for a key it had already. */
let generation = 0;

/**
 * A small fetch-on-render hook for shell screens (the entry bundle stays free of a query library).
 * Results are cached per key for the life of the page; a `null` key fetches nothing.
 */
export function useApiData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const [settled, setSettled] = useState<Settled | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = generation;

  useEffect(() => {
    if (key === null || cache.has(key)) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        cache.set(key, data);
        if (!controller.signal.aborted) setSettled({ key, attempt, generation: current, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isCancelledRequest(error)) setSettled({ key, attempt, generation: current, error });
      },
    );
    return () => controller.abort();
    // `load` is expected to change with `key` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, current]);

  const reload = useCallback(() => {
    if (key !== null) cache.delete(key);
    setAttempt((value) => value + 1);
  }, [key]);

  if (key === null) return { data: undefined, error: undefined, loading: false, reload };
  if (cache.has(key)) return { data: cache.get(key) as T, error: undefined, loading: false, reload };
  if (settled?.key === key && settled.attempt === attempt && settled.generation === current) return { data: settled.data as T | undefined, error: settled.error, loading: false, reload };
  return { data: undefined, error: undefined, loading: true, reload };
}

export function clearApiDataCache(): void {
  cache.clear();
  generation += 1;
}

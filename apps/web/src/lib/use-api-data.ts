import { useEffect, useState } from 'react';
import { isCancelledRequest } from './api-error';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

interface Settled {
  key: string;
  data?: unknown;
  error?: unknown;
}

const cache = new Map<string, unknown>();

/**
 * A small fetch-on-render hook for shell screens (the entry bundle stays free of a query library).
 * Results are cached per key for the life of the page; a `null` key fetches nothing.
 */
export function useApiData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (key === null || cache.has(key)) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        cache.set(key, data);
        if (!controller.signal.aborted) setSettled({ key, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isCancelledRequest(error)) setSettled({ key, error });
      },
    );
    return () => controller.abort();
    // `load` is expected to change with `key` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return { data: undefined, error: undefined, loading: false };
  if (cache.has(key)) return { data: cache.get(key) as T, error: undefined, loading: false };
  if (settled?.key === key) return { data: settled.data as T | undefined, error: settled.error, loading: false };
  return { data: undefined, error: undefined, loading: true };
}

export function clearApiDataCache(): void {
  cache.clear();
}

import { useCallback, useLayoutEffect, useState } from 'react';
import { isCancelledRequest } from '@ott/client/api-error';

export interface Refreshable<T> {
  data: T | undefined;
  error: unknown;
  /** Nothing yet for this key. */
  loading: boolean;
  /** Asks again, showing the current data until the answer arrives. */
  refresh(): void;
}

interface Settled<T> {
  key: string;
  data?: T;
  error?: unknown;
}

/**
 * Fetch-on-render without a page-long cache: what the player plays (signed URLs, access, live
 * status) must be asked fresh on every visit, and refreshed in place while the player stays.
 */
export function useRefreshable<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Refreshable<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [generation, setGeneration] = useState(0);

  // A layout effect sends the request before the first paint rather than after it (the player's
  // time to first frame counts every step of that chain); state is only set when the answer comes.
  useLayoutEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        // A failed refresh keeps what is shown; a failed first load shows the error.
        setSettled((previous) => (previous?.key === key && previous.data !== undefined ? previous : { key, error }));
      },
    );
    return () => controller.abort();
    // `load` is expected to change with `key` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, generation]);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  const current = settled?.key === key ? settled : null;
  return { data: current?.data, error: current?.error, loading: current === null, refresh };
}

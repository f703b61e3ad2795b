import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (for filters typed into a box). Usage: `const q = useDebounced(text, 300)`. */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

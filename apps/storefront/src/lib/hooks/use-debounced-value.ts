'use client';

import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: each change restarts the wait, so a burst of
 * keystrokes yields one value (and one request) at its end.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

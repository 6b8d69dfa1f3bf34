import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a function after a delay; whatever is still pending when the component unmounts never
 * runs (no redirect or notice from a page already left).
 */
export function useLater() {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
    },
    [],
  );

  return useCallback((fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);
}

export type Later = ReturnType<typeof useLater>;

import { useCallback, useEffect, useRef } from 'react';

/** Runs a function after a delay; whatever is still pending when the page unmounts never runs. */
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

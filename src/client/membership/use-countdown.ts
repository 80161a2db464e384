/** A countdown to the next allowed M-Pesa prompt, shared by /membership and /renew. */
import { useCallback, useSyncExternalStore } from 'react';

/** Whole seconds until `at` (epoch ms), ticking every second; 0 when unset or past. */
export function useCountdown(at: number | null): number {
  // The clock is browser state: a once-a-second subscription, read as whole seconds left.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (at === null) return () => {};
      const tick = setInterval(() => {
        onChange();
        if (Date.now() >= at) clearInterval(tick);
      }, 1000);
      return () => clearInterval(tick);
    },
    [at],
  );
  return useSyncExternalStore(
    subscribe,
    () => (at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000))),
    () => 0,
  );
}

import { useEffect, useState } from 'preact/hooks';

/**
 * Milliseconds left of `totalMs`, counted from the first render with that value, updated every
 * second; 0 once it is over (also for `undefined`).
 */
export function useCountdown(totalMs: number | undefined): number {
  const [remaining, setRemaining] = useState(totalMs ?? 0);
  useEffect(() => {
    if (!totalMs || totalMs <= 0) {
      setRemaining(0);
      return;
    }
    const end = Date.now() + totalMs;
    setRemaining(totalMs);
    const timer = setInterval(() => {
      const left = Math.max(0, end - Date.now());
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [totalMs]);
  return remaining;
}

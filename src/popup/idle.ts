/**
 * An idle moment of the page, for work that must not compete with the first screen's render and
 * media: `requestIdleCallback` with a deadline, a timer where there is none.
 */
export function onIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}

/** Resolves at the next idle moment, at the latest after `timeoutMs`. */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => onIdle(resolve, timeoutMs));
}

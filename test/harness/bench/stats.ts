/** Small helpers shared by the benchmarks: medians and units. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
/** Microseconds with one decimal, for per-operation costs. */
export const us = (valueMs: number) => `${(valueMs * 1000).toFixed(1)} µs`;

/** Results a long list must reach for its memory line to count (the goal is stated for 1,000). */
export const LONG_LIST_RESULTS = 1000;

/**
 * The verdict of a memory line after a long list: a scroll that stopped short measured a shorter
 * list, which says nothing about the goal.
 */
export const longListVerdict = (results: number, ratio: number): string =>
  results < LONG_LIST_RESULTS
    ? `not measured (the list stopped at ${results} results, short of ${LONG_LIST_RESULTS})`
    : `${ratio.toFixed(2)}× (target ≤ 1.5×) ${ratio <= 1.5 ? 'met' : 'NOT met'}`;

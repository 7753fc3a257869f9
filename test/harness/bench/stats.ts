/** Small helpers shared by the benchmarks: medians and units. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
/** Microseconds with one decimal, for per-operation costs. */
export const us = (valueMs: number) => `${(valueMs * 1000).toFixed(1)} µs`;

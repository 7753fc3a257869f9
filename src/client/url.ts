/**
 * Request URLs. Every value is encoded exactly once here and nowhere else (docs/interface.md §1.2, §1.4): the
 * search text goes out as typed, `%`, `+`, `&`, `#` and emoji included.
 */
import { limitError } from './errors.ts';

/** A query parameter; `undefined` leaves it out. */
export type QueryPair = readonly [name: string, value: string | number | undefined];

/**
 * `encodeURIComponent`, which sends a space as `%20`: unambiguous for form decoders (which also
 * read `+` as space) and plain percent-decoders alike. A lone surrogate has no UTF-8 form, so it
 * can't be sent as typed: that is a typed error, not a URIError.
 */
export function encodeValue(operation: string, value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    throw limitError(operation, 'text-encoding', `${operation}: the text holds an unpaired surrogate`);
  }
}

/**
 * One path segment (an id or a term). `''`, `.` and `..` are refused: the URL parser would drop or
 * fold them (also as `%2E`), so the request would reach another operation.
 */
export function encodeSegment(operation: string, segment: string): string {
  if (segment === '' || segment === '.' || segment === '..') {
    throw limitError(operation, 'path-segment', `${operation}: "${segment}" can't be a path segment`);
  }
  return encodeValue(operation, segment);
}

/** `{address}{path}?{query}`, leaving out parameters whose value is undefined. */
export function buildUrl(
  operation: string,
  address: string,
  path: string,
  query: readonly QueryPair[],
): string {
  const parts: string[] = [];
  for (const [name, value] of query) {
    if (value === undefined) continue;
    parts.push(`${encodeValue(operation, name)}=${encodeValue(operation, String(value))}`);
  }
  return parts.length > 0 ? `${address}${path}?${parts.join('&')}` : `${address}${path}`;
}

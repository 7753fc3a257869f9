/**
 * Building blocks for reading the service's bodies the way they really come (notes:
 * service facts): any property may be missing or `null`, numbers come as decimal strings, flags
 * as 0/1. What the blocks accept is lenient; what they produce is one clean type.
 */
import * as v from 'valibot';

/** An absolute http(s) URL: the only kind of media or tracking URL the client ever uses. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** `schema`, or nothing: a missing key and `null` both come out as `undefined`. */
export const maybe = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );

/** A list that may be missing or `null` (read as empty). */
export const listOf = <TSchema extends v.GenericSchema>(item: TSchema) => v.nullish(v.array(item), () => []);

/** How `text` reads a value: a string as it is, a finite number as its decimal text, else absent. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

/**
 * A text property: a string as it is, a number as its decimal text; anything else (an object, a
 * list, a boolean) reads as absent rather than making the whole item unreadable.
 */
export const text = v.pipe(
  // `nullish` first: a pipe takes its first schema's type, so an object reads the key as optional.
  v.nullish(v.unknown()),
  v.transform(textOf),
);

/** A non-empty identifier; a number (some clients' types allow one) reads as its decimal text. */
export const identifier = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))]),
  v.transform(String),
  v.minLength(1),
);

/** A count or size, as the service sends it: `"200"` or `200`. */
export const wholeNumber = v.pipe(
  v.union([v.pipe(v.number(), v.finite(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/))]),
  v.transform(Number),
);

const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/** What `wholeNumber` accepts, and `""`: checked at once (renditions hold five each, issue 14). */
export const isDecimal = (value: unknown): value is number | string =>
  value === '' ||
  (typeof value === 'number' && Number.isFinite(value) && value >= 0) ||
  (typeof value === 'string' && DECIMAL_TEXT.test(value));

/** How `decimal` reads a value it accepted: `""` and nothing as absent, else its number. */
export const decimalOf = (value: number | string | null | undefined): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * An optional count or size, as `wholeNumber` reads it; `""` (sent for "unknown") reads as
 * absent. One check rather than a union: a union records an issue for each branch it rejects.
 */
export const decimal = v.pipe(
  v.nullish(v.custom<number | string>(isDecimal, 'Expected a count or size')),
  v.transform(decimalOf),
);

/** A flag sent as a boolean, 0/1 or "0"/"1" (`is_sticker`). */
export const flag = maybe(
  v.pipe(
    v.union([v.boolean(), v.picklist([0, 1, '0', '1', 'true', 'false'])]),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
);

/** A URL to load or call: kept only when absolute http(s), otherwise read as absent. */
export const webUrl = v.pipe(
  text,
  v.transform((value) => (value !== undefined && isHttpUrl(value) ? value : undefined)),
);

/**
 * Building blocks for reading the service's bodies the way they really come (notes:
 * service facts): any property may be missing or `null`, numbers come as decimal strings, flags
 * as 0/1. What the blocks accept is lenient; what they produce is one clean type.
 */
import * as v from 'valibot';
import { isHttpUrl } from '../http-url.ts';

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

/** What `wholeNumber` accepts, and `""`: checked at once (renditions hold five each). */
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
export const webUrl = v.pipe(v.nullish(v.unknown()), v.transform(linkOf));

/** What `flag` reads a value as; `INVALID` where `flag` refuses it. */
export const INVALID = Symbol('invalid');
export function flagOf(value: unknown): boolean | undefined | typeof INVALID {
  if (value === null || value === undefined) return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return INVALID;
}

/** What `webUrl` reads a value as. */
export function linkOf(value: unknown): string | undefined {
  const link = textOf(value);
  return link !== undefined && isHttpUrl(link) ? link : undefined;
}

/** Property names of an object read with the blocks: `text`, `webUrl` and `flag` ones. */
export interface FieldNames<
  TText extends string = string,
  TLink extends string = string,
  TFlag extends string = string,
> {
  texts: readonly TText[];
  links: readonly TLink[];
  flags: readonly TFlag[];
}

/** The schema entries of `names`: `text`, `webUrl` and `flag` by name. */
export const entriesOf = <TText extends string, TLink extends string, TFlag extends string>(
  names: FieldNames<TText, TLink, TFlag>,
) =>
  ({
    ...Object.fromEntries(names.texts.map((name) => [name, text])),
    ...Object.fromEntries(names.links.map((name) => [name, webUrl])),
    ...Object.fromEntries(names.flags.map((name) => [name, flag])),
  }) as Record<TText, typeof text> & Record<TLink, typeof webUrl> & Record<TFlag, typeof flag>;

/** A plain object (not a list): what the quick readers take; anything else is left to the schemas. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `names` from `raw` into `into` exactly as `entriesOf(names)` in a `v.object` would (a
 * property present is read, even when null; one missing stays missing); false where a flag is
 * not one, which the schema refuses.
 */
export function readFields(
  raw: Record<string, unknown>,
  names: FieldNames,
  into: Record<string, unknown>,
): boolean {
  for (const name of names.texts) if (name in raw) into[name] = textOf(raw[name]);
  for (const name of names.links) if (name in raw) into[name] = linkOf(raw[name]);
  for (const name of names.flags) {
    if (!(name in raw)) continue;
    const read = flagOf(raw[name]);
    if (read === INVALID) return false;
    into[name] = read;
  }
  return true;
}

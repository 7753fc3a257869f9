/** Turning a checked envelope into an operation's result: one item, a list, or a page. */
import * as v from 'valibot';
import { type Envelope, parseWith } from '../response.ts';
import { type Pagination, paginationSchema } from '../schemas/pagination.ts';

/** One page of a paginated list. `offset` and `count` are always known; the rest when sent. */
export interface Page<T> {
  data: T[];
  pagination: Pagination & { offset: number; count: number };
}

/** `data` as one item. */
export const readItem =
  <TSchema extends v.GenericSchema>(operation: string, schema: TSchema) =>
  (envelope: Envelope): v.InferOutput<TSchema> =>
    parseWith(operation, schema, envelope.data, 'data');

/** `data` as one item, or null for `data: []` (random with a tag that matches nothing). */
export const readItemOrNothing =
  <TSchema extends v.GenericSchema>(operation: string, schema: TSchema) =>
  (envelope: Envelope): v.InferOutput<TSchema> | null =>
    Array.isArray(envelope.data) && envelope.data.length === 0
      ? null
      : parseWith(operation, schema, envelope.data, 'data');

/**
 * `data` as a list. An item that cannot be read at all (no id, not an object) is left out and the
 * rest are shown; `data` that is not a list, or a list none of whose items can be read, is
 * `invalid-response`.
 */
export const readList =
  <TSchema extends v.GenericSchema>(operation: string, schema: TSchema) =>
  (envelope: Envelope): v.InferOutput<TSchema>[] => {
    const raw = parseWith(operation, v.array(v.unknown()), envelope.data, 'data');
    const items: v.InferOutput<TSchema>[] = [];
    let firstFailure: unknown;
    for (const [index, value] of raw.entries()) {
      try {
        items.push(parseWith(operation, schema, value, `data.${index}`));
      } catch (error) {
        firstFailure ??= error;
      }
    }
    if (items.length === 0 && firstFailure !== undefined) throw firstFailure;
    return items;
  };

/** `data` as a page; a missing Pagination Object is filled in from what was asked and received. */
export const readPage =
  <TSchema extends v.GenericSchema>(operation: string, schema: TSchema, offset: number | undefined) =>
  (envelope: Envelope): Page<v.InferOutput<TSchema>> => {
    const data = readList(operation, schema)(envelope);
    const pagination =
      envelope.pagination === undefined || envelope.pagination === null
        ? {}
        : parseWith(operation, paginationSchema, envelope.pagination, 'pagination');
    const start = pagination.offset ?? offset ?? 0;
    return { data, pagination: { ...pagination, offset: start, count: pagination.count ?? data.length } };
  };

/** The page past an operation's maximum offset: empty, and nothing was requested. */
export function emptyPage<T>(offset: number): Page<T> {
  return { data: [], pagination: { offset, count: 0 } };
}

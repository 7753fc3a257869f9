import { RATINGS, type Rating } from '../catalogue/index.ts';
import { ApiError, badRequest } from './api-error.ts';

/** docs/interface.md §8: search texts are at most 50 characters, counted as Unicode code points. */
export const SEARCH_TEXT_MAX = 50;

export const BUNDLES = ['messaging_non_clips', 'clips_grid_picker', 'low_bandwidth'] as const;
export type Bundle = (typeof BUNDLES)[number];

/**
 * Query parameters of one request, decoded exactly once (application/x-www-form-urlencoded
 * rules: `%XX` sequences and `+` for space), with the checks of docs/interface.md §4.3 and §8.
 */
export class Params {
  private readonly values: URLSearchParams;

  constructor(readonly raw: string) {
    // URLSearchParams silently keeps a bad `%` sequence; the real service rejects it.
    if (/%(?![0-9a-fA-F]{2})/.test(raw)) throw badRequest('malformed percent-encoding in the query string');
    this.values = new URLSearchParams(raw);
  }

  /** Merges form fields (uploads send parameters in the body too). */
  withFields(fields: Record<string, string>): Params {
    const merged = new Params(this.raw);
    for (const [name, value] of Object.entries(fields))
      if (!merged.values.has(name)) merged.values.set(name, value);
    return merged;
  }

  get(name: string): string | undefined {
    return this.values.get(name) ?? undefined;
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  required(name: string): string {
    const value = this.get(name);
    if (value === undefined || value === '') throw badRequest(`missing required parameter ${name}`);
    return value;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.get(name);
    if (value === undefined || value === '') return fallback;
    if (!/^-?\d+$/.test(value)) throw badRequest(`${name} must be an integer`);
    const number = Number(value);
    if (number < min || number > max) throw badRequest(`${name} must be between ${min} and ${max}`);
    return number;
  }

  limit(fallback: number, max: number): number {
    return this.int('limit', fallback, 1, max);
  }

  offset(max: number): number {
    return this.int('offset', 0, 0, max);
  }

  /** The `rating` maximum, or undefined for "all ratings". */
  rating(fallback?: Rating): Rating | undefined {
    const value = this.get('rating');
    if (value === undefined || value === '') return fallback;
    const rating = value.toLowerCase() as Rating;
    if (!RATINGS.includes(rating)) throw badRequest(`rating must be one of ${RATINGS.join(', ')}`);
    return rating;
  }

  bool(name: string): boolean {
    const value = this.get(name);
    if (value === undefined || value === '') return false;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    throw badRequest(`${name} must be true or false`);
  }

  /** A search text: required, at most 50 code points (414 past that). */
  searchText(name: string): string {
    const value = this.required(name);
    if ([...value].length > SEARCH_TEXT_MAX) {
      throw new ApiError(414, `URI Too Long: ${name} is longer than ${SEARCH_TEXT_MAX} characters`);
    }
    return value;
  }

  lang(): string | undefined {
    const value = this.get('lang');
    if (value === undefined || value === '') return undefined;
    if (!/^[a-zA-Z]{2}$/.test(value)) throw badRequest('lang must be a two-letter ISO 639-1 code');
    return value.toLowerCase();
  }

  bundle(): Bundle | undefined {
    const value = this.get('bundle');
    if (value === undefined || value === '') return undefined;
    if (!(BUNDLES as readonly string[]).includes(value)) throw badRequest(`unknown bundle ${value}`);
    return value as Bundle;
  }

  /** Checks `country_code` (ISO 3166-1 alpha-2) and `region` (ISO 3166-2) when present. */
  checkLocation(): void {
    const country = this.get('country_code');
    if (country !== undefined && !/^[a-zA-Z]{2}$/.test(country)) {
      throw badRequest('country_code must be a two-letter ISO 3166-1 code');
    }
    const region = this.get('region');
    if (region !== undefined && !/^[a-zA-Z]{2}-[a-zA-Z0-9]{1,3}$/.test(region)) {
      throw badRequest('region must be an ISO 3166-2 code such as US-CA');
    }
  }

  /** A comma-separated list, each entry non-empty, at most `max` entries. */
  list(name: string, max: number): string[] {
    const entries = this.required(name).split(',');
    if (entries.some((entry) => entry.trim() === '')) throw badRequest(`${name} has an empty entry`);
    if (entries.length > max) throw badRequest(`${name} takes at most ${max} identifiers`);
    return entries.map((entry) => entry.trim());
  }
}

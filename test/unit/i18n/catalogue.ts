/**
 * The catalogues as the browser reads them, for unit tests: `getMessage` with Chrome's and Firefox's
 * rules (named `$placeholders$` from their `content`, then `$1`…`$9`, `$$` for a dollar sign).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface CatalogueEntry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
export type Catalogue = Record<string, CatalogueEntry>;

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../public/_locales');

/** Every shipped locale folder (`en`, `pt_BR`, …). */
export const LOCALES: readonly string[] = readdirSync(LOCALES_DIR).sort();

export function readCatalogue(folder: string): Catalogue {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, folder, 'messages.json'), 'utf8')) as Catalogue;
}

/** `browser.i18n.getMessage` over one catalogue: '' for an unknown key, as the browsers answer. */
export function messageReader(catalogue: Catalogue) {
  return (key: string, substitutions?: string | string[]): string => {
    const entry = catalogue[key];
    if (!entry) return '';
    const values = substitutions === undefined ? [] : ([] as string[]).concat(substitutions);
    const placeholders = Object.fromEntries(
      Object.entries(entry.placeholders ?? {}).map(([name, { content }]) => [name.toLowerCase(), content]),
    );
    return entry.message
      .replace(/\$([a-z0-9_@]+)\$/gi, (whole, name: string) => placeholders[name.toLowerCase()] ?? whole)
      .replace(/\$(\$|[1-9])/g, (_, which: string) =>
        which === '$' ? '$' : (values[Number(which) - 1] ?? ''),
      );
  };
}

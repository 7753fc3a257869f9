/**
 * The store listing of one language (`store/listing/<locale>.md`): the text under each `## ` heading,
 * and the stores' length limits on the name and summary.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Listing {
  locale: string;
  name: string;
  summary: string;
  description: string;
  category: string;
}

/** Mozilla's name limit (Chrome's is 75) and Chrome's summary limit (Mozilla's is 250). */
export const LISTING_LIMITS = { name: 50, summary: 132 } as const;

const SECTIONS = ['Name', 'Summary', 'Description', 'Category'] as const;

/** Reads the sections of one listing file; throws naming the file and the missing section. */
export function parseListing(locale: string, text: string): Listing {
  const sections = new Map<string, string>();
  for (const part of text.split(/^## /m).slice(1)) {
    const newline = part.indexOf('\n');
    sections.set(part.slice(0, newline).trim(), part.slice(newline + 1).trim());
  }
  const read = (heading: (typeof SECTIONS)[number]) => {
    const value = sections.get(heading);
    if (!value) throw new Error(`store/listing/${locale}.md has no "## ${heading}" section`);
    return value;
  };
  return {
    locale,
    name: read('Name'),
    summary: read('Summary'),
    description: read('Description'),
    category: read('Category'),
  };
}

/** Every listing in `dir`, by locale (the file name without `.md`). */
export async function readListings(dir: string): Promise<Listing[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => parseListing(file.slice(0, -3), await readFile(path.join(dir, file), 'utf8'))),
  );
}

/** What exceeds a store limit, one line each (characters counted as code points). */
export function listingProblems(listing: Listing): string[] {
  const problems: string[] = [];
  for (const field of ['name', 'summary'] as const) {
    const length = [...listing[field]].length;
    const limit = LISTING_LIMITS[field];
    if (length > limit)
      problems.push(
        `store/listing/${listing.locale}.md: the ${field} has ${length} characters (limit ${limit})`,
      );
  }
  return problems;
}

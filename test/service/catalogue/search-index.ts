import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import type { CatalogueItem, CatalogueUser } from './model.ts';

/**
 * The search engine of the reference service, built on MiniSearch (BM25 over titles, tags and
 * usernames) so that it behaves like a search engine a person knows:
 * - text is NFKC-folded and lower-cased; tokens are runs of letters and digits, in any script;
 * - English words are stemmed (Porter): `dogs` finds `dog`, `dancing` finds `dance`;
 * - the last word is matched as a prefix as it is being typed (`h` finds `happy`, `hug`, …),
 *   every other word as a whole (stemmed) word;
 * - ranking, first difference wins: how many words of the query the item matches, then whether
 *   the whole query is one of its tags (`rock & roll`, `c++`, `😂`) or a phrase in its title,
 *   then the requested language, then the BM25 score (tags weigh more than titles and
 *   usernames), then popularity and id, so the order is stable.
 */
const BOOST = { tags: 3, title: 2, username: 2 } as const;
/** Tiers above the score: the whole query as a tag, then as a phrase in the title. */
const WHOLE_TAG_BONUS = 2;
const PHRASE_BONUS = 1;

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function tokenize(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/** Stems English words (ASCII letters only); words of other scripts and numbers stay as they are. */
function stem(token: string): string {
  return /^[a-z]+$/.test(token) ? stemmer(token) : token;
}

interface IndexedDoc {
  id: number;
  title: string;
  tags: string;
  username: string;
}

export interface SearchOptions {
  lang?: string | undefined;
  /** Only items passing this filter are ranked. */
  filter: (item: CatalogueItem) => boolean;
}

export class SearchIndex {
  private readonly engine = new MiniSearch<IndexedDoc>({
    fields: ['title', 'tags', 'username'],
    tokenize,
    // Each word is indexed as written and stemmed: stems match whole words, the written form lets
    // a half-typed last word match past its stem (`runni` → `running`, whose stem is `run`).
    processTerm: (term) => {
      const written = normalize(term);
      const stemmed = stem(written);
      return stemmed === written ? written : [written, stemmed];
    },
    searchOptions: { boost: BOOST },
  });
  private readonly wholeTags = new Map<string, number[]>();
  private readonly titles: string[] = [];

  constructor(
    private readonly items: CatalogueItem[],
    users: CatalogueUser[],
  ) {
    items.forEach((item, index) => {
      this.add(item, index, users);
    });
  }

  /** Adds one item (used at build time and by uploads). */
  add(item: CatalogueItem, index: number, users: CatalogueUser[]): void {
    const user = item.user === null ? undefined : users[item.user];
    const tags = [...new Set(item.tags)];
    this.engine.add({ id: index, title: item.title, tags: tags.join(' | '), username: user?.username ?? '' });
    this.titles[index] = ` ${tokenize(item.title).join(' ')} `;
    for (const tag of tags) {
      const whole = normalize(tag).trim();
      const list = this.wholeTags.get(whole) ?? [];
      list.push(index);
      this.wholeTags.set(whole, list);
    }
  }

  /** Ranked items matching `text`; an empty text ranks every item passing the filter by popularity. */
  search(text: string, options: SearchOptions): CatalogueItem[] {
    const words = tokenize(text);
    const complete = [...new Set(words.slice(0, -1).map(stem))];
    const lastWritten = words.at(-1);
    const lastForms = lastWritten === undefined ? [] : [...new Set([stem(lastWritten), lastWritten])];
    const matched = new Map<number, { count: number; bonus: number; score: number }>();
    if (words.length > 0) {
      const terms = [...complete, ...lastForms];
      const results = this.engine.search(terms.join(' '), {
        tokenize: (query) => query.split(' '),
        processTerm: (term) => term,
        // Only the last word may still be half typed.
        prefix: (_term, i) => i >= complete.length,
        combineWith: 'OR',
      });
      for (const result of results) {
        // How many words of the query this item matched (the last one as a prefix).
        const count =
          complete.filter((word) => result.terms.includes(word)).length +
          Number(lastForms.some((form) => result.terms.some((term) => term.startsWith(form))));
        matched.set(result.id as number, { count, bonus: 0, score: result.score });
      }
      if (words.length > 1) {
        const phrase = ` ${words.join(' ')} `;
        for (const [index, entry] of matched) {
          if (this.titles[index]?.includes(phrase)) entry.bonus += PHRASE_BONUS;
        }
      }
    }
    for (const index of this.wholeTags.get(normalize(text).trim()) ?? []) {
      const entry = matched.get(index) ?? { count: 0, bonus: 0, score: 0 };
      entry.count = Math.max(entry.count, complete.length + (lastWritten === undefined ? 0 : 1), 1);
      entry.bonus += WHOLE_TAG_BONUS;
      matched.set(index, entry);
    }
    const ranked: { item: CatalogueItem; count: number; bonus: number; score: number }[] = [];
    if (words.length === 0 && matched.size === 0) {
      for (const item of this.items)
        if (options.filter(item)) ranked.push({ item, count: 0, bonus: 0, score: 0 });
    } else {
      for (const [index, entry] of matched) {
        const item = this.items[index];
        if (item && options.filter(item)) ranked.push({ item, ...entry });
      }
    }
    const lang = options.lang;
    ranked.sort(
      (a, b) =>
        b.count - a.count ||
        b.bonus - a.bonus ||
        Number(b.item.lang === lang) - Number(a.item.lang === lang) ||
        b.score - a.score ||
        b.item.popularity - a.item.popularity ||
        (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0),
    );
    return ranked.map((entry) => entry.item);
  }
}

import type { CatalogueItem, CatalogueUser } from './model.ts';

/**
 * Case-insensitive tokenized matching over titles, tags and usernames.
 *
 * Characters are Unicode code points and text is NFKC-folded and lower-cased before matching;
 * tokens are runs of letters and digits. A query token matches an item token exactly or as a
 * prefix (from 2 code points on). Ranking, first difference wins: how many query tokens the item
 * matches, then the summed weight of those matches (tag 3, title or username 2, prefix 1, and 5
 * when the whole query equals a whole tag, like `c++` or `rock & roll`), then the requested
 * language, then popularity, then id, so the order is stable.
 */
const WEIGHT = { tag: 3, title: 2, username: 2, prefix: 1, wholeTag: 5 } as const;

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function tokenize(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

interface Posting {
  /** token -> item index -> best weight */
  exact: Map<string, Map<number, number>>;
  wholeTags: Map<string, number[]>;
}

export interface SearchOptions {
  lang?: string | undefined;
  /** Only items passing this filter are ranked. */
  filter: (item: CatalogueItem) => boolean;
}

export class SearchIndex {
  private readonly posting: Posting = { exact: new Map(), wholeTags: new Map() };
  private tokensSorted: string[] = [];

  constructor(
    private readonly items: CatalogueItem[],
    users: CatalogueUser[],
  ) {
    items.forEach((item, index) => {
      this.add(item, index, users);
    });
    this.tokensSorted = [...this.posting.exact.keys()].sort();
  }

  /** Adds one item (used at build time and by uploads). */
  add(item: CatalogueItem, index: number, users: CatalogueUser[]): void {
    const put = (token: string, weight: number) => {
      let entry = this.posting.exact.get(token);
      if (!entry) {
        entry = new Map();
        this.posting.exact.set(token, entry);
        this.tokensSorted = [];
      }
      entry.set(index, Math.max(entry.get(index) ?? 0, weight));
    };
    for (const token of tokenize(item.title)) put(token, WEIGHT.title);
    for (const tag of new Set(item.tags)) {
      for (const token of tokenize(tag)) put(token, WEIGHT.tag);
      const whole = normalize(tag).trim();
      const list = this.posting.wholeTags.get(whole) ?? [];
      list.push(index);
      this.posting.wholeTags.set(whole, list);
    }
    const user = item.user === null ? undefined : users[item.user];
    if (user) for (const token of tokenize(user.username)) put(token, WEIGHT.username);
  }

  private sortedTokens(): string[] {
    if (this.tokensSorted.length === 0) this.tokensSorted = [...this.posting.exact.keys()].sort();
    return this.tokensSorted;
  }

  /** Tokens of the index that start with `prefix` (binary search over the sorted vocabulary). */
  tokensWithPrefix(prefix: string): string[] {
    const tokens = this.sortedTokens();
    let low = 0;
    let high = tokens.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((tokens[mid] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    const out: string[] = [];
    for (let i = low; i < tokens.length && (tokens[i] as string).startsWith(prefix); i++)
      out.push(tokens[i] as string);
    return out;
  }

  /** Ranked items matching `text`; an empty text ranks every item passing the filter by popularity. */
  search(text: string, options: SearchOptions): CatalogueItem[] {
    const queryTokens = [...new Set(tokenize(text))];
    const matched = new Map<number, { count: number; score: number }>();
    for (const token of queryTokens) {
      const best = new Map<number, number>();
      for (const [index, weight] of this.posting.exact.get(token) ?? []) best.set(index, weight);
      if (token.length >= 2) {
        for (const other of this.tokensWithPrefix(token)) {
          if (other === token) continue;
          for (const index of this.posting.exact.get(other)?.keys() ?? []) {
            if (!best.has(index)) best.set(index, WEIGHT.prefix);
          }
        }
      }
      for (const [index, weight] of best) {
        const entry = matched.get(index) ?? { count: 0, score: 0 };
        entry.count += 1;
        entry.score += weight;
        matched.set(index, entry);
      }
    }
    for (const index of this.posting.wholeTags.get(normalize(text).trim()) ?? []) {
      const entry = matched.get(index) ?? { count: 0, score: 0 };
      entry.count = Math.max(entry.count, queryTokens.length, 1);
      entry.score += WEIGHT.wholeTag;
      matched.set(index, entry);
    }
    const ranked: { item: CatalogueItem; count: number; score: number }[] = [];
    if (queryTokens.length === 0 && matched.size === 0) {
      for (const item of this.items) if (options.filter(item)) ranked.push({ item, count: 0, score: 0 });
    } else {
      for (const [index, { count, score }] of matched) {
        const item = this.items[index];
        if (item && options.filter(item)) ranked.push({ item, count, score });
      }
    }
    const lang = options.lang;
    ranked.sort(
      (a, b) =>
        b.count - a.count ||
        b.score - a.score ||
        Number(b.item.lang === lang) - Number(a.item.lang === lang) ||
        b.item.popularity - a.item.popularity ||
        (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0),
    );
    return ranked.map((entry) => entry.item);
  }
}

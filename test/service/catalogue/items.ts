import type { CatalogueItem, CatalogueUser, ItemKind, Rating } from './model.ts';
import type { SeededRandom } from './random.ts';
import {
  ACTIONS,
  HARD_TAGS,
  HARD_TITLE_SUFFIXES,
  LANGUAGE_WEIGHTS,
  LANGUAGES,
  type Language,
  MOODS,
  SUBJECTS,
} from './vocabulary.ts';

const RATING_WEIGHTS: readonly [Rating, number][] = [
  ['y', 0.1],
  ['g', 0.45],
  ['pg', 0.25],
  ['pg-13', 0.12],
  ['r', 0.08],
];

const SOURCE_SITES = ['reddit', 'tumblr', 'example', 'funnyclips', 'animalvids', 'sportsnet', 'tvshows'];
const SOURCE_TLDS = ['com', 'org', 'net', 'co.uk', 'de', 'jp', 'es', 'fr'];
const KIND_WORD: Record<ItemKind, string> = { gif: 'GIF', sticker: 'Sticker', clip: 'Clip', emoji: 'Emoji' };
const START_2013 = Date.UTC(2013, 0, 1);
const END_2026 = Date.UTC(2026, 9, 1);

function weighted<T>(random: SeededRandom, table: readonly [T, number][]): T {
  let roll = random.next();
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (table[table.length - 1] as [T, number])[0];
}

/** `YYYY-MM-DD HH:MM:SS`, the shape of the spec's datetimes. */
export function formatDatetime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

export interface ItemSeed {
  kind: ItemKind;
  animation: string;
  users: CatalogueUser[];
  /** Probability that the item is attached to a user. */
  userChance: number;
  isLowContrast?: boolean;
}

/** One item with a title, tags and metadata in one language. */
export function buildItem(random: SeededRandom, seed: ItemSeed): CatalogueItem {
  const lang = weighted(
    random,
    LANGUAGES.map((language): [Language, number] => [language, LANGUAGE_WEIGHTS[language]]),
  );
  const subject = random.pick(SUBJECTS);
  const mood = random.pick(MOODS);
  const action = random.pick(ACTIONS);
  const userIndex = random.chance(seed.userChance) ? random.int(0, seed.users.length - 1) : null;
  const user = userIndex === null ? null : seed.users[userIndex];
  let title = `${capitalize(mood[lang])} ${subject[lang]} ${action[lang]} ${KIND_WORD[seed.kind]}`;
  if (random.chance(0.05)) title += ` ${random.pick(HARD_TITLE_SUFFIXES)}`;
  if (user) title += ` by ${user.displayName}`;
  const tags = [subject[lang], mood[lang], action[lang]];
  if (subject[lang] !== subject.en && random.chance(0.5)) tags.push(subject.en);
  if (random.chance(0.04)) tags.push(random.pick(HARD_TAGS));
  const id = random.id(random.int(13, 18));
  const site = random.pick(SOURCE_SITES);
  const host = `www.${site}.${random.pick(SOURCE_TLDS)}`;
  const created = random.int(START_2013, END_2026);
  const imported = created - random.int(0, 400) * 86_400_000;
  return {
    id,
    kind: seed.kind,
    slug: `${slugify(`${mood.en} ${subject.en} ${action.en}`)}-${id}`,
    title,
    altText: `${capitalize(subject.en)} ${action.en}, looking ${mood.en}`,
    tags,
    lang,
    rating: weighted(random, RATING_WEIGHTS),
    user: userIndex,
    animation: seed.animation,
    source: `https://${host}/post/${random.int(1000, 999_999)}`,
    sourceTld: host,
    sourcePostUrl: `https://${host}/post/${random.int(1000, 999_999)}`,
    createDatetime: formatDatetime(created),
    importDatetime: formatDatetime(imported),
    updateDatetime: formatDatetime(created + random.int(0, 30) * 86_400_000),
    trendingDatetime: '0000-00-00 00:00:00',
    trendingRank: null,
    popularity: random.int(0, 1_000_000),
    isLowContrast: seed.isLowContrast ?? false,
    emoji: null,
    upload: null,
  };
}

/** Marks `count` random items of `items` as trending, ranked by order of choice. */
export function markTrending(random: SeededRandom, items: CatalogueItem[], count: number): void {
  random.sample(items, count).forEach((item, rank) => {
    item.trendingRank = rank;
    item.trendingDatetime = formatDatetime(END_2026 + random.int(0, 40) * 86_400_000);
  });
}

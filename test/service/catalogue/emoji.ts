import { buildItem } from './items.ts';
import type { CatalogueItem, CatalogueUser } from './model.ts';
import type { SeededRandom } from './random.ts';

/** Emoji that come in skin tones (five variations each). */
const SKIN_TONE_EMOJI = [
  'waving hand',
  'thumbs up',
  'clapping hands',
  'ok hand',
  'raised hands',
  'folded hands',
  'flexed biceps',
  'victory hand',
  'person dancing',
  'facepalm person',
];
const SKIN_TONES = ['light', 'medium-light', 'medium', 'medium-dark', 'dark'];

/** Emoji that come in two styles. */
const STYLED_EMOJI = ['red heart', 'fire', 'sparkles', 'star', 'rocket', 'rainbow', 'party popper', 'crown'];
const STYLES = ['outline', 'neon'];

const PLAIN_EMOJI = [
  'grinning face',
  'face with tears of joy',
  'thinking face',
  'star-struck',
  'sleeping face',
  'smiling cat',
  'ghost',
  'unicorn',
  'pizza',
  'hundred points',
  'skull',
  'eyes',
  'melting face',
  'partying face',
  'pleading face',
  'sunglasses face',
  'zany face',
  'exploding head',
  'cowboy face',
  'nerd face',
  'hugging face',
  'money mouth face',
  'yawning face',
  'saluting face',
  'shushing face',
  'rolling eyes',
  'heart eyes',
  'kissing face',
  'alien',
  'robot face',
  'clown face',
  'see no evil monkey',
];

export interface EmojiSeed {
  animations: string[];
  users: CatalogueUser[];
  /** Number of default emoji (variations come on top). */
  count: number;
}

/** Default emoji (some with skin-tone or style variations, most with none) and their variations. */
export function buildEmoji(random: SeededRandom, seed: EmojiSeed): CatalogueItem[] {
  const names: { name: string; variations: string[] }[] = [
    ...SKIN_TONE_EMOJI.map((name) => ({
      name,
      variations: SKIN_TONES.map((tone) => `${name} ${tone} skin tone`),
    })),
    ...STYLED_EMOJI.map((name) => ({ name, variations: STYLES.map((style) => `${name} ${style}`) })),
  ];
  for (let round = 0; names.length < seed.count; round++) {
    for (const name of PLAIN_EMOJI) {
      if (names.length >= seed.count) break;
      names.push({ name: round === 0 ? name : `${name} ${round + 1}`, variations: [] });
    }
  }
  const items: CatalogueItem[] = [];
  names.forEach(({ name, variations }, groupId) => {
    const animation = random.pick(seed.animations);
    const base = makeEmoji(random, seed, name, animation);
    const variationItems = variations.map((variationName, index) => {
      const item = makeEmoji(random, seed, variationName, animation);
      item.emoji = {
        groupId,
        variation: `variation_${String(index + 1).padStart(2, '0')}`,
        variationCount: 0,
        parentId: base.id,
        variationIds: [],
      };
      return item;
    });
    base.emoji = {
      groupId,
      variation: 'default',
      variationCount: variationItems.length,
      parentId: null,
      variationIds: variationItems.map((item) => item.id),
    };
    items.push(base, ...variationItems);
  });
  return items;
}

function makeEmoji(random: SeededRandom, seed: EmojiSeed, name: string, animation: string): CatalogueItem {
  const item = buildItem(random, { kind: 'emoji', animation, users: seed.users, userChance: 0 });
  item.title = name;
  item.altText = `${name} emoji`;
  item.tags = ['emoji', ...name.split(' ')];
  item.lang = 'en';
  item.rating = 'g';
  return item;
}

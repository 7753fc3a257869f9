import type { CatalogueCategory, CatalogueChannel, CatalogueItem, CatalogueUser } from './model.ts';
import type { SeededRandom } from './random.ts';
import { ACTIONS, MOODS, SUBJECTS } from './vocabulary.ts';

/** Category names and their subcategories; every subcategory is a word items are tagged with. */
const CATEGORIES: readonly [string, string[]][] = [
  ['Animals', ['cat', 'dog', 'panda', 'penguin', 'bird', 'fox', 'owl', 'frog']],
  ['Reactions', ['facepalm', 'thumbs up', 'high five', 'clapping', 'laughing', 'crying']],
  ['Emotions', ['happy', 'sad', 'angry', 'excited', 'confused', 'surprised']],
  ['Food & Drink', ['pizza', 'coffee', 'cake', 'hungry', 'eating']],
  ['Sports', ['football', 'basketball', 'running', 'jumping', 'celebrating']],
  ['Music', ['guitar', 'dancing', 'party', 'clapping']],
  ['Weather', ['rain', 'snow', 'sun', 'moon']],
  ['Science', ['space', 'rocket', 'robot', 'computer']],
  ['Holidays', ['birthday', 'party', 'celebrating', 'weekend']],
  ['Nature', ['ocean', 'flower', 'fire', 'star']],
  ['Love', ['love', 'heart', 'hugging', 'cute']],
  ['Cartoons', ['unicorn', 'dinosaur', 'ghost', 'robot']],
  ['Transportation', ['train', 'car', 'rocket']],
  ['Work', ['monday', 'computer', 'bored', 'sleepy', 'money']],
  ['Kids', ['baby', 'puppy', 'cute', 'unicorn']],
  ['Greetings', ['waving', 'hugging', 'high five', 'happy']],
  ['Memes', ['facepalm', 'confused', 'funny', 'proud']],
  ['Nervous', ['nervous', 'surprised', 'spinning']],
  ['Friends', ['friends', 'hugging', 'laughing', 'party']],
  ['Sleep', ['sleepy', 'sleeping', 'moon', 'bored']],
];

function encodeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Items (GIFs only) carrying `tag`, most popular first. */
function itemsTagged(gifs: CatalogueItem[], tag: string): CatalogueItem[] {
  return gifs.filter((item) => item.tags.includes(tag)).sort((a, b) => b.popularity - a.popularity);
}

/** The 20 categories, each with subcategories and a featured GIF of its first subcategory. */
export function buildCategories(gifs: CatalogueItem[]): CatalogueCategory[] {
  return CATEGORIES.map(([name, subs]) => {
    const featured = itemsTagged(gifs, subs[0] as string).find((item) => item.rating === 'g') ?? gifs[0];
    if (!featured) throw new Error('no GIF to feature');
    return {
      name,
      nameEncoded: encodeName(name),
      gif: featured.id,
      subcategories: subs.map((sub) => ({ name: sub, nameEncoded: encodeName(sub) })),
    };
  });
}

export interface ChannelSeed {
  users: CatalogueUser[];
  gifs: CatalogueItem[];
  stickers: CatalogueItem[];
  banners: string[];
  count: number;
}

/** Community channels (one per user with content) and editorial channels around a theme. */
export function buildChannels(random: SeededRandom, seed: ChannelSeed): CatalogueChannel[] {
  const channels: CatalogueChannel[] = [];
  const everything = [...seed.gifs, ...seed.stickers];
  const communityCount = Math.round(seed.count * 0.7);
  const withContent = seed.users
    .map((_, index) => index)
    .filter((index) => everything.some((item) => item.user === index));
  for (const userIndex of withContent.slice(0, communityCount)) {
    const user = seed.users[userIndex] as CatalogueUser;
    const items = everything.filter((item) => item.user === userIndex);
    const stickers = items.filter((item) => item.kind === 'sticker').length;
    channels.push(
      makeChannel(random, seed, channels.length, {
        slug: user.username,
        displayName: user.displayName,
        type: 'community',
        contentType: stickers > items.length / 2 ? 'sticker' : 'gif',
        user: userIndex,
        items,
        isPrivate: !user.isPublic,
      }),
    );
  }
  const themes = random.sample([...SUBJECTS, ...MOODS, ...ACTIONS], seed.count - channels.length);
  for (const theme of themes) {
    const items = itemsTagged(seed.gifs, theme.en).slice(0, 200);
    const parent = channels.length > communityCount + 3 && random.chance(0.3) ? communityCount : null;
    channels.push(
      makeChannel(random, seed, channels.length, {
        slug: encodeName(theme.en),
        displayName: `${theme.en.charAt(0).toUpperCase()}${theme.en.slice(1)} Picks`,
        type: 'editorial',
        contentType: 'gif',
        user: random.int(0, 6),
        items,
        isPrivate: random.chance(0.1),
        parent,
      }),
    );
  }
  for (const channel of channels) {
    if (channel.parent !== null) channels[channel.parent - 1]?.children.push(channel.id);
  }
  return channels;
}

interface ChannelShape {
  slug: string;
  displayName: string;
  type: CatalogueChannel['type'];
  contentType: CatalogueChannel['contentType'];
  user: number;
  items: CatalogueItem[];
  isPrivate: boolean;
  parent?: number | null;
}

function makeChannel(
  random: SeededRandom,
  seed: ChannelSeed,
  index: number,
  shape: ChannelShape,
): CatalogueChannel {
  const id = index + 1;
  const tagWords = [...new Set(shape.items.flatMap((item) => item.tags))].slice(0, 5);
  const featured = shape.items[0] ?? (seed.gifs[index] as CatalogueItem);
  return {
    id,
    slug: shape.slug,
    displayName: shape.displayName,
    shortDisplayName: shape.displayName.slice(0, 20),
    description: `${shape.displayName}: ${shape.type} channel with ${shape.items.length} items.`,
    type: shape.type,
    contentType: shape.contentType,
    isPrivate: shape.isPrivate,
    user: shape.user,
    parent: shape.parent === null || shape.parent === undefined ? null : shape.parent + 1,
    children: [],
    featuredGif: featured.id,
    bannerAnimation: random.pick(seed.banners),
    tags: tagWords.map((tag, rank) => ({ id: id * 100 + rank, rank, tag })),
    items: shape.items.map((item) => item.id),
  };
}

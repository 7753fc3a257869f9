import type { CatalogueUser } from './model.ts';
import type { SeededRandom } from './random.ts';
import { SUBJECTS } from './vocabulary.ts';

/** Usernames a client has to escape and encode correctly (all public and verified, so searchable). */
const HARD_USERNAMES: readonly { username: string; displayName: string }[] = [
  { username: "o'neil_gifs", displayName: 'O\'Neil "The Animator"' },
  { username: 'rock&roll', displayName: 'Rock & Roll Forever' },
  { username: '100%legit', displayName: '100% Legit' },
  { username: 'c++fan', displayName: 'C++ Fan #1' },
  { username: 'catlover😺', displayName: 'Cat Lover 😺' },
  { username: '猫ちゃん', displayName: '猫ちゃん公式' },
  { username: 'xss_tester', displayName: '<img src=x onerror=alert(1)>' },
];

const HANDLE_PARTS = ['studio', 'daily', 'official', 'gifs', 'tv', 'club', 'lab', 'world', 'fans', 'hq'];

/** Builds `count` users: some public and verified, some public only, some private. */
export function buildUsers(
  random: SeededRandom,
  count: number,
  avatars: string[],
  banners: string[],
): CatalogueUser[] {
  const users: CatalogueUser[] = [];
  const taken = new Set<string>();
  for (const hard of HARD_USERNAMES) {
    taken.add(hard.username);
    users.push({
      ...hard,
      description: `Test account: ${hard.displayName}`,
      isPublic: true,
      isVerified: true,
      avatarAnimation: random.pick(avatars),
      bannerAnimation: random.pick(banners),
    });
  }
  while (users.length < count) {
    const subject = random.pick(SUBJECTS).en.replace(/\s+/g, '');
    const username = `${subject}${random.pick(HANDLE_PARTS)}${random.int(1, 99)}`;
    if (taken.has(username)) continue;
    taken.add(username);
    const roll = random.next();
    users.push({
      username,
      displayName: `${subject[0]?.toUpperCase()}${subject.slice(1)} ${random.pick(HANDLE_PARTS)}`,
      description: `GIFs about ${subject}.`,
      isPublic: roll < 0.75,
      isVerified: roll < 0.45,
      avatarAnimation: random.pick(avatars),
      bannerAnimation: random.pick(banners),
    });
  }
  return users;
}

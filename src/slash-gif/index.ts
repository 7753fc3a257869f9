/**
 * `/gif` in the composer: the command's reading, the site origins the person
 * opts in, and the small content script registered on those sites only.
 */
export {
  COMMAND_DEBOUNCE_MS,
  COMMAND_WORDS_MAX,
  findGifCommand,
  type GifCommand,
  isGifCommandText,
} from './command.ts';
export { readSlashSites } from './site-list.ts';
export { parseSiteOrigin, type SiteOrigin, type SiteOriginError, sitePattern } from './site-origin.ts';
export { type OpenGifCommand, watchGifCommands } from './watch-command.ts';

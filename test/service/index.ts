/**
 * The reference service: a faithful local implementation of the Content Search and Delivery
 * interface (shared spec), with a generated catalogue and real media. `npm run service` and every
 * test start it through `startService`.
 */
export type { KeyKind, KeyPolicy } from './keys.ts';
export { DEFAULT_KEYS, DEVELOPMENT_KEY_KIND, KEY_KINDS } from './keys.ts';
export type { ServiceHandle, ServiceOptions } from './start.ts';
export { startService } from './start.ts';
export type * from './types.ts';

import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../src/background/index.ts';

/**
 * Firefox's MV2 background is an event page: Firefox suspends it when idle and frees its memory,
 * as Chromium stops the MV3 worker. Everything that must outlive it (pingback queue, menus, panel
 * tokens, `/gif` scripts) is in storage or the browser, and its listeners are added in this turn.
 */
export default defineBackground({ persistent: false, main: () => startBackground() });

/**
 * What the popup says about one item: its creator ("by …", wherever one is known) and the tile's
 * accessible name. Kept apart from markup so it is testable; the preview's links are in
 * ../preview/item-links.ts (not in the grid's bundle).
 */

import type { Item } from '../../client/index.ts';
import { t } from '../../i18n/index.ts';

/** The creator's name: the display name, else the username; undefined when unknown. */
export function creatorOf(item: Item): string | undefined {
  const name = item.user?.display_name || item.user?.username || item.username;
  return name?.trim() || undefined;
}

/** What an item is called: its alt text, its title, or the fallback. */
export function titleOf(item: Item, fallback = t('gif')): string {
  return item.alt_text || item.title || fallback;
}

/** A tile's accessible name and tooltip: "Dancing cat by Jane", or the title alone. */
export function describeTile(item: Item, fallback = t('gif')): string {
  const creator = creatorOf(item);
  return creator ? t('titleByCreator', titleOf(item, fallback), creator) : titleOf(item, fallback);
}

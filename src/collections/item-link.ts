/**
 * A GIPHY link or a bare id pasted into the search box names one item, shown instead of a search:
 * `https://giphy.com/gifs/some-slug-<id>`, `https://giphy.com/stickers/…`, `https://giphy.com/clips/…`,
 * `https://giphy.com/embed/<id>`, `https://media.giphy.com/media/[v1.…/]<id>/giphy.gif`,
 * `https://i.giphy.com/<id>.gif`.
 */
import { isItemId } from './item-ref.ts';

export interface ItemLink {
  id: string;
  /** `gif`: GIF by id; `clip`, and a bare id of unknown kind: content by id. */
  kind: 'gif' | 'clip' | 'any';
}

const GIPHY_HOST = /(^|\.)giphy\.com$/i;
/**
 * A bare id: GIPHY's are 13 to 20 ASCII letters and digits, some of them letters only, so a long
 * pasted word may be one too: it is asked for by id first, and searched when the service has none.
 */
const BARE_ID = /^[A-Za-z0-9]{13,20}$/;

/** Whether `text` (trimmed) has the shape of a GIPHY id. */
export function isBareId(text: string): boolean {
  return BARE_ID.test(text.trim());
}

/** The id at the end of a page slug: `funny-cat-Abc123` → `Abc123`. */
function idOfSlug(segment: string): string | undefined {
  const id = segment.slice(segment.lastIndexOf('-') + 1);
  return isItemId(id) ? id : undefined;
}

/** The item a link names, or null when `text` is not a GIPHY item link. */
export function parseItemLink(text: string): ItemLink | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!GIPHY_HOST.test(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  let id: string | undefined;
  let kind: ItemLink['kind'] = 'gif';
  if ((first === 'gifs' || first === 'stickers' || first === 'clips') && second) {
    id = idOfSlug(second);
    if (first === 'clips') kind = 'clip';
  } else if (first === 'embed' && second) id = second;
  else if (first === 'media' && segments.length >= 3) id = segments[segments.length - 2];
  else if (/^i\.giphy\.com$/i.test(url.hostname) && first) id = first.replace(/\.(gif|webp|mp4)$/i, '');
  return id && isItemId(id) ? { id, kind } : null;
}

/**
 * Whether the box holds what the background should look up instead of a search: a link on a
 * GIPHY host, or a pasted bare id. Cheap on purpose (the popup runs it on every input); the
 * background parses the link exactly (`parseItemLink`).
 */
export function looksLikeItemLink(text: string, pasted: boolean): boolean {
  const trimmed = text.trim();
  return /^https?:\/\/([a-z0-9-]+\.)*giphy\.com\/\S+$/i.test(trimmed) || (pasted && isBareId(trimmed));
}

/** The last 50 items picked, newest first; local to this browser (ids and kinds only). */
import { storage } from '../storage/storage-item.ts';
import { decodeRefs, encodeRefs, type ItemRef } from './item-ref.ts';

export const RECENTS_MAX = 50;

// PURE: no side effect on import, so a page that imports one list gets only that.
export const recentsItem = /* @__PURE__ */ storage.defineItem<string>('local:recents', {
  fallback: '',
});

export async function readRecents(): Promise<ItemRef[]> {
  return decodeRefs(await recentsItem.getValue());
}

/** Puts `ref` first (moving it up if it was there already) and keeps the newest 50. */
export async function recordRecent(ref: ItemRef): Promise<void> {
  const refs = (await readRecents()).filter((entry) => entry.id !== ref.id);
  await recentsItem.setValue(encodeRefs([ref, ...refs].slice(0, RECENTS_MAX)));
}

/** Forgets the given ids (items the service no longer returns). */
export async function removeRecents(ids: ReadonlySet<string>): Promise<void> {
  const refs = await readRecents();
  const left = refs.filter((entry) => !ids.has(entry.id));
  if (left.length !== refs.length) await recentsItem.setValue(encodeRefs(left));
}

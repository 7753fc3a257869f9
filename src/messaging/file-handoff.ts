/**
 * Runtime messages carry JSON, not files, so an extension page hands a file to the background
 * through the extension's own IndexedDB (which web pages and content scripts cannot open): the
 * page puts the Blob under a random token and sends the token; the background takes it out and
 * deletes it at once. Nothing stays: the file lives there only between the two steps.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;
const files = () => {
  store ??= createStore('gifdrop-file-handoff', 'files');
  return store;
};

/** Puts `file` where the background can take it; resolves with its token. */
export async function handOverFile(file: Blob): Promise<string> {
  const token = crypto.randomUUID();
  await set(token, file, files());
  return token;
}

/** Takes the file of `token` out (it is gone afterwards); undefined when there is none. */
export async function takeFile(token: string): Promise<Blob | undefined> {
  const file = await get<unknown>(token, files());
  await del(token, files());
  return file instanceof Blob ? file : undefined;
}

/** Forgets a file handed over but never taken (the message failed). */
export async function dropFile(token: string): Promise<void> {
  await del(token, files());
}

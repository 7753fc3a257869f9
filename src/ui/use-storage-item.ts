import { useEffect, useState } from 'preact/hooks';
import type { StorageItem } from '../storage/storage-item.ts';

/**
 * The current value of a storage item, kept up to date by `watch`: a change made in the options
 * page reaches every open page at once. `initial` (default `undefined`) until the first read: a
 * read that finds it renders nothing again.
 */
export function useStorageItem<T>(item: StorageItem<T>, initial?: T): T | undefined {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    let live = true;
    void item.getValue().then((first) => live && setValue(() => first));
    const unwatch = item.watch((next) => setValue(() => next));
    return () => {
      live = false;
      unwatch();
    };
  }, [item]);
  return value;
}

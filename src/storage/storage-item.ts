/**
 * Typed storage items: a key in one of the browser's storage areas, its fallback, and reading,
 * writing and watching it. This is the part of `@wxt-dev/storage` GifDrop uses (`defineItem`,
 * `getValue`, `setValue`, `removeValue`, `watch`, `fallback`); the library itself added 7 kB
 * (2.3 kB gzip) to every page, the popup's open included, for versions and migrations that no item
 * needs yet. Values are stored under the same keys as before, so nothing moves; the `key$` version
 * entries earlier builds wrote are left alone and unread.
 */
import { browser } from 'wxt/browser';

type Area = 'local' | 'session' | 'sync';
export type StorageKey = `${Area}:${string}`;

export interface StorageItem<T> {
  readonly key: StorageKey;
  readonly fallback: T;
  /** The stored value, or the fallback when there is none. */
  getValue(): Promise<T>;
  /** Stores `value`; null or undefined removes the key. */
  setValue(value: T | null | undefined): Promise<void>;
  removeValue(): Promise<void>;
  /** Calls `listener` on each change, from any context; returns the function that stops it. */
  watch(listener: (value: T, previous: T) => void): () => void;
}

export function defineItem<T>(key: StorageKey, options: { fallback: T }): StorageItem<T> {
  const [area, name] = key.split(/:(.*)/s) as [Area, string];
  const store = () => browser.storage[area];
  const { fallback } = options;
  const orFallback = (value: unknown): T => (value ?? fallback) as T;
  return {
    key,
    fallback,
    getValue: async () => orFallback((await store().get(name))[name]),
    setValue: (value) => (value == null ? store().remove(name) : store().set({ [name]: value })),
    removeValue: () => store().remove(name),
    watch(listener) {
      const onChanged = (
        changes: Record<string, { newValue?: unknown; oldValue?: unknown }>,
        changed: string,
      ) => {
        const change = changes[name];
        if (changed === area && change) listener(orFallback(change.newValue), orFallback(change.oldValue));
      };
      browser.storage.onChanged.addListener(onChanged);
      return () => browser.storage.onChanged.removeListener(onChanged);
    },
  };
}

/** The same call as before (`storage.defineItem`), so the items' modules read as they did. */
export const storage = { defineItem };

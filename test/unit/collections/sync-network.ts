/**
 * `storage.sync` as the browsers' sync treats it, for several "browsers" in one test: each has its
 * own local copy that its code reads and writes at once; a sync sends that browser's changed keys
 * to the server (per key, the last one sent wins; a removal is a change like any other) and takes
 * back every key that differs, firing `onChanged` on the receiving side as the browser does.
 * `run(browser, task)` runs the code under test with `browser.storage.sync` being that browser's.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';

type Changes = Record<string, { oldValue?: unknown; newValue?: unknown }>;
type Listener = (changes: Changes, area: string) => void;

const copy = <T>(value: T): T => structuredClone(value);

export class SyncedBrowser {
  readonly local = new Map<string, unknown>();
  /** Keys changed here since the last sync, with their value (undefined: removed). */
  readonly pending = new Map<string, unknown>();
  private readonly listeners = new Set<Listener>();
  /** The sync area's API, as much of it as the extension uses. */
  readonly area = {
    get: async (keys?: string | string[] | null) => {
      const wanted = keys == null ? [...this.local.keys()] : typeof keys === 'string' ? [keys] : keys;
      const result: Record<string, unknown> = {};
      for (const key of wanted) if (this.local.has(key)) result[key] = copy(this.local.get(key));
      return result;
    },
    set: async (items: Record<string, unknown>) => {
      this.network.beforeWrite?.(this, items);
      this.apply(Object.entries(items).map(([key, value]) => [key, copy(value)]));
    },
    remove: async (keys: string | string[]) => {
      this.apply((typeof keys === 'string' ? [keys] : keys).map((key) => [key, undefined]));
    },
    clear: async () => {
      this.apply([...this.local.keys()].map((key) => [key, undefined]));
    },
    onChanged: {
      addListener: (listener: Listener) => void this.listeners.add(listener),
      removeListener: (listener: Listener) => void this.listeners.delete(listener),
      hasListener: (listener: Listener) => this.listeners.has(listener),
    },
  };

  constructor(
    readonly name: string,
    private readonly network: SyncNetwork,
  ) {}

  /** A local write: kept here at once, sent at the next sync; listeners here are told. */
  private apply(entries: [string, unknown][]): void {
    const changes = this.store(entries);
    for (const [key, value] of entries) this.pending.set(key, value);
    this.emit(changes);
  }

  /** Stores values as they are, and says what changed. */
  store(entries: [string, unknown][]): Changes {
    const changes: Changes = {};
    for (const [key, value] of entries) {
      const old = this.local.get(key);
      if (value === undefined) {
        if (!this.local.has(key)) continue;
        this.local.delete(key);
        changes[key] = { oldValue: old };
      } else {
        if (JSON.stringify(old) === JSON.stringify(value)) continue;
        this.local.set(key, value);
        changes[key] =
          old === undefined ? { newValue: copy(value) } : { oldValue: old, newValue: copy(value) };
      }
    }
    return changes;
  }

  emit(changes: Changes): void {
    if (Object.keys(changes).length === 0) return;
    for (const listener of this.listeners) listener(copy(changes), 'sync');
  }
}

export class SyncNetwork {
  /** What the sync server holds: per key, the value last sent (removals delete). */
  readonly server = new Map<string, unknown>();
  readonly browsers: SyncedBrowser[];
  /** Called before each `set` of any browser (tests make a write fail from here). */
  beforeWrite?: (browser: SyncedBrowser, items: Record<string, unknown>) => void;

  constructor(count: number) {
    this.browsers = Array.from(
      { length: count },
      (_, index) => new SyncedBrowser(String.fromCharCode(65 + index), this),
    );
  }

  /** One browser's sync: it sends its changed keys, then takes the server's state of every key. */
  sync(browser: SyncedBrowser): void {
    for (const [key, value] of browser.pending) {
      if (value === undefined) this.server.delete(key);
      else this.server.set(key, copy(value));
    }
    browser.pending.clear();
    const keys = new Set([...browser.local.keys(), ...this.server.keys()]);
    const entries: [string, unknown][] = [...keys].map((key) => [key, copy(this.server.get(key))]);
    browser.emit(browser.store(entries));
  }

  /** Every browser syncs, then every browser again, so all have what all sent. */
  syncAll(): void {
    for (const browser of this.browsers) this.sync(browser);
    for (const browser of this.browsers) this.sync(browser);
  }

  /** Runs `task` as code of `browser`: `browser.storage.sync` is its area meanwhile. */
  async run<T>(browser: SyncedBrowser, task: () => Promise<T>): Promise<T> {
    const storage = fakeBrowser.storage as unknown as { sync: unknown };
    const before = storage.sync;
    storage.sync = browser.area;
    try {
      return await task();
    } finally {
      storage.sync = before;
    }
  }
}

/** What a fresh install was granted, to return to: `permissions.getAll()` right after it. */
export interface GrantedAtInstall {
  origins?: string[];
  permissions?: string[];
  data_collection?: string[];
}

/**
 * Runs in a page of the extension, in Chromium or Firefox: every store of the extension emptied
 * and every permission granted since the install taken back, as a fresh install has them.
 * `atInstall` null: what the manifest requires (Chromium grants nothing more at install). A
 * function Playwright and puppeteer send as its source: it imports nothing.
 */
export async function clearToFreshInstall(atInstall: GrantedAtInstall | null): Promise<void> {
  type Permissions = Required<GrantedAtInstall>;
  const globals = globalThis as unknown as { browser?: unknown; chrome?: unknown };
  // Firefox's promise-based `browser`, else Chromium's `chrome`.
  const api = (globals.browser ?? globals.chrome) as {
    storage: Record<'local' | 'sync', { clear(): Promise<void> }> & { session?: { clear(): Promise<void> } };
    alarms: { clearAll(): Promise<unknown> };
    scripting: {
      getRegisteredContentScripts(): Promise<unknown[]>;
      unregisterContentScripts(): Promise<void>;
    };
    runtime: { getManifest(): { permissions?: string[]; host_permissions?: string[] } };
    permissions: {
      getAll(): Promise<Partial<Permissions>>;
      remove(which: Partial<Permissions>): Promise<boolean>;
    };
    offscreen?: { hasDocument?(): Promise<boolean>; closeDocument(): Promise<void> };
  };
  await Promise.all([api.storage.local.clear(), api.storage.sync.clear(), api.storage.session?.clear()]);
  await api.alarms.clearAll();
  if ((await api.scripting.getRegisteredContentScripts()).length > 0)
    await api.scripting.unregisterContentScripts();
  const manifest = api.runtime.getManifest();
  const kept = atInstall ?? {
    origins: [...(manifest.permissions ?? []), ...(manifest.host_permissions ?? [])],
  };
  const granted = await api.permissions.getAll();
  const taken: Partial<Permissions> = {};
  for (const kind of ['origins', 'permissions', 'data_collection'] as const) {
    // Chromium: only origins are given back (its optional API permissions are none).
    if (atInstall === null && kind !== 'origins') continue;
    const extra = (granted[kind] ?? []).filter((name) => !(kept[kind] ?? []).includes(name));
    if (extra.length > 0) taken[kind] = extra;
  }
  if (Object.keys(taken).length > 0) await api.permissions.remove(taken);
  if (await api.offscreen?.hasDocument?.()) await api.offscreen?.closeDocument();
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const stores = [...db.objectStoreNames];
        if (stores.length === 0) {
          db.close();
          resolve();
          return;
        }
        const clearing = db.transaction(stores, 'readwrite');
        for (const store of stores) clearing.objectStore(store).clear();
        clearing.oncomplete = () => {
          db.close();
          resolve();
        };
        clearing.onerror = () => reject(clearing.error);
      };
    });
  }
  for (const key of await caches.keys()) await caches.delete(key);
  localStorage.clear();
}

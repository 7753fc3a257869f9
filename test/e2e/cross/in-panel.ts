import { PANEL_PROBE_KEY, type PanelProbe } from '../../../src/in-page/panel-probe.ts';
import type { DriverPage } from './extension-driver.ts';

/**
 * Whether the in-page panel shows tiles (with the focus in its box), or has the focus on a tile.
 * Chromium lets the driver into the frame; Firefox does not list a frame inside a closed shadow
 * root, so there the panel's own report is read through `from`, an extension page (cleared with
 * `panelProbe(from, true)` before the panel opens). Where that report's storage write must not
 * wake a sleeping background, `from` is instead whether the panel's list was asked for, and the
 * picker gets a moment to draw (or to move the focus).
 */
export async function inPanel(
  page: DriverPage,
  state: 'tiles' | 'tile focused',
  from: DriverPage | (() => Promise<boolean>),
): Promise<boolean> {
  try {
    return await page.evaluateInFrame(
      'panel.html',
      (wanted) =>
        wanted === 'tiles'
          ? document.querySelector('.tile.loaded') !== null &&
            document.activeElement === document.querySelector('input[type="search"]')
          : document.activeElement?.classList.contains('tile') === true,
      state,
    );
  } catch {
    if (typeof from !== 'function') {
      const probe = await panelProbe(from);
      return state === 'tiles'
        ? !!probe && probe.tiles > 0 && probe.focused === 'box'
        : probe?.focused === 'tile';
    }
    if (state === 'tiles' && !(await from())) return false;
    // Nothing inside a closed shadow root can be awaited from outside: the picker gets a moment.
    await new Promise((settle) => setTimeout(settle, state === 'tiles' ? 800 : 400));
    return true;
  }
}

/**
 * What the panel shows, as a non-production panel reports it (src/in-page/panel-probe.ts), read
 * through one of the extension's pages; `clear` forgets the last panel's report first.
 */
export function panelProbe(extensionPage: DriverPage, clear = false): Promise<PanelProbe | null> {
  return extensionPage.evaluate(
    async ([key, forget]) => {
      const api = ((globalThis as { browser?: unknown }).browser ??
        (globalThis as { chrome?: unknown }).chrome) as {
        storage: {
          local: { get(key: string): Promise<Record<string, unknown>>; remove(key: string): Promise<void> };
        };
      };
      if (forget) await api.storage.local.remove(key);
      return ((await api.storage.local.get(key))[key] as PanelProbe | undefined) ?? null;
    },
    [PANEL_PROBE_KEY, clear] as const,
  );
}

import { useEffect } from 'preact/hooks';
import { onCollectionNotice } from './feeds/collection-notices.ts';
import type { TargetTab } from './pick/target-tab.ts';
import type { PickerHost } from './picker-host.ts';

/** Notices the status line says that no pick of this open caused. */
export function usePickerNotices(
  host: PickerHost | undefined,
  target: Promise<TargetTab | null>,
  say: (text: string) => void,
) {
  // Opened because the page kept the in-page picker out: say so.
  useEffect(() => {
    if (!host)
      void target
        // Loaded after the first paint: rarely any notice, and every open would pay for its code.
        .then(
          (tab) =>
            tab && import('../in-page/fallback-notice.ts').then((m) => m.takeFallbackNotice(tab.tabId)),
        )
        .then((text) => text && say(text));
  }, [host, target, say]);
  // Stars, and what Recent and Favorites found gone, are said in the status line.
  useEffect(() => onCollectionNotice(say), [say]);
}

import { useMemo } from 'preact/hooks';
import { createViewTracker } from '../../analytics/index.ts';
import type { Item } from '../../client/index.ts';
import { sendToBackground } from '../../messaging/index.ts';

/** A tile seen: its view pingback, once per item and list (docs/interface.md §1.8). */
export function useSeen() {
  const views = useMemo(
    () => createViewTracker((event) => sendToBackground({ type: 'trackEvent', ...event })),
    [],
  );
  return (item: Item, listId: number) => void views.registerView(String(listId), item).catch(() => undefined);
}

import type { Analytics } from '../client/index.ts';

/** What the tracker needs of an item: its id and the Analytics Object it came with. */
export interface TrackedItem {
  id: string;
  analytics?: Analytics | undefined;
}

/** Queues one event; in the popup, a `trackEvent` message to the background. */
export type TrackEvent = (event: { action: 'onload'; url: string; ts: number }) => Promise<unknown>;

export interface ViewTracker {
  /**
   * Registers a view of `item` in the result list `listId` (docs/interface.md §6: once, right after the asset
   * is visible). Only the first call per list and item sends anything: re-renders and scrolling
   * back do not count again. Resolves true when this call registered the view.
   */
  registerView(listId: string, item: TrackedItem): Promise<boolean>;
}

/**
 * Deduplicates views on the page side: the popup makes one tracker and calls `registerView`
 * whenever a tile becomes visible. The action time is taken here, when the view happened, not
 * when the pingback is eventually sent.
 */
export function createViewTracker(track: TrackEvent, now: () => number = Date.now): ViewTracker {
  const seen = new Map<string, Set<string>>();
  return {
    async registerView(listId, item) {
      let items = seen.get(listId);
      if (!items) {
        items = new Set();
        seen.set(listId, items);
      }
      if (items.has(item.id)) return false;
      items.add(item.id);
      const url = item.analytics?.onload?.url;
      if (url === undefined) return false;
      try {
        await track({ action: 'onload', url, ts: now() });
        return true;
      } catch (error) {
        // Not recorded: let a later sighting try again.
        items.delete(item.id);
        throw error;
      }
    },
  };
}

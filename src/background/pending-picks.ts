/**
 * Picks waiting for their insertion report. When the popup is about to insert an item, it records
 * the pick here; the content script then reports only the pick's id and whether it worked. The
 * send URL comes from this record, never from the content script, which runs inside a page the
 * extension does not control.
 */

import type { ItemKind } from '../collections/index.ts';
import { BackgroundError } from '../messaging/index.ts';
import { storage } from '../storage/storage-item.ts';

/** A drop from the toolbar popup: its click and Recent come with the send (`recordPick`). */
export interface PickedByDrop {
  onclickUrl?: string | undefined;
  kind: ItemKind;
}

interface PendingPick {
  tabId: number;
  itemId: string;
  onsentUrl?: string | undefined;
  drop?: PickedByDrop | undefined;
  expiresAt: number;
}

/**
 * In `storage.session`: it outlives a stopped service worker (the report may wake a new one) but
 * not the browser, and content scripts cannot read it (Chromium's default access level).
 */
const picksItem = storage.defineItem<Record<string, PendingPick>>('session:pendingPicks', { fallback: {} });

const PICK_TTL_MS = 5 * 60_000;
const MAX_PICKS = 50;

export interface ReportedPick {
  itemId: string;
  onsentUrl?: string | undefined;
  drop?: PickedByDrop | undefined;
}

/** Records and redeems picks; each pick can be reported once, from the tab it was made for. */
export class PendingPicks {
  /** Read-modify-write of one storage value: run one at a time, so a pick is redeemed once. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  record(pick: Omit<PendingPick, 'expiresAt'>): Promise<string> {
    return this.exclusive(() => this.recordNow(pick));
  }

  /** Takes the pick made for `tabId`; throws `not-found` for an unknown, expired or foreign one. */
  redeem(pickId: string, tabId: number | undefined): Promise<ReportedPick> {
    return this.exclusive(() => this.redeemNow(pickId, tabId));
  }

  private exclusive<T>(run: () => Promise<T>): Promise<T> {
    const result = this.chain.then(run);
    this.chain = result.catch(() => undefined);
    return result;
  }

  private async recordNow(pick: Omit<PendingPick, 'expiresAt'>): Promise<string> {
    const picks = this.live(await picksItem.getValue());
    const pickId = this.newId();
    picks[pickId] = { ...pick, expiresAt: this.now() + PICK_TTL_MS };
    // Oldest first out, so a popup that records without ever inserting cannot grow this forever.
    const pending = Object.entries(picks)
      .sort(([, a], [, b]) => a.expiresAt - b.expiresAt)
      .slice(-MAX_PICKS);
    await picksItem.setValue(Object.fromEntries(pending));
    return pickId;
  }

  private async redeemNow(pickId: string, tabId: number | undefined): Promise<ReportedPick> {
    const picks = this.live(await picksItem.getValue());
    const pick = picks[pickId];
    if (!pick || pick.tabId !== tabId) {
      throw new BackgroundError('not-found', 'No pick with this id is waiting for this tab');
    }
    delete picks[pickId];
    await picksItem.setValue(picks);
    return { itemId: pick.itemId, onsentUrl: pick.onsentUrl, drop: pick.drop };
  }

  private live(picks: Record<string, PendingPick>): Record<string, PendingPick> {
    const now = this.now();
    return Object.fromEntries(Object.entries(picks).filter(([, pick]) => pick.expiresAt > now));
  }
}

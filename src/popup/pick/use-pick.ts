import { useEffect, useRef, useState } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { t } from '../../i18n/index.ts';
import { recordPicked } from '../favorites/favorites-context.tsx';
import type { PickerHost } from '../picker-host.ts';
import type { FrameOffer, PickResult } from './pick-result.ts';
import type { TargetTab } from './target-tab.ts';

/** How long a status ("Copied — press Ctrl+V") stays before the line clears. */
export const NOTICE_MS = 5000;
/**
 * Picking an item, and the status line that reports it: "Inserting…" while it runs, then what
 * happened, cleared after a while. After a verified insertion the popup closes (unless the person
 * asked to keep it open); after a copy it stays, saying so.
 */
export function usePick(host?: PickerHost) {
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<FrameOffer | null>(null);
  const target = useRef<Promise<TargetTab | null>>(null);
  // Its code loads beside the first paint: no pick or upload happens before that.
  target.current ??= host
    ? Promise.resolve(host.target)
    : import('./target-tab.ts').then((module) => module.findTargetTab()).catch(() => null);
  useEffect(() => {
    if (!notice || busy) return;
    const timer = setTimeout(() => setNotice(''), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, busy]);

  async function run(work: (module: PickModule) => Promise<PickResult | undefined>) {
    setBusy(true);
    setNotice(t('inserting'));
    try {
      // Loaded at the first pick: formatting and insertion are not needed to open the popup.
      const module = await import('./pick-item.ts');
      const result = await work(module);
      if (result) await module.settlePick(result, { say: setNotice, offer: setOffer, host });
    } catch (error) {
      setNotice(t('insertError', error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  }

  function pick(item: Item) {
    const clickedAt = Date.now();
    setOffer(null);
    // Recent keeps the pick (its id and kind only) whatever the insertion's outcome.
    recordPicked(item);
    return run(async ({ pickItem, wholeItemOnce }) =>
      // In the page: caret back first, the page reached as the panel can (src/popup/picker-host.ts).
      // A tile scrolled far back has only its own renditions: the rest is asked again.
      pickItem(await wholeItemOnce(item), await target.current, clickedAt, host?.delivery),
    );
  }

  /** "Allow GifDrop in frames from …": the browser asks in this click, then the text goes in. */
  function allowFrame() {
    const allowed = offer?.allow();
    setOffer(null);
    return allowed && run(() => allowed);
  }
  return { notice, pick, busy, say: setNotice, target: target.current, offer, allowFrame };
}

type PickModule = typeof import('./pick-item.ts');

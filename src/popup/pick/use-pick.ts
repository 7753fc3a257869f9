import { useEffect, useRef, useState } from 'preact/hooks';
import type { Item } from '../../client/item.ts';
import { t } from '../../i18n/index.ts';
import { recordPicked } from '../favorites/favorites-context.tsx';
import type { PickerHost } from '../picker-host.ts';
import { wholeItem } from '../results/released-copies.ts';
import type { TargetTab } from './target-tab.ts';

/** How long a status ("Copied — press Ctrl+V") stays before the line clears. */
export const NOTICE_MS = 5000;
/** How long "Inserted" shows before the popup closes itself. */
const CLOSE_AFTER_MS = 600;

/**
 * Picking an item, and the status line that reports it: "Inserting…" while it runs, then what
 * happened, cleared after a while. After a verified insertion the popup closes (unless the person
 * asked to keep it open); after a copy it stays, saying so.
 */
export function usePick(host?: PickerHost) {
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
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

  async function pick(item: Item) {
    const clickedAt = Date.now();
    setBusy(true);
    setNotice(t('inserting'));
    // Recent keeps the pick (its id and kind only) whatever the insertion's outcome.
    recordPicked(item);
    try {
      // Loaded at the first pick: formatting and insertion are not needed to open the popup.
      const { describePick, pickItem, keepPickerOpenItem } = await import('./pick-item.ts');
      // In the page: caret back first, the page reached as the panel can (src/popup/picker-host.ts).
      const delivery = host?.delivery;
      // A tile scrolled far back has only its own renditions: the rest is asked again.
      const result = await pickItem(await wholeItem(item), await target.current, clickedAt, delivery);
      setNotice(describePick(result));
      // The editor inserted after all (late): say so; the send is registered then.
      if (result.status === 'copied') void result.late?.then((late) => late && setNotice(describePick(late)));
      const done = result.status === 'inserted' && (await keepPickerOpenItem.getValue()) !== true;
      // In the page, a verified insertion closes the panel at once (the caret is already back),
      // unless the person keeps the picker open: then it comes back at the caret, after the text.
      if (host) return done ? host.close() : void host.reveal().catch(() => undefined);
      if (done && (await (await import('./own-window.ts')).ownsItsWindow()))
        setTimeout(() => window.close(), CLOSE_AFTER_MS);
    } catch (error) {
      setNotice(t('insertError', error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  }
  return { notice, pick, busy, say: setNotice, target: target.current };
}

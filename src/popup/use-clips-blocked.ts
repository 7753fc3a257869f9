import { useEffect, useState } from 'preact/hooks';
import { takeKeyStatus } from '../first-paint/trending-handover.ts';
import { sendToBackground } from '../messaging/index.ts';
import type { FeedState } from './feeds/use-feed.ts';
import type { TabSettings } from './tab-settings.ts';

const isForbidden = (error: unknown) => (error as { kind?: unknown } | null)?.kind === 'forbidden';

/**
 * Clips get no requests once the key is known not to be approved for them: by its check, or by a
 * 403 to a clip request. Gives [blocked on this tab, known refused (the Clips tab dimmed)].
 */
export function useClipsBlocked(view: TabSettings, state: FeedState) {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    // Firefox's popup head script asked it already, beside trending.
    const status = import.meta.env.FIREFOX ? takeKeyStatus() : sendToBackground({ type: 'getKeyStatus' });
    void status.then(
      (status) => status.check?.clips === 'not-approved' && setChecked(true),
      () => undefined,
    );
  }, []);
  const refused = checked || (view.clips && state.phase === 'error' && isForbidden(state.error));
  return [view.clips && refused, refused] as const;
}

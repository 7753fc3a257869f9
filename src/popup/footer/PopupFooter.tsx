import { t } from '../../i18n/index.ts';
import { AttributionMark } from '../../ui/index.ts';
import { lazyComponent } from '../lazy.tsx';
import type { FrameOffer } from '../pick/pick-result.ts';
import type { TargetTab } from '../pick/target-tab.ts';
import { SettingsLink } from './SettingsLink.tsx';
import { UploadLink } from './UploadLink.tsx';

/** Shown once the page's host is known, which is after the first paint: loaded then, with its rules. */
const SiteMarkdown = lazyComponent(() => import('./SiteMarkdown.tsx').then((module) => module.SiteMarkdown));

interface Props {
  notice: string;
  /** False while a pick's outcome may still change (the page may take the text out within a second). */
  final: boolean;
  offer: FrameOffer | null;
  onAllowFrame(): unknown;
  target: Promise<TargetTab | null> | null;
}

/**
 * Under the list: the offer to let GifDrop into a frame from another site, the status line, the
 * ways to Upload and the settings, and the attribution mark, always in view (docs/interface.md §1.5).
 */
export function PopupFooter({ notice, final, offer, onAllowFrame, target }: Props) {
  return (
    <>
      {offer && (
        <div class="frame-offer">
          <button type="button" class="button primary" onClick={() => void onAllowFrame()}>
            {t('allowFrames', offer.site)}
          </button>
        </div>
      )}
      <footer>
        <p class="notice" role="status" aria-busy={!final}>
          {notice}
        </p>
        <div class="footer-links">
          <SiteMarkdown target={target} />
          <UploadLink target={target} />
          <SettingsLink />
        </div>
        <AttributionMark />
      </footer>
    </>
  );
}

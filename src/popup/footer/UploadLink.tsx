import { browser } from 'wxt/browser';
import { t } from '../../i18n/index.ts';
import type { TargetTab } from '../pick/target-tab.ts';

/**
 * Opens the upload page in a tab (a file dialog would close the popup in some browsers), naming
 * the tab the popup acts on so the uploaded GIF can be inserted there. The page's code is its own.
 */
export function UploadLink(props: { target: Promise<TargetTab | null> | null }) {
  return (
    <a
      class="footer-link"
      href="/upload.html"
      onClick={(event) => {
        event.preventDefault();
        void (async () => {
          const target = await props.target;
          const query = target ? `?tab=${target.tabId}&frame=${target.frameId}` : '';
          await browser.tabs.create({ url: browser.runtime.getURL(`/upload.html${query}`) });
          window.close();
        })();
      }}
    >
      {t('upload')}
    </a>
  );
}

import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import {
  exportFavorites,
  FAVORITES_MAX,
  importFavorites,
  MIGRATED_NAME,
  readFavorites,
} from '../collections/index.ts';
import { formatNumber, plural, t } from '../i18n/index.ts';
import { sendToBackground } from '../messaging/index.ts';
import { ActionFeedback } from './ActionFeedback.tsx';
import { useAction } from './use-action.ts';

/** Saves `text` as a file through a download link (no permission needed). */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** How many favorites of an earlier version did not fit in the new layout (favorites-migration.ts). */
function useLeftBehind(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    void browser.storage.sync.get(MIGRATED_NAME).then((stored) => {
      const value = stored[MIGRATED_NAME];
      setCount(typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0);
    });
  }, []);
  return count;
}

/**
 * Favorites as a small JSON file (ids and kinds only): export, and import, which adds the file's
 * items after the current ones or says what is wrong and changes nothing. Also the way to the
 * upload page.
 */
export function FavoritesSection() {
  const [state, run] = useAction();
  const fileInput = useRef<HTMLInputElement>(null);
  const leftBehind = useLeftBehind();
  return (
    <section aria-labelledby="favorites-heading">
      <h2 id="favorites-heading">{t('favoritesHeading')}</h2>
      <p>{t('favoritesSyncNote')}</p>
      {leftBehind > 0 && (
        <p role="note">{t('favoritesLeftBehind', formatNumber(leftBehind), formatNumber(FAVORITES_MAX))}</p>
      )}
      <div class="buttons">
        <button
          type="button"
          onClick={() =>
            run(async () => {
              const refs = await readFavorites();
              download(exportFavorites(refs), 'gifdrop-favorites.json');
              return plural('exportedFavorites', refs.length);
            })
          }
        >
          {t('exportFavorites')}
        </button>
        <button type="button" onClick={() => fileInput.current?.click()}>
          {t('importFavorites')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('favoritesFileLabel')}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            input.value = '';
            if (!file) return;
            void run(async () => {
              const added = await importFavorites(await file.text(), sendToBackground);
              return added === 0 ? t('importNothingNew') : plural('importedFavorites', added);
            });
          }}
        />
      </div>
      <ActionFeedback state={state} />
      <p>
        <a
          href="/upload.html"
          onClick={(event) => {
            event.preventDefault();
            void browser.tabs.create({ url: browser.runtime.getURL('/upload.html') });
          }}
        >
          {t('uploadToGiphyLink')}
        </a>
      </p>
    </section>
  );
}

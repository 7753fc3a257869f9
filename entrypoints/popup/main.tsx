import { render } from 'preact';
import { applyPageLocale } from '../../src/i18n/index.ts';
import { FavoritesProvider, Popup, startTrending } from '../../src/popup/index.ts';

// When the popup's code starts running (the breakdown of `npm run bench`).
performance.mark('gifdrop:script');
// Before the first render: the worker wakes and the service answers while the UI draws.
startTrending();
applyPageLocale();
const root = document.getElementById('app');
if (root)
  render(
    <FavoritesProvider>
      <Popup />
    </FavoritesProvider>,
    root,
  );

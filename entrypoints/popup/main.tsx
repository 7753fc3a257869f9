import { render } from 'preact';
import { FavoritesProvider, Popup, startTrending } from '../../src/popup/index.ts';

// When the popup's code starts running (the breakdown of `npm run bench`).
performance.mark('gifdrop:script');
// Before the first render: the worker wakes and the service answers while the UI draws.
startTrending();
const root = document.getElementById('app');
if (root)
  render(
    <FavoritesProvider>
      <Popup />
    </FavoritesProvider>,
    root,
  );

import { render } from 'preact';
import { FavoritesProvider, Popup } from '../../src/popup/index.ts';

// When the popup's code starts running (the breakdown of `npm run bench`).
performance.mark('gifdrop:script');
const root = document.getElementById('app');
if (root)
  render(
    <FavoritesProvider>
      <Popup />
    </FavoritesProvider>,
    root,
  );

import { render } from 'preact';
import { FavoritesProvider, Popup } from '../../src/popup/index.ts';

const root = document.getElementById('app');
if (root)
  render(
    <FavoritesProvider>
      <Popup />
    </FavoritesProvider>,
    root,
  );

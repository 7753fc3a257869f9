import { render } from 'preact';
import { FavoritesProvider } from './favorites/favorites-context.tsx';
import { Popup } from './Popup.tsx';

/** Draws the toolbar popup into `app`, its search box focused in the same task. */
export function drawPopup(app: HTMLElement): void {
  render(
    <FavoritesProvider>
      <Popup />
    </FavoritesProvider>,
    app,
  );
  // The box now, not at autofocus's next frame: a letter typed in between would reach the body.
  app.querySelector<HTMLElement>('[autofocus]')?.focus();
}

import { render } from 'preact';
import { drawWhenListening } from '../../src/first-paint/draw-when-listening.ts';
import { keptLikely } from '../../src/first-paint/popup-head/index.ts';
import { applyPageLocale } from '../../src/i18n/index.ts';
import { type KeyStatus, sendToBackground } from '../../src/messaging/index.ts';
import { FavoritesProvider, Popup, startTrending } from '../../src/popup/index.ts';

// When the popup's code starts running (the breakdown of `npm run bench`).
performance.mark('gifdrop:script');
// Before the first render: the worker wakes and the service answers while the UI draws.
startTrending();
applyPageLocale();
const root = document.getElementById('app');
// The key's status, when the Firefox draw below asked for it: the popup takes that answer.
let keyStatus: Promise<KeyStatus> | undefined;
const draw = (app: HTMLElement) =>
  render(
    <FavoritesProvider>
      <Popup keyStatus={keyStatus} />
    </FavoritesProvider>,
    app,
  );
// In Firefox, with nothing kept, drawn once the woken background listens (draw-when-listening.ts).
// (Tested here, not inside: Chromium's bundle then carries none of it.)
const wait = import.meta.env.FIREFOX
  ? drawWhenListening({
      keptLikely: keptLikely(),
      listening: () => (keyStatus = sendToBackground({ type: 'getKeyStatus' })),
    })
  : undefined;
if (root) {
  if (wait) void wait.then(() => draw(root));
  else draw(root);
}

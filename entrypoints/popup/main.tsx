import { drawOnceAwake } from '../../src/first-paint/draw-once-awake.ts';
import { keepEarlyTyping } from '../../src/first-paint/early-typing.ts';
import { cacheLikely } from '../../src/first-paint/popup-head/index.ts';
import { peekKeyStatus, peekTrending } from '../../src/first-paint/trending-handover.ts';
import { applyPageLocale } from '../../src/i18n/index.ts';
import { drawPopup, startTrending } from '../../src/popup/index.ts';

// When the popup's code starts running (the breakdown of `npm run bench`).
performance.mark('gifdrop:script');
// Before the first render: the worker wakes and the service answers while the UI draws.
startTrending();
applyPageLocale();
const root = document.getElementById('app');
// In Firefox, with nothing cached, drawn once the background is awake (draw-once-awake.ts).
// (Tested here, not inside: Chromium's bundle then carries none of it.)
const wait = import.meta.env.FIREFOX
  ? drawOnceAwake({
      cacheLikely: cacheLikely(),
      answers: () => [peekTrending()?.answered ?? Promise.resolve(), peekKeyStatus() ?? Promise.resolve()],
    })
  : undefined;
// What is typed meanwhile is the search box's first text (early-typing.ts).
const typed = wait && keepEarlyTyping(window);
if (root) {
  if (wait)
    void wait.then(() => {
      typed?.();
      drawPopup(root);
    });
  else drawPopup(root);
}

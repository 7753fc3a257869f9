import { drawAfterFirstPage } from '../../src/first-paint/draw-after-first-page.ts';
import { keepEarlyTyping } from '../../src/first-paint/early-typing.ts';
import { cacheLikely } from '../../src/first-paint/popup-head/index.ts';
import { peekTrending } from '../../src/first-paint/trending-handover.ts';
import { applyPageLocale } from '../../src/i18n/index.ts';
import { drawPopup, startTrending } from '../../src/popup/index.ts';

// When the popup's code starts running (the breakdown of `npm run bench`).
performance.mark('gifdrop:script');
// Before the first render: the worker wakes and the service answers while the UI draws.
startTrending();
applyPageLocale();
const root = document.getElementById('app');
// In Firefox, with nothing cached, drawn with the first page (draw-after-first-page.ts).
// (Tested here, not inside: Chromium's bundle then carries none of it.)
const wait = import.meta.env.FIREFOX
  ? drawAfterFirstPage({
      cacheLikely: cacheLikely(),
      firstPage: () => peekTrending()?.answered ?? Promise.resolve(),
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

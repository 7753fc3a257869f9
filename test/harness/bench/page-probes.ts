/**
 * What the bench runs inside the pages it measures: the first row's arrival and the popup's phases
 * read from its own marks, and the words searched, one per run so that no run finds its media cached.
 */

/** The popup's debounce of search as you type (src/popup/feeds/use-feed.ts). */
export const DEBOUNCE_MS = 250;
/** Words the reference catalogue has results for, one per run, so no run finds its media cached. */
export const QUERIES = [
  'cat',
  'dog',
  'puppy',
  'bird',
  'panda',
  'penguin',
  'robot',
  'pizza',
  'coffee',
  'cat dance',
  'dog party',
];

/**
 * For the watchers run in a page (Firefox writes a translation by 0 px down as `translate(Xpx)`,
 * Chromium as `translate(Xpx, 0px)`): `IN(tile)`, whether a tile's image is in (loaded and decodable),
 * as the bare page checks its own; `FIRST_ROW(doc)`, the tiles of the grid's first row.
 */
export const ROW_HELPERS = `const IN = (tile) => { const image = tile.querySelector('img:not(.tile-placeholder)'); return Boolean(image && image.complete && image.naturalWidth > 0); };
  const FIRST_ROW = (doc) => [...doc.querySelectorAll('.tile')].filter((tile) => /^translate\\([^,]*(, 0px)?\\)$/.test(tile.style.transform));`;

/**
 * Watches for the first frame in which every image of the popup's first row is in, from the
 * document's start (an init script), and leaves the milliseconds from navigation start in
 * `window.firstRow`, as the bare page does for its own (rAF, `complete`). Checking only after
 * `page.goto` returned would count the wait for the load event (every image of the page) and a
 * round trip to the page, which the bare page's own figure does not include.
 */
export const POPUP_FIRST_ROW = `window.firstRow = new Promise((resolve) => {
  ${ROW_HELPERS}
  const check = () => {
    const firstRow = FIRST_ROW(document);
    if (firstRow.length > 0 && firstRow.every(IN)) resolve(performance.now());
    else requestAnimationFrame(check);
  };
  check();
})`;

/**
 * Where the time of one popup open went: marks of the popup and the first row's image requests,
 * once the fresh answer is in (a cached answer may show the first row before it).
 */
export const POPUP_PHASES = `new Promise((resolve) => {
  const wait = () => performance.getEntriesByName('gifdrop:answered').length > 0 || performance.now() > 10000 ? resolve() : setTimeout(wait, 10);
  wait();
}).then(() => {
  ${ROW_HELPERS}
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
  const firstRow = FIRST_ROW(document);
  const urls = new Set(firstRow.map((tile) => tile.querySelector('img:not(.tile-placeholder)')?.src));
  const images = performance.getEntriesByType('resource').filter((entry) => urls.has(entry.name));
  return {
    script: mark('gifdrop:script'),
    asked: mark('gifdrop:asked'),
    answered: mark('gifdrop:answered'),
    imagesStart: Math.min(...images.map((entry) => entry.startTime)),
    imagesEnd: Math.max(...images.map((entry) => entry.responseEnd)),
  };
})`;

/**
 * Types `query` into the popup's box (the list shows trending) and resolves with the milliseconds
 * from its last keydown to the first row of new results, loaded.
 */

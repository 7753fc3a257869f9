// The first background script of bench/firefox/first-page-copy.ts: answers the popup's first page
// of trending as the bare extension's worker does (fetch with the key it holds, the items unread
// but for their numbers), then loads GifDrop's own background for everything else.
/* global BENCH_SERVICE */
const NUMBERS = new Set(['width', 'height', 'size', 'frames', 'mp4_size', 'webp_size']);
let rest = false;
const loadRest = () => {
  if (rest) return;
  rest = true;
  const script = document.createElement('script');
  script.src = 'background.js';
  document.head.append(script);
};
const numbers = (rendition) =>
  Object.fromEntries(
    Object.entries(rendition).map(([name, value]) => [name, NUMBERS.has(name) ? Number(value) : value]),
  );
browser.runtime.onMessage.addListener((message) => {
  if (rest) return undefined;
  if (message?.type !== 'trending' || message.kind !== 'gifs' || message.offset !== 0) return undefined;
  const search = new URLSearchParams({
    api_key: BENCH_SERVICE.key,
    limit: String(message.limit),
    offset: '0',
  });
  const answer = fetch(`${BENCH_SERVICE.api}/v1/gifs/trending?${search}`)
    .then((response) => response.json())
    // As GifDrop's background answers in Firefox: one JSON text (src/background/wire-answer.ts).
    .then(({ data, pagination }) => ({
      ok: true,
      text: JSON.stringify({
        data: data.map((item) => ({
          ...item,
          images: Object.fromEntries(
            Object.entries(item.images).map(([name, value]) => [name, numbers(value)]),
          ),
        })),
        pagination,
      }),
    }));
  answer.finally(() => setTimeout(loadRest, 0));
  return answer;
});
// Woken by anything else, the rest comes a moment later.
setTimeout(loadRest, 1000);

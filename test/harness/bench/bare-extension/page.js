// See page.html. Measured as the bare page measures itself: `window.firstRow` resolves with the
// milliseconds from navigation start to the first frame in which the first row's 3 images are in.
const params = new URLSearchParams(location.search);
const asked = chrome.runtime.sendMessage({ api: params.get('api'), key: params.get('key') });
const parsed = new Promise((resolve) => {
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', resolve, { once: true });
  else resolve();
});
window.firstRow = Promise.all([asked, parsed]).then(([{ data }]) => {
  window.answeredAt = performance.now();
  const images = data.map((item) => {
    const image = document.createElement('img');
    image.src = item.images.fixed_width.webp ?? item.images.fixed_width.url;
    return image;
  });
  document.getElementById('grid').replaceChildren(...images);
  // In frames only, as the popup's probe checks (a cached image is complete as soon as it is created).
  return new Promise((resolve) => {
    const check = () => {
      if (images.slice(0, 3).every((image) => image.complete && image.naturalWidth > 0))
        resolve(performance.now());
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
});

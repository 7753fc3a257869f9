// The bare extension's service worker (see page.html): fetches the page of trending its page asks
// for, with the key it holds, and answers with the parsed items. Nothing else.
chrome.runtime.onMessage.addListener(({ api, key }, _sender, sendResponse) => {
  const search = new URLSearchParams({ api_key: key, limit: '25', rating: 'pg-13' });
  fetch(`${api}/v1/gifs/trending?${search}`)
    .then((response) => response.json())
    .then(
      ({ data }) => sendResponse({ data }),
      (error) => sendResponse({ error: String(error) }),
    );
  return true;
});

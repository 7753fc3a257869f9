/** GIPHY's developer dashboard, where keys are made. */
export const KEY_DASHBOARD_URL = 'https://developers.giphy.com/dashboard/';

/**
 * Where an API key comes from and what its kinds mean; the same words on the welcome page and in
 * the options page.
 */
export function KeyHelp() {
  return (
    <div class="key-help">
      <p>
        GifDrop searches GIPHY with an API key. To get one, sign in at{' '}
        <a href={KEY_DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
          developers.giphy.com
        </a>
        , choose <strong>Create an App</strong>, pick <strong>API</strong>, give it a name, and copy the key
        it shows. Emoji work without a key.
      </p>
      <dl>
        <dt>Beta key</dt>
        <dd>What every new app gets: free, limited to 100 requests an hour and 50 results a search.</dd>
        <dt>Production key</dt>
        <dd>After GIPHY reviews the app (from its dashboard page): no hourly limit.</dd>
        <dt>Clips</dt>
        <dd>GIF videos with sound need an app GIPHY approved for clips; other keys get “not allowed”.</dd>
      </dl>
    </div>
  );
}

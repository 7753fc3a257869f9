/**
 * The production service's hosts that the extension needs a host permission for, each with the
 * reason, derived from what the real service sends (../shared/realworld-fixtures; checked by
 * test/unit/config/production-hosts.test.ts against every real body, and by the e2e bundle test
 * against the built manifest). A host goes here only once the product uses it.
 *
 * Not here: the media hosts (`mediaN.giphy.com`), which only `<img>`/`<video>` load and need no
 * permission.
 */
export const PRODUCTION_HOST_PERMISSIONS = [
  /** `{base_url}`: every operation the picker calls (trending, search, …). */
  'https://api.giphy.com/*',
  /**
   * Every tracking URL (`onload`/`onclick`/`onsent`) in real answers is on this host (378 of 378
   * in the recorded bodies). Without the permission the worker's request is a CORS request whose
   * answer it cannot read, so a delivered pingback would count as failed.
   */
  'https://giphy-analytics.giphy.com/*',
  /**
   * `{upload_url}`: the upload page's uploads, which the background sends (it alone holds the
   * key); without the permission the worker's POST is a CORS request whose answer it cannot read.
   */
  'https://upload.giphy.com/*',
] as const;

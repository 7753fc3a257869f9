/**
 * The imports that still reach past another folder's index.ts (folder-entries.test.ts), each with
 * why. Measured one at a time on a Chromium build (`npx wxt build`), every import that could go
 * through its index already doing so: "grows" is what popup.html loads before its first render
 * (gzip), or the background and the content scripts. Remove an entry once its import goes through
 * the index; a new one fails the test.
 */
interface ReachingPast {
  from: string;
  to: string;
  why: string;
}

export const REACHING_PAST_INDEX: readonly ReachingPast[] = [
  {
    from: 'src/insertion/clip-page.ts',
    to: 'src/client/http-url.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/describe-error.ts',
    to: 'src/client/limits.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/feeds/feeds.ts',
    to: 'src/client/http-url.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/feeds/feeds.ts',
    to: 'src/client/limits.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/feeds/feeds.ts',
    to: 'src/client/paginate.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/preview/ItemPreview.tsx',
    to: 'src/client/http-url.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/preview/ItemPreview.tsx',
    to: 'src/client/renditions.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/preview/Variations.tsx',
    to: 'src/client/http-url.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/preview/Variations.tsx',
    to: 'src/client/renditions.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/preview/item-links.ts',
    to: 'src/client/http-url.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/results/TileMedia.tsx',
    to: 'src/client/http-url.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/results/TileMedia.tsx',
    to: 'src/client/renditions.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/results/released-copy.ts',
    to: 'src/client/rendition-names.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/search/Categories.tsx',
    to: 'src/client/http-url.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/search/Categories.tsx',
    to: 'src/client/renditions.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/search/SearchBox.tsx',
    to: 'src/client/limits.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/search/search-text.ts',
    to: 'src/client/limits.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'src/popup/search/suggestion-sources.ts',
    to: 'src/client/http-url.ts',
    why: "the popup's open grows 4.8 kB gzip through the index (the client's schemas come along)",
  },
  {
    from: 'entrypoints/panel/main.tsx',
    to: 'src/in-page/panel-frame.tsx',
    why: 'an import cycle through the index',
  },
  {
    from: 'src/background/background-parts.ts',
    to: 'src/slash-gif/handlers.ts',
    why: 'an import cycle through the index',
  },
  {
    from: 'src/background/background-parts.ts',
    to: 'src/slash-gif/registrations.ts',
    why: 'an import cycle through the index',
  },
  {
    from: 'src/background/index.ts',
    to: 'src/slash-gif/registrations.ts',
    why: 'an import cycle through the index',
  },
  {
    from: 'src/first-paint/trending-handover.ts',
    to: 'src/popup/feeds/feeds.ts',
    why: 'an import cycle through the index',
  },
  {
    from: 'src/frame-sites/FrameSitesSection.tsx',
    to: 'src/options/ActionFeedback.tsx',
    why: 'an import cycle through the index',
  },
  {
    from: 'src/frame-sites/FrameSitesSection.tsx',
    to: 'src/options/SiteList.tsx',
    why: 'an import cycle through the index',
  },
  {
    from: 'src/frame-sites/FrameSitesSection.tsx',
    to: 'src/options/use-action.ts',
    why: 'an import cycle through the index',
  },
  {
    from: 'src/slash-gif/SlashGifSection.tsx',
    to: 'src/options/ActionFeedback.tsx',
    why: 'an import cycle through the index',
  },
  {
    from: 'src/slash-gif/SlashGifSection.tsx',
    to: 'src/options/SiteList.tsx',
    why: 'an import cycle through the index',
  },
  {
    from: 'src/slash-gif/SlashGifSection.tsx',
    to: 'src/options/use-action.ts',
    why: 'an import cycle through the index',
  },
  { from: 'src/ui/KeyHelp.tsx', to: 'src/i18n/rich-text.tsx', why: 'an import cycle through the index' },
  { from: 'src/welcome/Welcome.tsx', to: 'src/i18n/rich-text.tsx', why: 'an import cycle through the index' },
  {
    from: 'src/popup/footer/SiteMarkdown.tsx',
    to: 'src/settings/preferences.ts',
    why: "the popup's open grows 354 B gzip through the index",
  },
  {
    from: 'src/popup/pick/pick-item.ts',
    to: 'src/settings/data-saver.ts',
    why: "the popup's open grows 354 B gzip through the index",
  },
  {
    from: 'src/popup/pick/pick-item.ts',
    to: 'src/settings/preferences.ts',
    why: "the popup's open grows 354 B gzip through the index",
  },
  {
    from: 'src/popup/pick/settle-pick.ts',
    to: 'src/settings/preferences.ts',
    why: "the popup's open grows 354 B gzip through the index",
  },
  {
    from: 'src/background/background-parts.ts',
    to: 'src/in-page/panel-relay.ts',
    why: 'the background and content scripts grow 1661 B through the index',
  },
  {
    from: 'src/background/launchers.ts',
    to: 'src/in-page/launch.ts',
    why: 'the background and content scripts grow 1661 B through the index',
  },
  {
    from: 'src/slash-gif/handlers.ts',
    to: 'src/in-page/launch.ts',
    why: 'the background and content scripts grow 1661 B through the index',
  },
  {
    from: 'src/in-page/panel-messages.ts',
    to: 'src/slash-gif/command.ts',
    why: 'the background and content scripts grow 488 B through the index',
  },
  {
    from: 'src/in-page/panel-session.ts',
    to: 'src/slash-gif/select-command.ts',
    why: 'the background and content scripts grow 488 B through the index',
  },
  {
    from: 'src/in-page/panel-session.ts',
    to: 'src/slash-gif/command.ts',
    why: 'the in-page content script grows 218 B gzip through the index',
  },
  {
    from: 'src/in-page/panel-session.ts',
    to: 'src/slash-gif/line-before-caret.ts',
    why: 'the in-page content script grows 218 B gzip through the index',
  },
  {
    from: 'src/popup/picker-host.ts',
    to: 'src/in-page/panel-messages.ts',
    why: "the popup's open grows 2.1 kB gzip through the index (the panel's page side comes along)",
  },
  {
    from: 'src/upload-sender/sender-page.ts',
    to: 'src/client/xhr.ts',
    why: 'the offscreen upload sender, which loads only xhr.ts, grows 5.2 kB through the index',
  },
  {
    from: 'src/upload-sender/sender-page.ts',
    to: 'src/messaging/file-handoff.ts',
    why: 'the offscreen upload sender, which loads only xhr.ts, grows 5.2 kB through the index',
  },
  {
    from: 'src/popup/favorites/favorites-context.tsx',
    to: 'src/collections/favorites-store.ts',
    why: "the popup's open grows 2680 B gzip through the index",
  },
  {
    from: 'src/popup/favorites/favorites-context.tsx',
    to: 'src/collections/item-ref.ts',
    why: "the popup's open grows 2680 B gzip through the index",
  },
  {
    from: 'src/popup/favorites/favorite-writes.ts',
    to: 'src/collections/favorites-store.ts',
    why: "the popup's open grows 37 B gzip through the index (a chunk shared with the writes)",
  },
  {
    from: 'src/popup/favorites/favorite-writes.ts',
    to: 'src/collections/item-ref.ts',
    why: "the popup's open grows 37 B gzip through the index (a chunk shared with the writes)",
  },
  {
    from: 'src/popup/pick/drop-report-arm.ts',
    to: 'src/collections/item-ref.ts',
    why: "the popup's open grows 2096 B gzip through the index",
  },
  {
    from: 'src/popup/preview/one-item-requests.ts',
    to: 'src/collections/item-ref.ts',
    why: "the popup's open grows 2689 B gzip through the index",
  },
  {
    from: 'src/popup/search/SearchBox.tsx',
    to: 'src/collections/item-link.ts',
    why: "the popup's open grows 2689 B gzip through the index",
  },
  {
    from: 'src/background/upload-handler.ts',
    to: 'src/messaging/file-handoff.ts',
    why: "the popup's open grows 339 B gzip through the index",
  },
  {
    from: 'src/upload/use-upload.ts',
    to: 'src/messaging/file-handoff.ts',
    why: "the popup's open grows 339 B gzip through the index",
  },
  {
    from: 'src/first-paint/trending-handover.ts',
    to: 'src/settings/preferences.ts',
    why: "the popup's open grows 356 B gzip through the index",
  },
  {
    from: 'src/popup/results/use-data-saving.ts',
    to: 'src/settings/data-saver.ts',
    why: "the popup's open grows 356 B gzip through the index",
  },
  {
    from: 'src/popup/use-picker-notices.ts',
    to: 'src/in-page/fallback-notice.ts',
    why: 'a chunk loaded late (import()); the index would load with the popup',
  },
  {
    from: 'src/options/Options.tsx',
    to: 'src/frame-sites/FrameSitesSection.tsx',
    why: 'the background and content scripts grow 11968 B through the index',
  },
  {
    from: 'src/options/Options.tsx',
    to: 'src/slash-gif/SlashGifSection.tsx',
    why: 'the background and content scripts grow 11969 B through the index',
  },
  {
    from: 'src/background/index.ts',
    to: 'src/in-page/panel-tokens.ts',
    why: 'the background and content scripts grow 2164 B through the index',
  },
  {
    from: 'src/background/index.ts',
    to: 'src/in-page/fallback-notice.ts',
    why: 'the background and content scripts grow 2166 B through the index',
  },
  {
    from: 'src/background/background-parts.ts',
    to: 'src/in-page/panel-tokens.ts',
    why: 'the background and content scripts grow 2168 B through the index',
  },
  {
    from: 'entrypoints/slash-gif.content.ts',
    to: 'src/slash-gif/watch-command.ts',
    why: 'the background and content scripts grow 462 B through the index',
  },
  {
    from: 'src/messaging/wire-error.ts',
    to: 'src/client/errors.ts',
    why: 'the content scripts grow 10.7 kB each through the index',
  },
  {
    from: 'src/background/message-router.ts',
    to: 'src/messaging/messages.ts',
    why: "the popup's open grows 1155 B gzip and the background and content scripts grow 12430 B through the index",
  },
  {
    from: 'src/options/SiteFormatsSection.tsx',
    to: 'src/insertion/site-format.ts',
    why: "the popup's open grows 12 B gzip through the index",
  },
  {
    from: 'src/popup/footer/SiteMarkdown.tsx',
    to: 'src/insertion/site-format.ts',
    why: "the popup's open grows 1635 B gzip through the index",
  },
  {
    from: 'src/slash-gif/line-before-caret.ts',
    to: 'src/insertion/field/selection.ts',
    why: "the popup's open grows 1915 B gzip and the background and content scripts grow 10615 B through the index",
  },
  {
    from: 'src/insertion/clip-page.ts',
    to: 'src/collections/item-ref.ts',
    why: "the popup's open grows 2363 B gzip and the background and content scripts grow 92 B through the index",
  },
  {
    from: 'src/options/KeySection.tsx',
    to: 'src/ui/KeyHelp.tsx',
    why: "the popup's open grows 242 B gzip through the index",
  },
  {
    from: 'src/welcome/Welcome.tsx',
    to: 'src/ui/KeyHelp.tsx',
    why: "the popup's open grows 243 B gzip through the index",
  },
  {
    from: 'src/popup/Popup.tsx',
    to: 'src/collections/item-link.ts',
    why: "the popup's open grows 2720 B gzip through the index",
  },
  {
    from: 'src/popup/preview/OneItemScreen.tsx',
    to: 'src/in-page/strings.ts',
    why: "the popup's open grows 2154 B gzip through the index (a chunk shared with this lazy one)",
  },
  {
    from: 'src/ui/use-theme.ts',
    to: 'src/settings/theme.ts',
    why: "the popup's open grows 344 B gzip through the index",
  },
  {
    from: 'src/background/offscreen-upload.ts',
    to: 'src/messaging/file-handoff.ts',
    why: "the popup's open grows 357 B gzip through the index",
  },
  {
    from: 'src/slash-gif/site-origin.ts',
    to: 'src/settings/service-origins.ts',
    why: "the popup's open grows 361 B gzip through the index",
  },
  {
    from: 'src/in-page/panel-frame.tsx',
    to: 'src/popup/picker-host.ts',
    why: "the popup's open grows 368 B gzip through the index",
  },
];

import preact from '@preact/preset-vite';
import type { InlineConfig } from 'vite';
import { defineConfig, type Entrypoint } from 'wxt';
import { bareHeadScripts } from './build/bare-head-scripts.ts';
import { preactWithoutInnerHtml } from './build/preact-without-inner-html.ts';
import { collectBundledLicenses, writeLicenseFiles } from './build/third-party-notices.ts';
import { PRODUCTION_HOST_PERMISSIONS } from './src/config/production-hosts.ts';

/** The production service's hosts the product uses (each with its reason in that module). */
const PRODUCTION_HOSTS = [...PRODUCTION_HOST_PERMISSIONS];

/** Chrome 111: Vite's JavaScript target for the build (see the manifest below). */
const MINIMUM_CHROME_VERSION = '111';

/**
 * The reference service listens on 127.0.0.1 with ports chosen at start (tests use port 0);
 * match patterns without a port match every port, so one pattern covers all of them.
 */
const LOCAL_SERVICE_HOSTS = ['http://127.0.0.1/*'];

/**
 * Service addresses the user may set in the options page (a self-hosted proxy of the interface,
 * a local service), granted one origin at a time by `permissions.request` from that page: https
 * anywhere, plain http only on the loopback, where no one else can read the key in transit.
 * Optional permissions add no install warning; only the origin asked for is granted.
 */
const CUSTOM_SERVICE_HOSTS = ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'];

/**
 * Sites where the person turned on "Type /gif in a text field" (options page): one origin
 * at a time, granted by `permissions.request` in the click that adds it and given back when it is
 * removed (src/slash-gif/registrations.ts). https is in CUSTOM_SERVICE_HOSTS already; plain http
 * sites need this one. Optional: nothing is granted at install.
 */
const SLASH_GIF_HOSTS = ['http://*/*'];

/** Every optional host pattern, once each. */
const OPTIONAL_HOSTS = [...new Set([...CUSTOM_SERVICE_HOSTS, ...SLASH_GIF_HOSTS])];

/**
 * Extension pages (popup, options, upload, welcome) use the browser's own promise-based API
 * (`browser` in Firefox, `chrome` in Chromium MV3) instead of webextension-polyfill: every call
 * they make returns a promise natively in both, and the polyfill cost every popup open 3 kB gzip.
 * The background and the content script keep it (the background's message listener answers with a
 * promise, which Chromium's own API does not take).
 */
function nativeBrowserForPages(entrypoints: readonly Entrypoint[], config: InlineConfig): void {
  // The head scripts of the popup (src/first-paint/popup-head/) and of the in-page panel run in those pages
  // too. The `/gif` content script loads on every page of the sites the person chose and sends one
  // message: it goes without the polyfill as well (2.4 kB gzip instead of 5 kB). In Firefox the
  // polyfill hands back Firefox's own `browser`, so the background goes without it there: its
  // event page parses its whole script on every wake.
  const onPages = (entrypoint: Entrypoint) =>
    entrypoint.inputPath.endsWith('.html') ||
    ['popup-head', 'panel-head', 'slash-gif'].includes(entrypoint.name) ||
    (targetBrowser === 'firefox' && entrypoint.type === 'background');
  if (!entrypoints.every(onPages)) return;
  const native = { find: /^wxt\/browser$/, replacement: '@wxt-dev/browser' };
  const alias = config.resolve?.alias;
  const entries = Array.isArray(alias)
    ? alias
    : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
  config.resolve = { ...config.resolve, alias: [native, ...entries] };
  sharedPageBase(config);
}

/**
 * Modules that four or more pages use (Preact, the browser API, the words, the settings, the
 * attribution mark) go in one chunk: split by exactly which pages use each, they were five small
 * chunks, and each cost the popup a request and a gzip frame on every open (test/builds/bundle.test.ts).
 */
function sharedPageBase(config: InlineConfig): void {
  const build = config.build;
  // Only the pages' multi-page build: the scripts built one by one (heads, content script) have no chunks.
  if (!build || build.lib) return;
  const options = build.rolldownOptions ?? {};
  const output = options.output;
  if (Array.isArray(output)) return;
  build.rolldownOptions = {
    ...options,
    output: { ...output, codeSplitting: { groups: [{ name: 'page-base', minShareCount: 4 }] } },
  };
}

/** The browser being built for, known once WXT has resolved its configuration. */
let targetBrowser: string | undefined;

export default defineConfig({
  hooks: {
    'config:resolved': (wxt) => {
      targetBrowser = wxt.config.browser;
    },
    'vite:build:extendConfig': nativeBrowserForPages,
    'build:done': (wxt) => writeLicenseFiles(wxt.config.outDir, wxt.config.root),
  },
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({
    plugins: [
      preact(),
      preactWithoutInnerHtml(),
      bareHeadScripts(['popup-head', 'panel-head']),
      collectBundledLicenses(),
    ],
    // Both browsers preload modules themselves (Chrome 66+, Firefox 115+; the manifests ask for
    // 111 and 142): Vite's polyfill for older ones cost every page 0.4 kB gzip and a chunk of its own.
    build: { modulePreload: { polyfill: false } },
  }),
  // The sources zip lets Firefox reviewers rebuild the extension; tests, reports, the docs (which
  // quote the reference service's keys) and the store material play no part.
  zip: {
    excludeSources: ['test/**', 'test-results/**', 'playwright-report/**', 'docs/**', 'store/**', '.ci/**'],
  },
  manifest: ({ mode, browser, manifestVersion }) => ({
    // Every word a person sees comes from public/_locales (README: "Languages").
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: [
      'storage',
      'activeTab',
      'scripting',
      'alarms',
      'contextMenus',
      // Chromium's service worker has no XMLHttpRequest: uploads go through an offscreen document
      // for their progress (src/background/offscreen-upload.ts). Firefox's background page has one.
      ...(manifestVersion === 3 ? ['offscreen'] : []),
    ],
    host_permissions:
      mode === 'production' ? PRODUCTION_HOSTS : [...PRODUCTION_HOSTS, ...LOCAL_SERVICE_HOSTS],
    // MV2 (Firefox) has no optional_host_permissions: host patterns go in optional_permissions.
    ...(manifestVersion === 3
      ? { optional_host_permissions: OPTIONAL_HOSTS }
      : { optional_permissions: OPTIONAL_HOSTS }),
    action: { default_title: '__MSG_extName__' },
    // The newest platform feature the build needs: its JavaScript is compiled for Chrome 111
    // (Vite's build target), and the newest extension API without a fallback, `chrome.offscreen`
    // (uploads), came in 109. Checked by test/builds/store-release.test.ts.
    ...(browser !== 'firefox' && { minimum_chrome_version: MINIMUM_CHROME_VERSION }),
    // The in-page picker's frame. Chromium serves it under a per-session host
    // (`use_dynamic_url`), so no page can know its address; its page works only with the
    // one-time token its launcher issued (src/in-page/panel-tokens.ts).
    web_accessible_resources:
      manifestVersion === 3
        ? [{ resources: ['panel.html'], matches: ['<all_urls>'], use_dynamic_url: browser !== 'firefox' }]
        : ['panel.html'],
    // The keyboard launcher (src/background/launchers.ts): the picker for the field being edited.
    commands: {
      'open-picker': {
        suggested_key: { default: 'Ctrl+Shift+G', mac: 'MacCtrl+Shift+G' },
        description: '__MSG_commandOpenPicker__',
      },
    },
    // Chrome warns about keys it does not know, so the Gecko settings go to Firefox builds only.
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'gifdrop@gifdrop.app',
          // data_collection_permissions needs Firefox 140 (desktop) and 142 (Android). Without a
          // gecko_android key, Firefox for Android reads this version too, so 142 (the current ESR
          // is newer still).
          strict_min_version: '142.0',
          // The words a person searches for go to the service (docs/interface.md §1.4): `searchTerms`, required,
          // since the product cannot work without searching. The view/click/send pingbacks with
          // the random ID (docs/interface.md §2.6, §6) are data on how the add-on is used:
          // `technicalAndInteraction`, which Mozilla allows only as optional; the background
          // sends them only while it is granted (src/settings/usage-data.ts). An upload by address
          // (a page image through "Upload to GIPHY") sends website content: `websiteContent`,
          // optional, asked for when the person presses Upload (src/upload/website-content.ts).
          data_collection_permissions: {
            required: ['searchTerms'],
            optional: ['technicalAndInteraction', 'websiteContent'],
          },
        },
        // No `gecko_android`: Firefox for Android is not tested, and the manifest claims only what is.
      },
    }),
  }),
});

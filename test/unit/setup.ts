// idb-keyval needs an IndexedDB; Node has none.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { messageReader, readCatalogue } from './i18n/catalogue.ts';

// WXT's fake browser has no i18n: the English catalogue, read as the browser reads it. Installed
// before any test file imports modules that name their words at load (the popup's views).
const english = messageReader(readCatalogue('en'));
const installMessages = () => {
  fakeBrowser.i18n.getMessage = english as typeof fakeBrowser.i18n.getMessage;
};
installMessages();

beforeEach(() => {
  fakeBrowser.reset();
  installMessages();
});

// Files share one module graph (isolate: false): no test leaves fake timers behind for the next file.
afterEach(() => {
  vi.useRealTimers();
});

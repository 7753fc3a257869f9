/**
 * Launchers of the picker for the field the person is writing in: a context-menu item on editable
 * fields, which knows the frame, and a keyboard command. Both open the picker inside the page at
 * the caret (src/in-page/launch.ts); where
 * the page cannot have it (no field, a page that cannot be scripted, a policy that blocks the
 * frame) they open the popup where the browser can (`action.openPopup`), else a small popup
 * window on `popup.html?tab=…&frame=…`, which acts on that tab and frame.
 */
import { browser } from 'wxt/browser';
import { t } from '../i18n/index.ts';
import { type InPageApis, type InPageLaunch, openInPage, translateText } from '../in-page/launch.ts';

export const PICKER_MENU_ID = 'gifdrop-open-picker';
/** "GIF for “…”" on selected text: one GIF for the words, in the page. */
export const GIF_FOR_TEXT_MENU_ID = 'gifdrop-gif-for-text';
/** "Upload to GIPHY" on a page's images and videos: the upload page with that media's URL. */
export const UPLOAD_MENU_ID = 'gifdrop-upload-media';
/** The manifest's `commands` key (wxt.config.ts). */
export const PICKER_COMMAND = 'open-picker';

interface TabLike {
  id?: number | undefined;
}
type Listener<A extends unknown[]> = {
  addListener(listener: (...args: A) => void): void;
  removeListener(listener: (...args: A) => void): void;
};

/** The extension APIs the launchers use, so tests can pass their own. */
export interface LauncherApis {
  runtime: { getURL(path: string): string; onInstalled: Listener<[unknown]> };
  contextMenus: {
    create(properties: {
      id: string;
      title: string;
      contexts: ('editable' | 'image' | 'video' | 'selection')[];
    }): unknown;
    onClicked: Listener<
      [
        {
          menuItemId: string | number;
          frameId?: number | undefined;
          srcUrl?: string | undefined;
          selectionText?: string | undefined;
        },
        TabLike | undefined,
      ]
    >;
  };
  commands?: { onCommand: Listener<[string, TabLike | undefined]> } | undefined;
  /** MV3 `action`, MV2 `browserAction`; `openPopup` is missing or refuses in some browsers. */
  action?: { openPopup?: (() => Promise<unknown>) | undefined } | undefined;
  windows: { create(data: { url: string; type: 'popup'; width: number; height: number }): Promise<unknown> };
  tabs?: ({ create(data: { url: string }): Promise<unknown> } & Partial<InPageApis['tabs']>) | undefined;
  scripting?: InPageApis['scripting'] | undefined;
}

/**
 * The upload page's address: `url` is the media to upload (http(s) only; a `data:` or `blob:`
 * image cannot be fetched by the service), `tab` the tab to insert the result into.
 */
export function uploadPageUrl(getURL: (path: string) => string, srcUrl?: string, tabId?: number): string {
  const params = new URLSearchParams();
  if (srcUrl && /^https?:\/\//i.test(srcUrl)) params.set('url', srcUrl);
  if (tabId !== undefined) params.set('tab', String(tabId));
  const query = params.toString();
  return `${getURL('/upload.html')}${query ? `?${query}` : ''}`;
}

/** The popup's address for a tab and frame. */
export function pickerUrl(getURL: (path: string) => string, tabId: number, frameId: number): string {
  return `${getURL('/popup.html')}?tab=${tabId}&frame=${frameId}`;
}

/** Opens the picker for a frame of a tab: the toolbar popup for the top frame, else a window. */
export async function openPickerFor(
  apis: LauncherApis,
  tabId: number,
  frameId: number,
): Promise<'popup' | 'window'> {
  // The toolbar popup acts on the active tab's top frame; a field in a sub-frame needs the window.
  if (frameId === 0 && apis.action?.openPopup) {
    try {
      await apis.action.openPopup();
      return 'popup';
    } catch {
      // Chromium before 127 and Firefox without a user gesture refuse: fall back to a window.
    }
  }
  await apis.windows.create({
    url: pickerUrl(apis.runtime.getURL, tabId, frameId),
    type: 'popup',
    width: 420,
    height: 620,
  });
  return 'window';
}

/**
 * Opens the picker for a frame of a tab: in the page at the caret when it can, else as
 * `openPickerFor` does (and, when the page blocked the frame, the picker says so).
 */
export async function launchPicker(
  apis: LauncherApis,
  inPage: InPageLaunch | undefined,
  tabId: number,
  frameId: number,
  translate?: string,
): Promise<'panel' | 'popup' | 'window'> {
  const { scripting, tabs } = apis;
  if (inPage && scripting && tabs?.sendMessage) {
    const sendMessage = tabs.sendMessage.bind(tabs);
    const apisInPage = { scripting, tabs: { sendMessage } };
    const status = await openInPage(apisInPage, inPage.issue, tabId, frameId, translate);
    if (status === 'opened') return 'panel';
    if (status === 'blocked') await inPage.noteBlocked(tabId).catch(() => undefined);
  }
  return openPickerFor(apis, tabId, frameId);
}

/**
 * The browser's own namespaces, each read when first used: Firefox builds a namespace on its first
 * read, and copying `browser` whole built every one of them at each wake (2 to 4 ms).
 */
function defaultApis(): LauncherApis {
  const api = browser as unknown as LauncherApis & { browserAction?: LauncherApis['action'] };
  const apis = {} as LauncherApis;
  for (const name of ['runtime', 'contextMenus', 'commands', 'windows', 'tabs', 'scripting'] as const)
    Object.defineProperty(apis, name, { get: () => api[name], enumerable: true });
  Object.defineProperty(apis, 'action', { get: () => api.action ?? api.browserAction, enumerable: true });
  return apis;
}

/** The launchers' event handlers, as the browser calls them (tests call them the same way). */
export interface LauncherHandlers {
  onClicked: Parameters<LauncherApis['contextMenus']['onClicked']['addListener']>[0];
  onCommand: (command: string, tab: TabLike | undefined) => void;
  /** Creates the context-menu item (done at install). */
  onInstalled: () => void;
}

/**
 * Registers the context menu at install and listens to both launchers until `signal` aborts.
 * Returns the handlers it registered, undefined where there are no launchers.
 */
export function startLaunchers(
  options: { signal?: AbortSignal | undefined; apis?: LauncherApis; inPage?: InPageLaunch | undefined } = {},
): LauncherHandlers | undefined {
  const apis = options.apis ?? defaultApis();
  // Browsers (and test fakes) without menus or windows (Firefox for Android) get no launchers.
  if (!apis.contextMenus?.onClicked || !apis.windows) return undefined;
  const onInstalled = () => {
    apis.contextMenus.create({
      id: PICKER_MENU_ID,
      title: t('menuInsert'),
      contexts: ['editable'],
    });
    apis.contextMenus.create({ id: UPLOAD_MENU_ID, title: t('menuUpload'), contexts: ['image', 'video'] });
    // `%s` is the selected text (the browser shortens it in the menu).
    apis.contextMenus.create({
      id: GIF_FOR_TEXT_MENU_ID,
      title: t('menuGifForText'),
      contexts: ['selection'],
    });
  };
  const onClicked: LauncherHandlers['onClicked'] = (info, tab) => {
    if (info.menuItemId === PICKER_MENU_ID && tab?.id !== undefined)
      void launchPicker(apis, options.inPage, tab.id, info.frameId ?? 0);
    else if (info.menuItemId === GIF_FOR_TEXT_MENU_ID && tab?.id !== undefined && info.selectionText?.trim())
      void launchPicker(apis, options.inPage, tab.id, info.frameId ?? 0, translateText(info.selectionText));
    else if (info.menuItemId === UPLOAD_MENU_ID)
      void apis.tabs?.create({ url: uploadPageUrl(apis.runtime.getURL, info.srcUrl, tab?.id) });
  };
  const onCommand = (command: string, tab: TabLike | undefined) => {
    if (command === PICKER_COMMAND && tab?.id !== undefined)
      void launchPicker(apis, options.inPage, tab.id, 0);
  };
  try {
    apis.contextMenus.onClicked.addListener(onClicked);
    apis.runtime.onInstalled.addListener(onInstalled);
    apis.commands?.onCommand.addListener(onCommand);
  } catch (error) {
    // An environment that lists the APIs without implementing them (the unit tests' fake browser).
    console.warn('GifDrop launchers unavailable:', error);
    return undefined;
  }
  options.signal?.addEventListener(
    'abort',
    () => {
      apis.runtime.onInstalled.removeListener(onInstalled);
      apis.contextMenus.onClicked.removeListener(onClicked);
      apis.commands?.onCommand.removeListener(onCommand);
    },
    { once: true },
  );
  return { onClicked, onCommand, onInstalled };
}

import { describe, expect, it, vi } from 'vitest';
import {
  GIF_FOR_TEXT_MENU_ID,
  type LauncherApis,
  launchPicker,
  openPickerFor,
  PICKER_COMMAND,
  PICKER_MENU_ID,
  pickerUrl,
  startLaunchers,
  UPLOAD_MENU_ID,
  uploadPageUrl,
} from '../../../src/background/launchers.ts';

function listener<A extends unknown[]>() {
  const listeners = new Set<(...args: A) => void>();
  return {
    addListener: (fn: (...args: A) => void) => void listeners.add(fn),
    removeListener: (fn: (...args: A) => void) => void listeners.delete(fn),
    fire: (...args: A) => {
      for (const fn of listeners) fn(...args);
    },
    get size() {
      return listeners.size;
    },
  };
}

function fakeApis(openPopup?: () => Promise<unknown>) {
  const apis = {
    runtime: { getURL: (path: string) => `chrome-extension://id${path}`, onInstalled: listener<[unknown]>() },
    contextMenus: {
      create: vi.fn(),
      onClicked: listener<[{ menuItemId: string | number; frameId?: number }, { id?: number } | undefined]>(),
    },
    commands: { onCommand: listener<[string, { id?: number } | undefined]>() },
    action: { openPopup },
    windows: { create: vi.fn(async () => ({})) },
  };
  return apis;
}

describe('launchers', () => {
  it('builds the popup address for a tab and frame', () => {
    expect(pickerUrl((path) => `x:${path}`, 4, 2)).toBe('x:/popup.html?tab=4&frame=2');
  });

  it('creates the menu item for editable fields at install', () => {
    const apis = fakeApis();
    startLaunchers({ apis: apis as unknown as LauncherApis });
    apis.runtime.onInstalled.fire({});
    expect(apis.contextMenus.create).toHaveBeenCalledWith(
      expect.objectContaining({ id: PICKER_MENU_ID, contexts: ['editable'] }),
    );
  });

  it('the menu in a sub-frame opens a window on that tab and frame', async () => {
    const openPopup = vi.fn(async () => undefined);
    const apis = fakeApis(openPopup);
    startLaunchers({ apis: apis as unknown as LauncherApis });
    apis.contextMenus.onClicked.fire({ menuItemId: PICKER_MENU_ID, frameId: 3 }, { id: 9 });
    await vi.waitFor(() => expect(apis.windows.create).toHaveBeenCalled());
    expect(openPopup).not.toHaveBeenCalled();
    expect(apis.windows.create).toHaveBeenCalledWith({
      url: 'chrome-extension://id/popup.html?tab=9&frame=3',
      type: 'popup',
      width: 420,
      height: 620,
    });
  });

  it('the command opens the toolbar popup where supported, else the window', async () => {
    const apis = fakeApis(async () => undefined);
    expect(await openPickerFor(apis as unknown as LauncherApis, 5, 0)).toBe('popup');
    const refusing = fakeApis(async () => {
      throw new Error('no gesture');
    });
    expect(await openPickerFor(refusing as unknown as LauncherApis, 5, 0)).toBe('window');
    const started = fakeApis();
    startLaunchers({ apis: started as unknown as LauncherApis });
    started.commands.onCommand.fire(PICKER_COMMAND, { id: 7 });
    await vi.waitFor(() => expect(started.windows.create).toHaveBeenCalled());
  });

  it('removes its listeners when aborted', () => {
    const apis = fakeApis();
    const stop = new AbortController();
    startLaunchers({ apis: apis as unknown as LauncherApis, signal: stop.signal });
    stop.abort();
    expect(apis.contextMenus.onClicked.size).toBe(0);
    expect(apis.commands.onCommand.size).toBe(0);
  });

  it('returns the handlers it registered, which act as the events do (the e2e hook calls them)', async () => {
    const apis = fakeApis();
    const handlers = startLaunchers({ apis: apis as unknown as LauncherApis });
    handlers?.onClicked({ menuItemId: PICKER_MENU_ID, frameId: 3 }, { id: 9 });
    await vi.waitFor(() => expect(apis.windows.create).toHaveBeenCalledTimes(1));
    expect(apis.windows.create).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'chrome-extension://id/popup.html?tab=9&frame=3', type: 'popup' }),
    );
    handlers?.onClicked({ menuItemId: 'other', frameId: 3 }, { id: 9 });
    handlers?.onCommand('other', { id: 9 });
    expect(apis.windows.create).toHaveBeenCalledTimes(1);
  });

  it('returns nothing where there are no launchers', () => {
    expect(startLaunchers({ apis: {} as unknown as LauncherApis })).toBeUndefined();
  });
});

describe('the upload launcher', () => {
  it('creates "Upload to GIPHY" on images and videos, and opens the upload page with the media URL and the tab', async () => {
    const apis = { ...fakeApis(), tabs: { create: vi.fn(async () => ({})) } };
    startLaunchers({ apis: apis as unknown as LauncherApis });
    apis.runtime.onInstalled.fire({});
    expect(apis.contextMenus.create).toHaveBeenCalledWith({
      id: UPLOAD_MENU_ID,
      title: 'Upload to GIPHY',
      contexts: ['image', 'video'],
    });
    apis.contextMenus.onClicked.fire(
      { menuItemId: UPLOAD_MENU_ID, srcUrl: 'https://example.com/a b.gif' } as never,
      { id: 7 },
    );
    await vi.waitFor(() => expect(apis.tabs.create).toHaveBeenCalled());
    expect(apis.tabs.create).toHaveBeenCalledWith({
      url: 'chrome-extension://id/upload.html?url=https%3A%2F%2Fexample.com%2Fa+b.gif&tab=7',
    });
  });

  it.each([
    ['data:image/gif;base64,R0lG', 'chrome-extension://id/upload.html?tab=1'],
    ['blob:https://example.com/x', 'chrome-extension://id/upload.html?tab=1'],
    [undefined, 'chrome-extension://id/upload.html?tab=1'],
  ])('leaves out a media URL the service cannot fetch (%s)', (srcUrl, expected) => {
    expect(uploadPageUrl((path) => `chrome-extension://id${path}`, srcUrl, 1)).toBe(expected);
  });
});

describe('launchPicker: in the page first', () => {
  function inPageApis(answer: unknown, inject: () => Promise<unknown> = async () => []) {
    const apis = fakeApis(async () => {
      throw new Error('refused');
    });
    const sent: unknown[] = [];
    return {
      sent,
      apis: {
        ...apis,
        scripting: { executeScript: vi.fn(inject) },
        tabs: {
          create: vi.fn(),
          sendMessage: vi.fn(async (_tab: number, message: unknown) => {
            sent.push(message);
            return answer;
          }),
        },
      } as unknown as LauncherApis,
      windows: apis.windows,
    };
  }
  const inPage = () => ({
    issue: vi.fn(async () => 'token-0123456789abcdef'),
    noteBlocked: vi.fn(async () => {}),
  });

  it('opens the panel with a token issued for that tab and frame', async () => {
    const { apis, sent, windows } = inPageApis('opened');
    const launch = inPage();
    expect(await launchPicker(apis, launch, 4, 2)).toBe('panel');
    expect(launch.issue).toHaveBeenCalledWith(4, 2, undefined);
    expect(sent).toEqual([{ type: 'gifdrop:panel-open', token: 'token-0123456789abcdef', anchor: 'caret' }]);
    expect(windows.create).not.toHaveBeenCalled();
  });

  it.each([
    ['no field', 'no-field', false],
    ['a frame too small', 'no-room', false],
    ['a page that kept the frame out (noted, so the picker says so)', 'blocked', true],
    ['a page that did not answer', undefined, false],
  ])('falls back to the picker window on %s', async (_name, answer, noted) => {
    const { apis, windows } = inPageApis(answer);
    const launch = inPage();
    expect(await launchPicker(apis, launch, 4, 0)).toBe('window');
    expect(windows.create).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'chrome-extension://id/popup.html?tab=4&frame=0' }),
    );
    expect(launch.noteBlocked).toHaveBeenCalledTimes(noted ? 1 : 0);
  });

  it('"GIF for this text" opens the panel at the selection with its words, as given, cut to 50 code points', async () => {
    const { apis, sent } = inPageApis('opened');
    const launch = inPage();
    startLaunchers({ apis, inPage: launch });
    const words = `  ${'🐱'.repeat(49)}abc`;
    (apis.contextMenus.onClicked as unknown as ReturnType<typeof listener>).fire(
      { menuItemId: GIF_FOR_TEXT_MENU_ID, frameId: 0, selectionText: words },
      { id: 5 },
    );
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(launch.issue).toHaveBeenCalledWith(5, 0, `  ${'🐱'.repeat(48)}`);
    expect(sent[0]).toMatchObject({ anchor: 'selection' });
  });

  it('falls back without a token where the page cannot be scripted', async () => {
    const { apis, windows } = inPageApis('opened', async () => {
      throw new Error('Cannot access a chrome:// URL');
    });
    const launch = inPage();
    expect(await launchPicker(apis, launch, 4, 0)).toBe('window');
    expect(launch.issue).not.toHaveBeenCalled();
    expect(windows.create).toHaveBeenCalled();
  });
});

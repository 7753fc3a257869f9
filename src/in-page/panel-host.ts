/**
 * The in-page picker's box on the page: a `<gifdrop-panel>` element with a closed shadow root
 * holding the extension's frame. The page's styles cannot reach into the shadow root, and the
 * host's own declarations are inline `!important` (`all: initial` first), which beat any rule of
 * the page. It is `position: fixed` on the root element, so the page's layout and scroll never
 * change; it follows the caret on scroll and resize.
 */
import { type Box, placePanel } from './place-panel.ts';
import { panelFrameTitle } from './strings.ts';

export interface PanelHost {
  frame: HTMLIFrameElement;
  /** Shows the panel (it starts hidden, until its page said it is ready) and, if asked, focuses it. */
  show(focus: boolean): void;
  /** Hides it without unloading its page (while the text goes into the field). */
  hide(): void;
  /** Whether `node` is the panel (a click there is not "outside"). */
  contains(node: EventTarget | null): boolean;
  /** False once something (the page) took it off the page. */
  isConnected(): boolean;
  remove(): void;
}

const HOST_STYLE: Readonly<Record<string, string>> = {
  all: 'initial',
  position: 'fixed',
  'z-index': '2147483647',
  display: 'block',
  margin: '0',
  padding: '0',
  border: '0',
  'box-sizing': 'border-box',
  overflow: 'hidden',
  'border-radius': '10px',
  'box-shadow': '0 6px 28px rgb(0 0 0 / 0.28), 0 0 0 1px rgb(0 0 0 / 0.18)',
  'color-scheme': 'normal',
  contain: 'strict',
  visibility: 'hidden',
};

/**
 * Puts the panel for `url` on `win`'s page, placed by `caret()` (re-read on every scroll and
 * resize). Stops following when `signal` aborts; `remove` takes it off the page.
 */
export function mountPanelHost(win: Window, url: string, caret: () => Box, signal: AbortSignal): PanelHost {
  const doc = win.document;
  const host = doc.createElement('gifdrop-panel');
  for (const [name, value] of Object.entries(HOST_STYLE)) host.style.setProperty(name, value, 'important');
  const shadow = host.attachShadow({ mode: 'closed' });
  const frame = doc.createElement('iframe');
  frame.src = url;
  frame.title = panelFrameTitle();
  // The copy fallback writes to the clipboard from the frame's page. `*`: the frame's document
  // is served under another host than its `src` names (`use_dynamic_url`), which `'src'` misses.
  frame.allow = 'clipboard-write *';
  frame.setAttribute(
    'style',
    'all: initial; display: block; width: 100%; height: 100%; border: 0; margin: 0; background: transparent;',
  );
  shadow.append(frame);

  const place = () => {
    const box = placePanel(caret(), { width: win.innerWidth, height: win.innerHeight });
    for (const [name, value] of Object.entries({
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
    }))
      host.style.setProperty(name, value, 'important');
  };
  place();
  let pending = 0;
  const follow = () => {
    if (pending) return;
    pending = win.requestAnimationFrame(() => {
      pending = 0;
      place();
    });
  };
  // Capture: a scroll of any scroller (the composer's own) moves the caret too.
  win.addEventListener('scroll', follow, { capture: true, passive: true, signal });
  win.addEventListener('resize', follow, { passive: true, signal });
  doc.documentElement.append(host);

  return {
    frame,
    show(focus) {
      place();
      host.style.setProperty('visibility', 'visible', 'important');
      if (focus) frame.focus({ preventScroll: true });
    },
    hide() {
      host.style.setProperty('visibility', 'hidden', 'important');
    },
    contains: (node) => node === host,
    isConnected: () => host.isConnected,
    remove() {
      win.cancelAnimationFrame(pending);
      host.remove();
    },
  };
}

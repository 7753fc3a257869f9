/**
 * The in-page picker's frame: the popup's picker, run only once the background took
 * the one-time token its launcher put in the URL. A page that frames `panel.html` on its own gets
 * a line of text and nothing else: no request, no storage read.
 */
import { render } from 'preact';
import { keepEarlyTyping, takeEarlyText } from '../first-paint/early-typing.ts';
import { takePanelClaim } from '../first-paint/panel-head-script.ts';
import { startTrending } from '../first-paint/trending-handover.ts';
import { readAnswer, sendToBackground } from '../messaging/index.ts';
import { FavoritesProvider, Popup } from '../popup/index.ts';
import { createPanelHost } from '../popup/picker-host.ts';
import { panelRefused } from './strings.ts';
import './panel.css';

export async function startPanel(root: HTMLElement): Promise<void> {
  const token = new URLSearchParams(location.search).get('token');
  let target: {
    tabId: number;
    frameId: number;
    translate?: string | undefined;
    search?: string | undefined;
  };
  try {
    // The head script claimed it already (src/first-paint/panel-head-script.ts); without it, claim now.
    const early = takePanelClaim();
    if (early) target = readAnswer({ type: 'claimPanel', token: early.token }, await early.answer);
    else if (token) target = await sendToBackground({ type: 'claimPanel', token });
    else throw new Error('no token');
    performance.mark('gifdrop:claimed');
  } catch {
    render(<p class="refused">{panelRefused()}</p>, root);
    return;
  }
  startTrending();
  const host = createPanelHost(
    { tabId: target.tabId, frameId: target.frameId },
    target.translate,
    target.search,
  );
  // Escape that nothing in the picker took (a dialog, the grid) closes the panel, when the key is
  // released: both of the key's events reach the frame before it is removed.
  let escapePending = false;
  document.addEventListener('keydown', (event) => {
    escapePending = event.key === 'Escape' && !event.defaultPrevented;
  });
  document.addEventListener('keyup', (event) => {
    if (event.key === 'Escape' && escapePending) host.close();
    escapePending = false;
  });
  render(
    <FavoritesProvider>
      <Popup host={host} />
    </FavoritesProvider>,
    root,
  );
  // Tests only: Firefox's automation cannot look inside the panel (panel-probe.ts). Vite replaces
  // MODE at build time, so production builds carry none of it (test/builds/bundle.test.ts).
  if (import.meta.env.MODE !== 'production')
    void import('./panel-probe.ts').then((probe) => probe.startPanelProbe(document));
  // Keys typed once the frame has the focus and before its box does would reach nothing: kept.
  const stopKeeping = keepEarlyTyping(document);
  const words = await host.ready();
  stopKeeping();
  const early = takeEarlyText();
  // Browsers do not autofocus inside a frame of another origin: the box gets it here, unless the
  // picker already put it somewhere (a "GIF for" answer that came first focuses its Insert).
  const focused = document.activeElement;
  const box = document.querySelector<HTMLInputElement>('input[type="search"]');
  if (box && (!focused || focused === document.body)) {
    box.focus();
    // `/gif` typed on in the field while the panel opened, then here: the box holds all of it.
    const text = (words ?? box.value) + early;
    if (text !== box.value) {
      box.value = text;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

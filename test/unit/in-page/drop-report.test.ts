// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DropReportRuntime, startDropReport } from '../../../src/in-page/drop-report.ts';
import type { DropQuery } from '../../../src/in-page/drop-watch.ts';

const LINK = 'https://media.test/media/a/giphy.gif';
const query: DropQuery = { type: 'gifdrop:drop-landed', src: LINK, link: LINK, text: LINK };
const POPUP = { id: 'gifdrop', url: 'chrome-extension://gifdrop/popup.html' };

type Listener = Parameters<DropReportRuntime['onMessage']['addListener']>[0];

/** A runtime whose messages the test delivers, as the browser would to this frame's listeners. */
function fakeRuntime() {
  const listeners = new Set<Listener>();
  const runtime: DropReportRuntime = {
    id: 'gifdrop',
    getURL: (path: string) => `chrome-extension://gifdrop${path}`,
    onMessage: {
      addListener: (listener) => listeners.add(listener),
      removeListener: (listener) => listeners.delete(listener),
    },
  };
  const deliver = (message: unknown, sender: { id: string; url: string }) =>
    Promise.all([...listeners].map((listener) => listener(message, sender)));
  return { runtime, listeners, deliver };
}

let stop = new AbortController();
afterEach(() => {
  stop.abort();
  stop = new AbortController();
  document.body.replaceChildren();
});

/** A drop carrying `link` onto `target`, then what the page's drop handler puts in. */
function drop(target: Element, link: string, putIn?: () => void): void {
  const event = new Event('drop', { bubbles: true, cancelable: true, composed: true });
  Object.defineProperty(event, 'dataTransfer', {
    value: { getData: (type: string) => (type === 'text/uri-list' ? link : '') },
  });
  target.dispatchEvent(event);
  putIn?.();
}

function field(): HTMLElement {
  document.body.innerHTML = '<div contenteditable="true" id="field"><p>Hello</p></div>';
  return document.getElementById('field') as HTMLElement;
}

describe('the page reports a drop from the toolbar popup', () => {
  it('reports the recorded pick once the dragged GIF shows in the field, and only once', async () => {
    const { runtime, deliver } = fakeRuntime();
    const report = vi.fn(() => Promise.resolve());
    startDropReport(window, runtime, stop.signal, report);
    expect(await deliver({ type: 'gifdrop:watch-drop', pickId: 'p1', query }, POPUP)).toEqual([
      { watching: true },
    ]);
    const target = field();
    drop(target, LINK, () => target.append(Object.assign(document.createElement('img'), { src: LINK })));
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith('p1', true));
    drop(target, LINK, () => target.append(Object.assign(document.createElement('img'), { src: LINK })));
    await new Promise((settle) => setTimeout(settle, 200));
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a drop the page took nothing from reports that it did not go in', async () => {
    const { runtime, deliver } = fakeRuntime();
    const report = vi.fn(() => Promise.resolve());
    startDropReport(window, runtime, stop.signal, report);
    await deliver({ type: 'gifdrop:watch-drop', pickId: 'p1', query }, POPUP);
    drop(field(), LINK);
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith('p1', false));
  });

  it('ignores requests from web pages and drops of other links', async () => {
    const { runtime, deliver, listeners } = fakeRuntime();
    const report = vi.fn(() => Promise.resolve());
    startDropReport(window, runtime, stop.signal, report);
    const fromPage = { id: 'gifdrop', url: 'https://site.test/' };
    expect(await deliver({ type: 'gifdrop:watch-drop', pickId: 'p1', query }, fromPage)).toEqual([undefined]);
    expect(await deliver({ type: 'gifdrop:watch-drop', pickId: '', query }, POPUP)).toEqual([undefined]);
    expect(listeners.size).toBe(1);
    await deliver({ type: 'gifdrop:watch-drop', pickId: 'p1', query }, POPUP);
    const target = field();
    drop(target, 'https://elsewhere.test/a.gif', () =>
      target.append(Object.assign(document.createElement('img'), { src: LINK })),
    );
    await new Promise((settle) => setTimeout(settle, 200));
    expect(report).not.toHaveBeenCalled();
  });

  it("a new drag's script stops the last one's watch", async () => {
    const first = fakeRuntime();
    const second = fakeRuntime();
    const reports: string[] = [];
    const report = (pickId: string) => {
      reports.push(pickId);
      return Promise.resolve();
    };
    startDropReport(window, first.runtime, stop.signal, report);
    await first.deliver({ type: 'gifdrop:watch-drop', pickId: 'old', query }, POPUP);
    startDropReport(window, second.runtime, stop.signal, report);
    expect(first.listeners.size).toBe(0);
    await second.deliver({ type: 'gifdrop:watch-drop', pickId: 'new', query }, POPUP);
    const target = field();
    drop(target, LINK, () => target.append(Object.assign(document.createElement('img'), { src: LINK })));
    await vi.waitFor(() => expect(reports).toEqual(['new']));
  });

  it('a drag that ended with no drop stops the watch: a later drop of the link reports nothing', async () => {
    const { runtime, deliver, listeners } = fakeRuntime();
    const report = vi.fn(() => Promise.resolve());
    startDropReport(window, runtime, stop.signal, report);
    await deliver({ type: 'gifdrop:watch-drop', pickId: 'p1', query }, POPUP);
    expect(await deliver({ type: 'gifdrop:unwatch-drop', pickId: 'other' }, POPUP)).toEqual([undefined]);
    expect(await deliver({ type: 'gifdrop:unwatch-drop', pickId: 'p1' }, POPUP)).toEqual([{ stopped: true }]);
    expect(listeners.size).toBe(0);
    const target = field();
    drop(target, LINK, () => target.append(Object.assign(document.createElement('img'), { src: LINK })));
    await new Promise((settle) => setTimeout(settle, 200));
    expect(report).not.toHaveBeenCalled();
  });

  it('a drag end that comes after the drop stops nothing: the drop is reported', async () => {
    const { runtime, deliver } = fakeRuntime();
    const report = vi.fn(() => Promise.resolve());
    startDropReport(window, runtime, stop.signal, report);
    await deliver({ type: 'gifdrop:watch-drop', pickId: 'p1', query }, POPUP);
    const target = field();
    drop(target, LINK, () => target.append(Object.assign(document.createElement('img'), { src: LINK })));
    expect(await deliver({ type: 'gifdrop:unwatch-drop', pickId: 'p1' }, POPUP)).toEqual([
      { stopped: false },
    ]);
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith('p1', true));
  });

  it('takes one watch request per drag, and a stop only from its own pages', async () => {
    const { runtime, deliver } = fakeRuntime();
    startDropReport(window, runtime, stop.signal, () => Promise.resolve());
    await deliver({ type: 'gifdrop:watch-drop', pickId: 'p1', query }, POPUP);
    expect(await deliver({ type: 'gifdrop:watch-drop', pickId: 'p2', query }, POPUP)).toEqual([undefined]);
    const fromPage = { id: 'gifdrop', url: 'https://site.test/' };
    expect(await deliver({ type: 'gifdrop:unwatch-drop', pickId: 'p1' }, fromPage)).toEqual([undefined]);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type InjectedWindow, startInsertionSession } from '../../../src/insertion/index.ts';

type Sender = Browser.runtime.MessageSender;
const extensionPage = (): Sender => ({
  id: fakeBrowser.runtime.id,
  url: fakeBrowser.runtime.getURL('/popup.html'),
});
const request = { type: 'gifdrop:insert', text: 'https://h.test/x.gif' };
const win = window as unknown as InjectedWindow;

function focusTextarea(value: string, caret: number): HTMLTextAreaElement {
  const textarea = document.createElement('textarea');
  textarea.value = value;
  document.body.append(textarea);
  textarea.focus();
  textarea.setSelectionRange(caret, caret);
  return textarea;
}

describe('startInsertionSession (happy-dom: no execCommand, so the setRangeText path)', () => {
  let stop = new AbortController();
  beforeEach(() => {
    stop = new AbortController();
    document.body.replaceChildren();
  });
  afterEach(() => stop.abort());

  it('inserts at the caret captured on injection and answers the outcome', async () => {
    const textarea = focusTextarea('Hello world', 6);
    startInsertionSession(win, fakeBrowser.runtime, stop.signal);
    // The caret moves after injection (the popup took focus, the page did something).
    textarea.setSelectionRange(0, 0);

    const [outcome] = await fakeBrowser.runtime.onMessage.trigger(request, extensionPage());

    expect(outcome).toEqual({ ok: true, technique: 'setRangeText', placement: 'at-caret', watching: true });
    expect(textarea.value).toBe('Hello https://h.test/x.gifworld');
  });

  it('reports a recorded pick once the text stayed through the revert watch, not before', async () => {
    const textarea = focusTextarea('Hello world', 6);
    const reports: [string, boolean][] = [];
    startInsertionSession(win, fakeBrowser.runtime, stop.signal, async (pickId, inserted) => {
      // The text is still there when the report goes out.
      expect(textarea.value).toContain('https://h.test/x.gif');
      reports.push([pickId, inserted]);
    });

    const [outcome] = await fakeBrowser.runtime.onMessage.trigger(
      { ...request, pickId: 'p1' },
      extensionPage(),
    );
    expect(outcome).toMatchObject({ ok: true, watching: true });
    expect(reports).toEqual([]);

    const [final] = await fakeBrowser.runtime.onMessage.trigger(
      { type: 'gifdrop:await-late' },
      extensionPage(),
    );
    expect(final).toEqual({ outcome: null });
    expect(reports).toEqual([['p1', true]]);
  });

  it('a page that takes the text out 300 ms after a success: the outcome becomes reverted, the pick not inserted', async () => {
    const textarea = focusTextarea('Hello world', 6);
    // A model that re-renders from its own state after a change it did not make.
    textarea.addEventListener('input', () => {
      setTimeout(() => {
        textarea.value = 'Hello world';
      }, 300);
    });
    const reports: [string, boolean][] = [];
    startInsertionSession(win, fakeBrowser.runtime, stop.signal, async (pickId, inserted) => {
      reports.push([pickId, inserted]);
    });

    const [outcome] = await fakeBrowser.runtime.onMessage.trigger(
      { ...request, pickId: 'p4' },
      extensionPage(),
    );
    expect(outcome).toMatchObject({ ok: true, watching: true });
    const startedAt = performance.now();
    const [final] = await fakeBrowser.runtime.onMessage.trigger(
      { type: 'gifdrop:await-late' },
      extensionPage(),
    );

    expect(final).toMatchObject({ outcome: { ok: false, reason: 'reverted' } });
    // Told when it happened, not at the end of the watch.
    expect(performance.now() - startedAt).toBeLessThan(900);
    expect(reports).toEqual([['p4', false]]);
  });

  it('a page that reverts at once: the final outcome is still answered to a query that comes after it settled', async () => {
    const textarea = focusTextarea('Hello world', 6);
    textarea.addEventListener('input', () => {
      queueMicrotask(() => {
        textarea.value = 'Hello world';
      });
    });
    startInsertionSession(win, fakeBrowser.runtime, stop.signal);
    const [outcome] = await fakeBrowser.runtime.onMessage.trigger(request, extensionPage());
    expect(outcome).toMatchObject({ ok: true, watching: true });
    // The picker's question arrives once the revert was already seen.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const [final] = await fakeBrowser.runtime.onMessage.trigger(
      { type: 'gifdrop:await-late' },
      extensionPage(),
    );

    expect(final).toMatchObject({ outcome: { ok: false, reason: 'reverted' } });
  });

  it('the person editing during the revert watch ends it: their change is not a revert', async () => {
    const textarea = focusTextarea('Hello world', 6);
    const reports: [string, boolean][] = [];
    startInsertionSession(win, fakeBrowser.runtime, stop.signal, async (pickId, inserted) => {
      reports.push([pickId, inserted]);
    });
    await fakeBrowser.runtime.onMessage.trigger({ ...request, pickId: 'p5' }, extensionPage());

    // happy-dom cannot make trusted events: a keydown marked as one stands for the person's key.
    const key = new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true });
    Object.defineProperty(key, 'isTrusted', { value: true });
    textarea.dispatchEvent(key);
    textarea.value = 'Hello world';
    const [final] = await fakeBrowser.runtime.onMessage.trigger(
      { type: 'gifdrop:await-late' },
      extensionPage(),
    );

    expect(final).toEqual({ outcome: null });
    expect(reports).toEqual([['p5', true]]);
  });

  it('reports a failed pick as not inserted, and a failing report keeps the outcome', async () => {
    const reports: [string, boolean][] = [];
    startInsertionSession(win, fakeBrowser.runtime, stop.signal, async (pickId, inserted) => {
      reports.push([pickId, inserted]);
      throw new Error('background asleep');
    });

    const [outcome] = await fakeBrowser.runtime.onMessage.trigger(
      { ...request, pickId: 'p2' },
      extensionPage(),
    );

    expect(outcome).toMatchObject({ ok: false, reason: 'no-field' });
    expect(reports).toEqual([['p2', false]]);
  });

  it.each<[string, Sender]>([
    [
      'a content script (our id, a web page URL)',
      { id: 'test-extension-id', url: 'https://example.test/', tab: { id: 1 } as never },
    ],
    ['another extension', { id: 'other', url: 'chrome-extension://other/popup.html' }],
    ['a web page', { url: 'https://example.test/' }],
  ])('ignores requests from %s', async (_name, sender) => {
    const textarea = focusTextarea('Hello world', 6);
    startInsertionSession(win, fakeBrowser.runtime, stop.signal);
    expect(await fakeBrowser.runtime.onMessage.trigger(request, sender)).toEqual([undefined]);
    expect(textarea.value).toBe('Hello world');
  });

  it.each([
    null,
    'gifdrop:insert',
    { type: 'gifdrop:insert' },
    { type: 'gifdrop:insert', text: 3 },
    { type: 'other', text: 'x' },
  ])('ignores the message %j', async (message) => {
    focusTextarea('Hello world', 6);
    startInsertionSession(win, fakeBrowser.runtime, stop.signal);
    expect(await fakeBrowser.runtime.onMessage.trigger(message, extensionPage())).toEqual([undefined]);
  });

  it('answers one request only', async () => {
    const textarea = focusTextarea('Hello world', 6);
    startInsertionSession(win, fakeBrowser.runtime, stop.signal);
    await fakeBrowser.runtime.onMessage.trigger(request, extensionPage());
    const again = await fakeBrowser.runtime.onMessage.trigger(request, extensionPage());
    expect(again.filter((answer) => answer !== undefined)).toEqual([]);
    expect(textarea.value).toBe('Hello https://h.test/x.gifworld');
  });

  it('a second injection replaces the first: one listener, the caret as it is now', async () => {
    const textarea = focusTextarea('Hello world', 6);
    startInsertionSession(win, fakeBrowser.runtime, stop.signal);
    textarea.setSelectionRange(11, 11);
    startInsertionSession(win, fakeBrowser.runtime, stop.signal);

    const answers = await fakeBrowser.runtime.onMessage.trigger(request, extensionPage());

    expect(answers).toHaveLength(1);
    expect(textarea.value).toBe('Hello worldhttps://h.test/x.gif');
  });

  it('a failure is reported only when the late watch ends; a late insertion becomes the outcome and the send', async () => {
    const textarea = focusTextarea('Hello world', 6);
    // The page puts every change back at once, then lets it through 300 ms later.
    textarea.addEventListener('input', () => {
      const wanted = textarea.value;
      textarea.value = 'Hello world';
      setTimeout(() => {
        textarea.value = wanted;
      }, 300);
    });
    const reports: [string, boolean][] = [];
    startInsertionSession(win, fakeBrowser.runtime, stop.signal, async (pickId, inserted) => {
      reports.push([pickId, inserted]);
    });

    const [outcome] = await fakeBrowser.runtime.onMessage.trigger(
      { ...request, pickId: 'p3' },
      extensionPage(),
    );
    expect(outcome).toMatchObject({ ok: false, reason: 'not-verified', watching: true });
    expect(reports).toEqual([]);

    const [late] = await fakeBrowser.runtime.onMessage.trigger(
      { type: 'gifdrop:await-late' },
      extensionPage(),
    );
    expect(late).toEqual({ outcome: { ok: true, technique: 'setRangeText', placement: 'at-caret' } });
    expect(reports).toEqual([['p3', true]]);
    expect(textarea.value).toBe('Hello https://h.test/x.gifworld');
  });

  it('puts spaces around the text where its neighbours are not whitespace', async () => {
    const textarea = focusTextarea('Hello world', 5);
    startInsertionSession(win, fakeBrowser.runtime, stop.signal);
    await fakeBrowser.runtime.onMessage.trigger({ ...request, spacing: true }, extensionPage());
    expect(textarea.value).toBe('Hello https://h.test/x.gif world');
  });

  it('answers no-field when nothing editable had focus', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    startInsertionSession(win, fakeBrowser.runtime, stop.signal);
    expect(await fakeBrowser.runtime.onMessage.trigger(request, extensionPage())).toEqual([
      { ok: false, reason: 'no-field' },
    ]);
  });

  it('answers field-gone when the field left the page', async () => {
    const textarea = focusTextarea('Hello world', 6);
    startInsertionSession(win, fakeBrowser.runtime, stop.signal);
    textarea.remove();
    expect(await fakeBrowser.runtime.onMessage.trigger(request, extensionPage())).toEqual([
      { ok: false, reason: 'field-gone' },
    ]);
  });

  it('stops listening when its signal is aborted', async () => {
    focusTextarea('Hello world', 6);
    const own = new AbortController();
    startInsertionSession(win, fakeBrowser.runtime, own.signal);
    own.abort();
    expect(await fakeBrowser.runtime.onMessage.trigger(request, extensionPage())).toEqual([]);
  });
});

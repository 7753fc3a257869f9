// @vitest-environment happy-dom
/**
 * A shortcut's or a menu's panel: keys typed in the page before the panel shows would land in the
 * person's field. They are held for the panel's search box instead, given back to the field if
 * the panel never shows, and dropped with Escape.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { READY_TIMEOUT_MS } from '../../../src/in-page/panel-session.ts';
import { focusedField, startSession } from './panel-session-harness.ts';

let stop = new AbortController();
const execCommand = document.execCommand;
afterEach(() => {
  stop.abort();
  stop = new AbortController();
  document.execCommand = execCommand;
  vi.useRealTimers();
});

/** A key pressed in the field; whether the page was kept from it. */
function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    composed: true,
    cancelable: true,
    ...init,
  });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

const open = (session: ReturnType<typeof startSession>, token: string) =>
  session({ type: 'gifdrop:panel-open', token: token.repeat(20), anchor: 'caret' });
const ready = (session: ReturnType<typeof startSession>) =>
  session({ type: 'gifdrop:panel', command: 'ready' });

/** What the page's `insertText` commands put into the field from now on. */
function insertedText(): string[] {
  const inserted: string[] = [];
  document.execCommand = (command: string, _ui?: boolean, value?: string) => {
    if (command === 'insertText' && value) inserted.push(value);
    return true;
  };
  return inserted;
}

it('letters typed before the panel shows go to its box, not the field; Backspace and Enter too', async () => {
  const field = focusedField('Hi ');
  const send = startSession(stop.signal);
  const opened = open(send, 'a');
  const kept = ['c', 'x', 'Backspace', 'a', 't', 'Enter'].map((key) => press(field, key));
  expect(kept).toEqual([true, true, true, true, true, true]);
  // Shortcuts and an IME's keys are the page's.
  expect(press(field, 'v', { ctrlKey: true })).toBe(false);
  expect(press(field, 'k', { isComposing: true })).toBe(false);
  expect(await send({ type: 'gifdrop:panel', command: 'ready' })).toEqual({ words: 'cat' });
  expect(await opened).toBe('opened');
  // A letter the page gives the panel's host while the focus crosses into the frame.
  const host = document.querySelector('gifdrop-panel') as HTMLElement;
  expect(press(host, 's')).toBe(true);
  expect(await send({ type: 'gifdrop:panel', command: 'ready' })).toEqual({ words: 'cats' });
  // Once the panel has the focus, the page's keys are its own again.
  expect(press(field, 'z')).toBe(false);
  expect(field.value).toBe('Hi ');
});

it('nothing typed: the first ready leaves the box as it is', async () => {
  focusedField('Hi ');
  const send = startSession(stop.signal);
  void open(send, 'b');
  expect(await send({ type: 'gifdrop:panel', command: 'ready' })).toBe(true);
});

it('a panel the page removes before it shows gives the held letters back to the field', async () => {
  const field = focusedField('Hi ');
  const inserted = insertedText();
  const send = startSession(stop.signal);
  const opened = open(send, 'c');
  press(field, 'o');
  press(field, 'k');
  document.querySelector('gifdrop-panel')?.remove();
  expect(await opened).toBe('blocked');
  expect(inserted).toEqual(['ok']);
  expect(press(field, 'x')).toBe(false);
});

it('Escape before the panel shows drops the held letters', async () => {
  const field = focusedField('Hi ');
  const inserted: string[] = [];
  document.execCommand = (_command: string, _ui?: boolean, value?: string) => {
    inserted.push(value ?? '');
    return true;
  };
  const send = startSession(stop.signal);
  const opened = open(send, 'd');
  press(field, 'n');
  press(field, 'Escape');
  expect(await opened).toBe('blocked');
  expect(inserted).toEqual([]);
  expect(press(field, 'x')).toBe(false);
});

it('a second shortcut before the panel shows keeps what was typed for the first, and in between', async () => {
  const field = focusedField('Hi ');
  const first = startSession(stop.signal);
  void open(first, 'e');
  press(field, 'c');
  press(field, 'a');
  // The second launch injects the script again, then asks for its panel: keys in between are held too.
  const second = startSession(stop.signal);
  expect(press(field, 't')).toBe(true);
  const opened = open(second, 'f');
  expect(press(field, 's')).toBe(true);
  expect(await ready(second)).toEqual({ words: 'cats' });
  expect(await opened).toBe('opened');
  expect(field.value).toBe('Hi ');
});

it('a second request in the same script before the panel shows keeps the letters', async () => {
  const field = focusedField('Hi ');
  const session = startSession(stop.signal);
  const first = open(session, 'g');
  press(field, 'd');
  press(field, 'o');
  void open(session, 'h');
  press(field, 'g');
  expect(await first).toBe('blocked');
  expect(await ready(session)).toEqual({ words: 'dog' });
  expect(field.value).toBe('Hi ');
});

it('letters held for a launch that never asks go back to the field once its panel would have', async () => {
  vi.useFakeTimers();
  const field = focusedField('Hi ');
  const inserted = insertedText();
  const first = startSession(stop.signal);
  void open(first, 'i');
  press(field, 'o');
  // The next launch's script stops this one, then never asks for its panel (its script failed).
  startSession(stop.signal);
  expect(press(field, 'k')).toBe(true);
  vi.advanceTimersByTime(READY_TIMEOUT_MS);
  expect(inserted).toEqual(['ok']);
  expect(press(field, 'x')).toBe(false);
});

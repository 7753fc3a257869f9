// @vitest-environment happy-dom
/**
 * `/gif` typed on while the panel opens: the page answers the frame's first `ready` with the
 * command's words as the field holds them, and its second (the frame has the focus by then) with
 * them again plus the letters the page gave the panel's host meanwhile, which Chromium does while
 * the focus crosses into a frame of another process.
 */
import { afterEach, expect, it } from 'vitest';
import { focusedField, startSession } from './panel-session-harness.ts';

const stop = new AbortController();
afterEach(() => stop.abort());

it('the second ready holds the letters typed on in the field and those that reached the panel host', async () => {
  const field = focusedField('Hello /gif ');
  const send = startSession(stop.signal);
  const opened = send({ type: 'gifdrop:panel-open', token: 'a'.repeat(20), command: '/gif ' });
  expect(await send({ type: 'gifdrop:panel', command: 'ready' })).toEqual({ words: '' });
  expect(await opened).toBe('opened');

  // A letter the field took before the focus went over, then one the page gave the panel's host.
  field.value += 'c';
  field.setSelectionRange(field.value.length, field.value.length);
  const host = document.querySelector('gifdrop-panel') as HTMLElement;
  const key = new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true, cancelable: true });
  host.dispatchEvent(key);
  expect(key.defaultPrevented, 'kept from the page').toBe(true);
  expect(await send({ type: 'gifdrop:panel', command: 'ready' })).toEqual({ words: 'ca' });

  // After the second ready the host's keys are the page's again.
  const later = new KeyboardEvent('keydown', { key: 't', bubbles: true, composed: true, cancelable: true });
  host.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
});

it("a command gone by the second ready answers no words, and gives the host's keys back to the page", async () => {
  const field = focusedField('Hello /gif ');
  const send = startSession(stop.signal);
  void send({ type: 'gifdrop:panel-open', token: 'b'.repeat(20), command: '/gif ' });
  expect(await send({ type: 'gifdrop:panel', command: 'ready' })).toEqual({ words: '' });

  field.value = 'Hello';
  field.setSelectionRange(field.value.length, field.value.length);
  expect(await send({ type: 'gifdrop:panel', command: 'ready' })).toBe(true);
  const host = document.querySelector('gifdrop-panel') as HTMLElement;
  const key = new KeyboardEvent('keydown', { key: 'x', bubbles: true, composed: true, cancelable: true });
  host.dispatchEvent(key);
  expect(key.defaultPrevented).toBe(false);
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepEarlyTyping, takeEarlyText } from '../../../src/first-paint/early-typing.ts';

const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('letters typed before the popup draws', () => {
  it('keeps letters, spaces and emoji (Backspace takes the last back) for the first render, once', () => {
    const target = new EventTarget();
    const stop = keepEarlyTyping(target);
    for (const key of ['c', 'a', 'x', 'Backspace', 't', ' ', '😀']) expect(press(target, key)).toBe(true);
    stop();
    expect(takeEarlyText()).toBe('cat 😀');
    // Taken once: a later popup render starts empty.
    expect(takeEarlyText()).toBe('');
  });

  it('leaves shortcuts, keys that are not text, and an IME at work to the browser', () => {
    const target = new EventTarget();
    const stop = keepEarlyTyping(target);
    expect(press(target, 'c', { ctrlKey: true })).toBe(false);
    expect(press(target, 'd', { metaKey: true })).toBe(false);
    expect(press(target, 'e', { altKey: true })).toBe(false);
    expect(press(target, 'Escape')).toBe(false);
    expect(press(target, 'Tab')).toBe(false);
    expect(press(target, 'a', { isComposing: true })).toBe(false);
    stop();
    expect(takeEarlyText()).toBe('');
  });

  it('stops keeping once the popup draws', () => {
    const target = new EventTarget();
    const stop = keepEarlyTyping(target);
    press(target, 'a');
    stop();
    expect(press(target, 'b')).toBe(false);
    expect(takeEarlyText()).toBe('a');
  });
});

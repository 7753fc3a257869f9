import type { Page } from '@playwright/test';

/**
 * What a page does to an insertion, installed in every frame of a composer page (its main world,
 * where the editors live), ahead of the editors' own listeners:
 * - `refuse`: cancels every synthetic `paste` and `beforeinput` and puts back any change the
 *   browser's editing made (the `input` after `execCommand`): every technique fails, nothing changes.
 * - `delay`: holds back what the page's own technique produces (the `paste` event, or the change
 *   that `execCommand` made) and lets the editor have it `ms` later, as an editor that inserts
 *   from a timer or after a round trip would.
 * - `hold`: as `delay`, but the editor has it only when the test says so (`releaseSabotage`): an
 *   editor that inserts after the popup declared the failure, however long the machine took to
 *   declare it. A page holding a `paste` takes nothing else meanwhile: it cancels `beforeinput`
 *   and puts back what the browser's editing changed, for good.
 * - `ignore`: the page's listeners never see a synthetic event or an `input`, and nothing is
 *   cancelled or put back: what the browser's editing changes stays, unseen by the editor (Monaco's
 *   hidden textarea changes while Monaco's model does not).
 * - `double`: the editor gets every synthetic `paste` twice (an editor that inserts twice).
 * Real key presses (trusted events) pass untouched.
 */
export type Sabotage =
  | { mode: 'refuse' }
  | { mode: 'ignore' }
  | { mode: 'double' }
  | { mode: 'delay'; ms: number; technique: 'paste' | 'execCommand' }
  | { mode: 'hold'; technique: 'paste' | 'execCommand' };

/** Where a frame keeps what a `hold` sabotage holds back: `releaseSabotage` runs it. */
const RELEASE = '__gifdropReleaseSabotage';

export async function sabotage(page: Page, how: Sabotage): Promise<void> {
  for (const frame of page.frames()) await frame.evaluate(installSabotage, how);
}

/** A `hold` sabotage lets the editor have, in every frame, what it held back until now. */
export async function releaseSabotage(page: Page): Promise<void> {
  for (const frame of page.frames())
    await frame.evaluate(
      (name) => (window as unknown as Record<string, (() => void) | undefined>)[name]?.(),
      RELEASE,
    );
}

/** Installs the sabotage in the frame it runs in; self-contained, for any driver's `evaluate`. */
export function installSabotage(how: Sabotage): void {
  const replays = new WeakSet<Event>();
  const held: (() => void)[] = [];
  // Self-contained: RELEASE spelled out again.
  if (how.mode === 'hold')
    (window as unknown as Record<string, () => void>).__gifdropReleaseSabotage = () => {
      for (const run of held.splice(0)) run();
    };
  const later = (run: () => void) => {
    if (how.mode === 'delay') setTimeout(run, how.ms);
    else if (how.mode === 'hold') held.push(run);
  };
  const deepTarget = (event: Event) => event.composedPath()[0] as HTMLElement;
  const holds = (what: 'paste' | 'execCommand') =>
    how.mode === 'refuse' || ((how.mode === 'delay' || how.mode === 'hold') && how.technique === what);
  if (how.mode === 'double') {
    window.addEventListener(
      'paste',
      (event) => {
        if (event.isTrusted || replays.has(event) || !(event instanceof ClipboardEvent)) return;
        const data = new DataTransfer();
        data.setData('text/plain', event.clipboardData?.getData('text/plain') ?? '');
        const replay = new ClipboardEvent('paste', {
          bubbles: true,
          cancelable: true,
          composed: true,
          clipboardData: data,
        });
        replays.add(replay);
        (event.composedPath()[0] as Element).dispatchEvent(replay);
      },
      true,
    );
    return;
  }
  if (how.mode === 'ignore') {
    const swallow = (event: Event) => {
      if (!event.isTrusted || event.type === 'input') event.stopImmediatePropagation();
    };
    for (const type of ['paste', 'beforeinput', 'input']) window.addEventListener(type, swallow, true);
    return;
  }
  // Holding a paste, the page refuses every other way in: else the held paste would land twice.
  const holdsOnlyPaste = how.mode === 'hold' && how.technique === 'paste';
  const hold = (event: Event) => {
    if (event.isTrusted || replays.has(event) || !holds('paste')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (holdsOnlyPaste && !(event instanceof ClipboardEvent)) return;
    const target = deepTarget(event);
    if (event instanceof ClipboardEvent) {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      later(() => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        const replay = new ClipboardEvent('paste', {
          bubbles: true,
          cancelable: true,
          composed: true,
          clipboardData: data,
        });
        replays.add(replay);
        target.dispatchEvent(replay);
      });
    } else if (event instanceof InputEvent) {
      const { inputType, data } = event;
      later(() => {
        const replay = new InputEvent('beforeinput', {
          bubbles: true,
          cancelable: true,
          composed: true,
          inputType,
          data,
        });
        replays.add(replay);
        target.dispatchEvent(replay);
      });
    }
  };
  // What the fields hold now: the browser's own edits are put back to this.
  const valueSetter = (element: HTMLInputElement | HTMLTextAreaElement) =>
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  const saved = new WeakMap<Element, string>();
  const remember = (element: Element) => {
    if (saved.has(element)) return;
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
      saved.set(element, element.value);
    else if (element instanceof HTMLElement && element.isContentEditable)
      saved.set(element, element.innerHTML);
  };
  const undoEdit = (event: Event) => {
    if (!event.isTrusted || replays.has(event) || !(holds('execCommand') || holdsOnlyPaste)) return;
    const host = deepTarget(event);
    const before = saved.get(host);
    if (before === undefined) return;
    event.stopImmediatePropagation();
    if (host instanceof HTMLInputElement || host instanceof HTMLTextAreaElement) {
      const after = host.value;
      valueSetter(host)?.call(host, before);
      if (!holdsOnlyPaste)
        later(() => {
          valueSetter(host)?.call(host, after);
          const replay = new Event('input', { bubbles: true, composed: true });
          replays.add(replay);
          host.dispatchEvent(replay);
        });
    } else {
      const after = host.innerHTML;
      host.innerHTML = before;
      if (!holdsOnlyPaste)
        later(() => {
          host.innerHTML = after;
          const replay = new Event('input', { bubbles: true, composed: true });
          replays.add(replay);
          host.dispatchEvent(replay);
        });
    }
  };
  for (const field of document.querySelectorAll('input, textarea, [contenteditable]')) remember(field);
  for (const host of document.querySelectorAll('*')) {
    if (!host.shadowRoot) continue;
    for (const field of host.shadowRoot.querySelectorAll('input, textarea, [contenteditable]'))
      remember(field);
  }
  window.addEventListener('paste', hold, true);
  window.addEventListener('beforeinput', hold, true);
  window.addEventListener('input', undoEdit, true);
}

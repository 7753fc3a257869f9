/**
 * Letters typed before the popup draws (the Firefox popup with nothing cached waits for its
 * background, draw-once-awake.ts): kept, and the popup's first render starts with them in its
 * search box (and searches them), so that a search typed at once is not lost to a page that had
 * no field yet.
 */

let held = '';

/** Starts keeping what is typed on `target`; the function returned stops and holds the text. */
export function keepEarlyTyping(target: EventTarget): () => void {
  let typed: string[] = [];
  const onKeydown = (event: Event) => {
    const { key, ctrlKey, altKey, metaKey, isComposing } = event as KeyboardEvent;
    // Shortcuts are the browser's; an IME's keys are not the text yet.
    if (ctrlKey || altKey || metaKey || isComposing) return;
    if (key === 'Backspace') typed = typed.slice(0, -1);
    else if ([...key].length === 1) typed.push(key);
    else return;
    event.preventDefault();
  };
  target.addEventListener('keydown', onKeydown);
  return () => {
    target.removeEventListener('keydown', onKeydown);
    held = typed.join('');
  };
}

/** Whether letters typed before the popup drew wait for its first render. */
export const hasEarlyText = (): boolean => held !== '';

/** The text typed before the popup drew, once ('' after, or if none). */
export function takeEarlyText(): string {
  const text = held;
  held = '';
  return text;
}

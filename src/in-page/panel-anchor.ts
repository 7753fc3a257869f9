/**
 * What the in-page panel is anchored to and gives the focus back to when it closes: the caret of
 * the field being edited, or, for "GIF for this text", the text selected on the page.
 */

import { type CapturedTarget, captureTarget, restoreSelection } from '../insertion/index.ts';
import { measureCaret } from './caret-box.ts';
import type { Box } from './place-panel.ts';

export interface PanelAnchor {
  /** Where the panel goes next to, in `win`'s viewport (read again on scroll and resize). */
  measure(): Box;
  /** Puts focus and caret (or the selection) back; `panelHasFocus` tells whether the panel has it. */
  giveBack(panelHasFocus: () => boolean): void;
  /**
   * Takes the field's caret as it is now, while the field has the focus (after an insertion the
   * panel stays open for: the next pick goes after it).
   */
  retake(): void;
}

/** The caret of a captured field. */
export function fieldAnchor(captured: CapturedTarget, win: Window): PanelAnchor {
  let target = captured;
  return {
    measure: () => measureCaret(target, win),
    retake() {
      const now = captureTarget(win);
      if (now?.element === target.element) target = now;
    },
    giveBack(panelHasFocus) {
      // After an insertion the field has the focus and its caret is after the text: leave it there.
      // (A frame's document keeps its `activeElement` while the focus is elsewhere: ask it too.)
      const active = target.root.activeElement;
      const focused = target.element.ownerDocument.hasFocus() && !panelHasFocus();
      if (focused && active && (active === target.element || target.element.contains(active))) return;
      // A field in a same-origin frame: its frame gets the focus first (from the top down), or the
      // top document's focus stays on the panel.
      const frames: Element[] = [];
      for (
        let view: Window | null = target.element.ownerDocument.defaultView;
        view && view !== win;
        view = view.parent
      ) {
        if (!view.frameElement) break;
        frames.unshift(view.frameElement);
      }
      for (const frame of frames) (frame as HTMLElement).focus({ preventScroll: true });
      target.element.focus({ preventScroll: true });
      restoreSelection(target.element, target.root, target.selection);
    },
  };
}

/** The text selected on the page (no field); undefined when nothing is selected. */
export function selectionAnchor(win: Window): PanelAnchor | undefined {
  const selection = win.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return undefined;
  const range = selection.getRangeAt(0).cloneRange();
  return {
    // The selection is not changed by what the panel does.
    retake: () => undefined,
    measure() {
      const rect = range.getBoundingClientRect();
      return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    },
    giveBack(panelHasFocus) {
      if (!panelHasFocus()) return;
      // The page gets the focus back (on its body), so nothing takes the panel for a field.
      (win.document.activeElement as HTMLElement | null)?.blur();
      win.focus();
      win.getSelection()?.removeAllRanges();
      win.getSelection()?.addRange(range);
    },
  };
}

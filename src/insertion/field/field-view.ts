import type { FieldView } from '../field-watch.ts';
import type { CapturedTarget } from './capture-target.ts';
import { isIndirectKind, type TextControl } from './field-kind.ts';
import { findRenderedRegion, readRenderedText } from './rendered-text.ts';
import { readRange, textOffset } from './selection.ts';

// Frame-aware: every document comes from the element, never the global one.
declare const document: never;

/**
 * How to read what the person sees of the captured field, taken once its caret is restored:
 * - a visible text control: its value, with the caret;
 * - a contenteditable: its text, with the caret, confirmed on the text it renders (a hidden paste
 *   bin inside it never counts);
 * - a hidden text control or an EditContext: the text its editor renders around it (the value of
 *   Monaco's textarea changes even when Monaco ignores it).
 */
export function viewField({ element, kind, root }: CapturedTarget): FieldView {
  if (kind === 'input' || kind === 'textarea') {
    const control = element as TextControl;
    const end = control.value.length;
    return {
      observed: control,
      snapshot: {
        text: control.value,
        start: control.selectionStart ?? end,
        end: control.selectionEnd ?? end,
      },
      read: () => replacement(control, root).value,
      poll: true,
    };
  }
  if (isIndirectKind(kind)) {
    const region = findRenderedRegion(element);
    return {
      observed: region,
      snapshot: { text: readRenderedText(region) },
      read: () => readRenderedText(region),
      poll: false,
    };
  }
  const text = element.textContent ?? '';
  const range = readRange(element, root);
  return {
    observed: element,
    snapshot: range
      ? {
          text,
          start: textOffset(element, range.startContainer, range.startOffset),
          end: textOffset(element, range.endContainer, range.endOffset),
        }
      : { text, start: text.length, end: text.length },
    read: () => replacement(element, root).textContent ?? '',
    readRendered: () => readRenderedText(element),
    renderedBefore: readRenderedText(element),
    poll: false,
  };
}

/**
 * The field the person is writing in now: the captured one, or, once the page has taken it out,
 * the field of the same kind it focused in its place (pages that remount their field on each
 * change). A removed field keeps its old text, which is not what the person sees.
 */
function replacement<T extends Element>(element: T, root: Document | ShadowRoot): T {
  if (element.isConnected) return element;
  const active = root.activeElement;
  if (!active || active.localName !== element.localName) return element;
  const editable = (node: Element) => (node as HTMLElement).isContentEditable;
  return editable(active) === editable(element) ? (active as T) : element;
}

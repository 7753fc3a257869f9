/**
 * Whether a tile dragged out of the toolbar popup went into the page. A drop's effect says only
 * that the page's drop handler let it through: Quill 2 cancels every drop that is not a file and
 * keeps the effect `copy`. So the send is registered only once what was dropped shows in the
 * editable under the drop, checked as an insertion is (src/insertion/verify.ts).
 */
import {
  isTextControl,
  normalizeText,
  occurrences,
  shownPictures,
  TAKEN_TEXT_SHOWS_MS,
} from '../insertion/index.ts';

/** What the drag carried: whether its drop (carrying `link`) put `src` or a text in (drop-report.ts). */
export interface DropQuery {
  type: 'gifdrop:drop-landed';
  /** The picture's `src`, when the drag carried one. */
  src?: string | undefined;
  /** The link (text/uri-list), which ties the drop to this drag. */
  link: string;
  /** The link in the person's format (text/plain). */
  text: string;
}

const isShortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

export function isDropQuery(message: unknown): message is DropQuery {
  if (typeof message !== 'object' || message === null) return false;
  const { type, src, link, text } = message as Record<string, unknown>;
  return (
    type === 'gifdrop:drop-landed' &&
    (src === undefined || isShortText(src, 2000)) &&
    isShortText(link, 2000) &&
    isShortText(text, 10_000)
  );
}

/** A drop on the page: the editable under it and what it held just before the page's handlers. */
interface SeenDrop {
  link: string;
  field: Element;
  text: string;
  /** How many of each picture the field showed. */
  pictures: Map<string, number>;
}

const ELEMENT_NODE = 1;

/**
 * The editable under a drop: a text control, or the editing host of a contenteditable. By node
 * type, not `instanceof`: a drop in a same-origin frame brings that frame's nodes.
 */
function editableAt(target: EventTarget | undefined): Element | undefined {
  const node = target as Node | undefined;
  if (typeof node?.nodeType !== 'number') return undefined;
  let element = node.nodeType === ELEMENT_NODE ? (node as Element) : node.parentElement;
  if (!element) return undefined;
  if (isTextControl(element)) return element;
  if (!(element as HTMLElement).isContentEditable) return undefined;
  while (element.parentElement && (element.parentElement as HTMLElement).isContentEditable)
    element = element.parentElement;
  return element;
}

const POLL_MS = 10;

/** The windows of `win`'s child frames that this script may reach (same origin, loaded). */
function sameOriginFrames(win: Window): Window[] {
  const frames: Window[] = [];
  for (let index = 0; index < win.frames.length; index++) {
    try {
      const frame = win.frames[index];
      // Reading a cross-origin frame's document throws.
      if (frame?.document) frames.push(frame);
    } catch {}
  }
  return frames;
}

const textOf = (field: Element) =>
  normalizeText(isTextControl(field) ? field.value : (field.textContent ?? ''));

/**
 * Follows the page's drops (capture phase on the window, before the page's own handlers) until
 * `signal` aborts; `landed` answers a drag's query: whether the last drop carrying its link put
 * its picture or its text into the editable under the drop, within `TAKEN_TEXT_SHOWS_MS` of the query.
 * `onDrop` hears each drop onto an editable with the link it carries, before the page's handlers.
 */
export function watchDrops(
  win: Window,
  signal: AbortSignal,
  onDrop?: (link: string) => void,
): { landed(query: DropQuery): Promise<boolean> } {
  let last: SeenDrop | undefined;
  const seeDrop = (event: DragEvent) => {
    const link = event.dataTransfer?.getData('text/uri-list').trim() ?? '';
    const field = editableAt(event.composedPath()[0]);
    if (!field || !link) {
      last = undefined;
      return;
    }
    const pictures = new Map<string, number>();
    for (const img of field.querySelectorAll('img')) {
      const src = img.getAttribute('src');
      if (src !== null && !pictures.has(src)) pictures.set(src, shownPictures(field, src));
    }
    last = { link, field, text: textOf(field), pictures };
    onDrop?.(link);
  };
  // The page and its same-origin frames (TinyMCE's editor is an iframe): a drop goes to the
  // document under the pointer. Frames made or reloaded later are found when a drag enters.
  const watched = new WeakSet<Window>();
  const watch = (target: Window) => {
    if (!watched.has(target)) {
      watched.add(target);
      target.addEventListener('drop', seeDrop, { capture: true, signal });
    }
    for (const frame of sameOriginFrames(target)) watch(frame);
  };
  watch(win);
  win.addEventListener('dragenter', () => watch(win), { capture: true, signal });

  return {
    landed(query) {
      const drop = last;
      last = undefined;
      if (!drop || drop.link !== query.link) return Promise.resolve(false);
      const { field } = drop;
      const shows = () => {
        if (query.src && shownPictures(field, query.src) > (drop.pictures.get(query.src) ?? 0)) return true;
        const now = textOf(field);
        return [query.text, query.link].some(
          (form) => occurrences(now, normalizeText(form)) > occurrences(drop.text, normalizeText(form)),
        );
      };
      return new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (shows()) finish(true);
        });
        // A text control's value changes without DOM mutations.
        const poll = isTextControl(field)
          ? win.setInterval(() => {
              if (shows()) finish(true);
            }, POLL_MS)
          : undefined;
        const timer = win.setTimeout(() => finish(shows()), TAKEN_TEXT_SHOWS_MS);
        function finish(result: boolean) {
          observer.disconnect();
          win.clearInterval(poll);
          win.clearTimeout(timer);
          resolve(result);
        }
        if (shows()) finish(true);
        else
          observer.observe(field, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    },
  };
}

import { type FieldView, FieldWatch } from './field-watch.ts';
import type { InjectedWindow } from './injected-window.ts';
import type { InsertionCheck } from './verify.ts';
import { normalizeText } from './verify.ts';

/** Words compared with their spacing squashed: editors re-flow whitespace around an inline image. */
const words = (text: string) => normalizeText(text).replace(/\s+/g, ' ').trim();

/** The pictures with `src` the person sees in `field`: a paste bin's copy (TinyMCE) does not count. */
export function shownPictures(field: Element, src: string): number {
  let count = 0;
  for (const img of field.querySelectorAll('img')) {
    if (img.getAttribute('src') !== src || img.closest('#mcepastebin, [data-mce-bogus]')) continue;
    count++;
  }
  return count;
}

/**
 * Watches a rich field while a picture goes in: `at-caret` once exactly one more image with the
 * picture's `src` is shown and the words around the caret are as they were (a selection replaced),
 * `unchanged` while neither changed, `other-change` otherwise (two images, or words lost or added).
 */
export class PictureWatch extends FieldWatch {
  private readonly before: number;
  private readonly expectedWords: string;
  private readonly previousWords: string;

  constructor(
    view: FieldView,
    private readonly field: Element,
    private readonly src: string,
    win: InjectedWindow,
  ) {
    super(view, '', win);
    const { text, start = text.length, end = text.length } = view.snapshot;
    this.before = shownPictures(field, src);
    this.previousWords = words(text);
    this.expectedWords = words(text.slice(0, start) + text.slice(end));
  }

  override check(): InsertionCheck {
    const added = shownPictures(this.field, this.src) - this.before;
    const now = words(this.view.read());
    if (added === 1 && now === this.expectedWords) return 'at-caret';
    if (added === 0 && now === this.previousWords) return 'unchanged';
    return 'other-change';
  }
}

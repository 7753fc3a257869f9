import { useLayoutEffect, useState } from 'preact/hooks';

export interface ScrollCues {
  /** More content to the left (`before`) / right (`after`) of what is shown, on screen. */
  before: boolean;
  after: boolean;
}

/**
 * Whether a horizontally scrolling row has more to either side, kept up to date on scroll and
 * resize, so the row can fade its edges as a cue that it scrolls. `key` re-measures new content.
 */
export function useScrollCues(ref: { current: HTMLElement | null }, key: unknown): ScrollCues {
  const [cues, setCues] = useState<ScrollCues>({ before: false, after: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: new content (key) changes the widths.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Right to left, scrollLeft runs from 0 at the start (the right) to negative values, and what
    // is still to come lies to the left.
    const rtl = getComputedStyle(element).direction === 'rtl';
    const forward = rtl ? -1 : 1;
    const measure = () => {
      const scrolled = Math.abs(element.scrollLeft);
      const start = scrolled > 1;
      const end = scrolled + element.clientWidth < element.scrollWidth - 1;
      const [before, after] = rtl ? [end, start] : [start, end];
      setCues((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    measure();
    // A mouse wheel scrolls the row sideways.
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0 || element.scrollWidth <= element.clientWidth) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY * forward;
    };
    element.addEventListener('scroll', measure, { passive: true });
    element.addEventListener('wheel', onWheel, { passive: false });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      element.removeEventListener('wheel', onWheel);
      observer.disconnect();
    };
  }, [ref, key]);
  return cues;
}

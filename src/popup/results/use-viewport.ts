import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { gridBox, measureGridBox } from './grid-box.ts';

/** The scroller's visible part; the same place again (the observer's first call) renders nothing. */
const placeOf =
  ({ scrollTop: top, clientHeight: height }: HTMLElement) =>
  (shown: { top: number; height: number }) =>
    shown.top === top && shown.height === height ? shown : { top, height };

/**
 * The grid's scroller: its content width and its visible part, measured as it mounts, resizes
 * and scrolls, and taken from the box last measured in this page until then (grid-box.ts). Gives
 * [its ref, the width, the visible part, its `onScroll`] (a tuple: the names of an object would
 * weigh on the popup's budget).
 */
export function useViewport() {
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(gridBox.width);
  const [viewport, setViewport] = useState({ top: 0, height: gridBox.height });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // The observer's first call measures it, after the frame's layout and before its paint: a
    // measure here would force a layout in the render's task, for a box the first render knew.
    const observer = new ResizeObserver(() => {
      setWidth(measureGridBox(element));
      setViewport(placeOf(element));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const onScroll = (event: { currentTarget: HTMLElement }) => setViewport(placeOf(event.currentTarget));
  return [scroller, width, viewport, onScroll] as const;
}

import { elementScroll, observeElementOffset, observeElementRect, Virtualizer } from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useState, type RefObject } from 'react';

/**
 * Virtual rows for a scrolling element, on TanStack's framework-free virtualizer. (Its React
 * adapter imports react-dom for flushSync; the console does not share react-dom, so the
 * plugin would ship a second copy of it.)
 */
export function useVirtualRows(
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  rowHeight: number,
): Virtualizer<HTMLElement, Element> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const options = {
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    onChange: () => rerender(),
  };
  const [virtualizer] = useState(() => new Virtualizer<HTMLElement, Element>(options));
  virtualizer.setOptions(options);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  return virtualizer;
}

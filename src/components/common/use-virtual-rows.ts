import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualItem,
} from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useState, type RefObject } from 'react';

/**
 * Virtual rows for a scrolling element, on TanStack's framework-free virtualizer. (Its React
 * adapter imports react-dom for flushSync; the console does not share react-dom, so the
 * plugin would ship a second copy of it.)
 */
export interface VirtualRows {
  /** The rows in view (and a few around them). */
  readonly items: readonly VirtualItem[];
  /** The height of the rows before and after them, kept as empty space. */
  readonly padTop: number;
  readonly padBottom: number;
  /** Measures a rendered row (an element with `data-index`) whose height may differ: an expanded one. */
  readonly measure: (element: Element | null) => void;
}

export function useVirtualRows(
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  rowHeight: number,
): VirtualRows {
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
  const items = virtualizer.getVirtualItems();
  return {
    items,
    padTop: items[0]?.start ?? 0,
    padBottom: virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0),
    measure: virtualizer.measureElement,
  };
}

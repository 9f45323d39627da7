import type { VirtualItem, Virtualizer } from '@tanstack/virtual-core';
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';

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
  /**
   * Whether the table scrolls in a region of its own: only a long one, which the virtualizer
   * needs. A table drawn whole scrolls with the page, so an expanded row is never cut by a
   * box inside it.
   */
  readonly scrolls: boolean;
}

/**
 * Tables of up to this many rows are drawn whole, without the virtualizer: most are (an
 * update's diff, a pool's nodes), and the virtualizer is then not part of a first visit. A
 * longer table loads it, and shows its first rows meanwhile.
 */
const DRAWN_WHOLE = 100;
/**
 * The first rows of a longer table, drawn while the virtualizer loads: as many as its scroll
 * region (at most 48rem) shows. Drawing more costs the page's first render and layout for rows
 * out of sight, which the virtualizer takes away a moment later.
 */
const DRAWN_FIRST = 24;

type VirtualCore = typeof import('@tanstack/virtual-core');
let loaded: VirtualCore | undefined;

function useVirtualCore(wanted: boolean): VirtualCore | undefined {
  const [core, setCore] = useState(loaded);
  useEffect(() => {
    if (!wanted || core) return;
    let live = true;
    void import('@tanstack/virtual-core').then((module) => {
      loaded = module;
      if (live) setCore(module);
    });
    return () => {
      live = false;
    };
  }, [wanted, core]);
  return core;
}

const noMeasure = () => undefined;

export function useVirtualRows(
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  rowHeight: number,
): VirtualRows {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const core = useVirtualCore(count > DRAWN_WHOLE);
  const options = core && {
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    observeElementRect: core.observeElementRect,
    observeElementOffset: core.observeElementOffset,
    scrollToFn: core.elementScroll,
    onChange: () => rerender(),
  };
  // Made once the module is there (the lazy-initial-value pattern); it then keeps the table.
  const made = useRef<Virtualizer<HTMLElement, Element> | null>(null);
  if (options && made.current === null) made.current = new (core as VirtualCore).Virtualizer(options);
  const virtualizer = made.current ?? undefined;
  if (virtualizer && options) virtualizer.setOptions(options);
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });
  if (!virtualizer) return wholeRows(count, rowHeight);
  const items = virtualizer.getVirtualItems();
  return {
    items,
    padTop: items[0]?.start ?? 0,
    padBottom: virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0),
    measure: virtualizer.measureElement,
    scrolls: true,
  };
}

/** Every row of a short table; the first `DRAWN_FIRST` of a longer one while the virtualizer loads. */
function wholeRows(count: number, rowHeight: number): VirtualRows {
  const drawn = count > DRAWN_WHOLE ? DRAWN_FIRST : count;
  const items = Array.from({ length: drawn }, (_, index) => ({
    index,
    key: index,
    start: index * rowHeight,
    end: (index + 1) * rowHeight,
    size: rowHeight,
    lane: 0,
  }));
  return { items, padTop: 0, padBottom: (count - drawn) * rowHeight, measure: noMeasure, scrolls: count > DRAWN_WHOLE };
}

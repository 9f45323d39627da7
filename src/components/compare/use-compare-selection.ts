import { useCallback, useState } from 'react';

export interface CompareSelection {
  readonly from?: string;
  readonly to?: string;
}

const read = (): CompareSelection => {
  const params = new URLSearchParams(window.location.search);
  return { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
};

/** The two images compared, kept in the URL (`?from=…&to=…`) so that a comparison can be shared. */
export function useCompareSelection(): [CompareSelection, (next: CompareSelection) => void] {
  const [selection, setSelection] = useState(read);
  const update = useCallback((next: CompareSelection) => {
    setSelection(next);
    const params = new URLSearchParams(window.location.search);
    for (const side of ['from', 'to'] as const) {
      const value = next[side];
      if (value) params.set(side, value);
      else params.delete(side);
    }
    const query = params.toString();
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`);
  }, []);
  return [selection, update];
}

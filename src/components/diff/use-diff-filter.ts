import { useCallback, useState } from 'react';
import { readDiffFilter, writeDiffFilter, type DiffFilterState } from './diff-url-state';

/**
 * A pool's diff filter, kept in the URL (replaced, not pushed: filtering is not navigation),
 * so that a reload or a shared link shows the same rows.
 */
export function useDiffFilter(id: string): [DiffFilterState, (next: DiffFilterState) => void] {
  const [state, setState] = useState(() => readDiffFilter(window.location.search, id));
  const update = useCallback(
    (next: DiffFilterState) => {
      setState(next);
      const { pathname, search, hash } = window.location;
      const query = writeDiffFilter(search, id, next);
      if (query !== search) window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
    },
    [id],
  );
  return [state, update];
}

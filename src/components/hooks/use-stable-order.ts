import { useRef } from 'react';

/**
 * Keeps items in the order they were first shown settled while the page is open: a pool
 * that changes state (approved, rolling out) stays where the admin saw it; new ones come
 * last, in the order given; gone ones leave. Until `settled` (its data still loading) the
 * order given is shown and nothing is recorded.
 */
export function useStableOrder<T>(items: readonly T[], keyOf: (item: T) => string, settled: boolean): T[] {
  const order = useRef<string[]>([]);
  if (!settled && order.current.length === 0) return [...items];
  const keys = new Set(items.map(keyOf));
  // Idempotent for the same items: only appends unseen keys and drops gone ones.
  const kept = order.current.filter((key) => keys.has(key));
  const known = new Set(kept);
  const next = [...kept, ...items.map(keyOf).filter((key) => !known.has(key))];
  order.current = next;
  const position = new Map(next.map((key, index) => [key, index]));
  return [...items].sort((a, b) => (position.get(keyOf(a)) ?? 0) - (position.get(keyOf(b)) ?? 0));
}

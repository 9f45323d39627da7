import type { K8sResourceCommon } from '@openshift-console/dynamic-plugin-sdk';

export type WatchedItems = Map<string, K8sResourceCommon>;

export const keyOf = (o: K8sResourceCommon) => `${o.metadata?.namespace ?? ''}/${o.metadata?.name ?? ''}`;

/**
 * As the console's k8s reducer (`moreRecent`): an object replaces the copy held under its
 * name only when it is newer, by creation time for another object of that name (deleted and
 * made again), by resourceVersion for the same one. An event that comes late changes nothing.
 */
function moreRecent(next: K8sResourceCommon, current: K8sResourceCommon): boolean {
  const a = next.metadata ?? {};
  const b = current.metadata ?? {};
  if (a.uid !== b.uid) return new Date(a.creationTimestamp ?? 0) > new Date(b.creationTimestamp ?? 0);
  return parseInt(a.resourceVersion ?? '', 10) > parseInt(b.resourceVersion ?? '', 10);
}

/** Applies one watch event to the items a watch holds. */
export function applyWatchEvent(items: WatchedItems, type: string, object: K8sResourceCommon): void {
  const key = keyOf(object);
  if (type === 'DELETED') {
    items.delete(key);
    return;
  }
  const current = items.get(key);
  if (!current || moreRecent(object, current)) items.set(key, object);
}

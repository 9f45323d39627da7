import { apiVersionOf, type ResourceType } from './resource-types';
import { dropEmptyMaps } from './object-meta';
import type { KubeObject, ObjectStore } from './store';

/**
 * `?dryRun=All` (what `kubectl apply --dry-run=server` sends): the object a create or update
 * would store, through admission, but not stored: no resourceVersion moves, no watch hears of it.
 */
export function dryRun(
  store: ObjectStore,
  type: ResourceType,
  object: KubeObject,
  user: string,
  existing?: { namespace: string | undefined; name: string },
): KubeObject {
  const current = existing ? store.get(type, existing.namespace, existing.name) : undefined;
  const next: KubeObject = { ...structuredClone(object), apiVersion: apiVersionOf(type), kind: type.kind };
  if (current)
    next.metadata = { ...next.metadata, uid: current.metadata.uid, resourceVersion: current.metadata.resourceVersion };
  dropEmptyMaps(next);
  store.admit({ operation: current ? 'UPDATE' : 'CREATE', type, object: next, oldObject: current, user });
  return next;
}

import type { KubeObject } from './store';

/** What a write never changes in an object's metadata. */
export function systemMetadataOf(current: KubeObject): Partial<KubeObject['metadata']> {
  return {
    name: current.metadata.name,
    namespace: current.metadata.namespace,
    uid: current.metadata.uid,
    creationTimestamp: current.metadata.creationTimestamp,
  };
}

/** Empty labels and annotations are not stored: ObjectMeta's maps are `omitempty`. */
export function dropEmptyMaps(object: KubeObject): void {
  for (const key of ['labels', 'annotations'] as const)
    if (object.metadata[key] && Object.keys(object.metadata[key] as object).length === 0) delete object.metadata[key];
}

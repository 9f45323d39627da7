import type { KubeObject } from './store';

/**
 * `Accept: application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1` (a list) or
 * `…as=PartialObjectMetadata…` (an object, a watch): the client wants metadata only, as
 * controllers and the console ask for large kinds.
 */
export const wantsMetadataOnly = (accept: string | undefined): boolean =>
  /as=PartialObjectMetadata(List)?\b/.test(accept ?? '') && /g=meta\.k8s\.io/.test(accept ?? '');

export const partialObjectMetadata = (object: KubeObject) => ({
  apiVersion: 'meta.k8s.io/v1',
  kind: 'PartialObjectMetadata',
  metadata: object.metadata,
});

/** As kube-apiserver sends it: a list of none has `"items": null` (a nil Go slice), not `[]`. */
export const partialObjectMetadataList = (items: readonly KubeObject[], listMeta: Record<string, unknown>) => ({
  apiVersion: 'meta.k8s.io/v1',
  kind: 'PartialObjectMetadataList',
  metadata: listMeta,
  items: items.length > 0 ? items.map(partialObjectMetadata) : null,
});

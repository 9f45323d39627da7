import * as k8s from '@kubernetes/client-node';
import type { ClusterClient } from './cluster-client';

/**
 * The API server's metadata-only answers (as the MCO's and the console's large lists ask for
 * them): a Node is 15–30 KB of JSON, mostly `status.images` and `managedFields`; the
 * controller needs a node's labels (its pool, by the pool's node selector; its architecture).
 */
export const METADATA_LIST_ACCEPT = 'application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1';
export const METADATA_ACCEPT = 'application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1';

/** What a PartialObjectMetadata node carries. */
const PAGE_SIZE = 500;

export type NodeMetadata = k8s.KubernetesObject & { metadata?: k8s.V1ObjectMeta };

/** The Kubernetes architecture a node reports in its well-known label. */
export const nodeArch = (node: NodeMetadata): string | undefined => node.metadata?.labels?.['kubernetes.io/arch'];

/** Image mode: the image a node boots, as the machine-config daemon annotates it. */
const CURRENT_IMAGE = 'machineconfiguration.openshift.io/currentImage';
export const nodeImage = (node: NodeMetadata): string | undefined => node.metadata?.annotations?.[CURRENT_IMAGE];

/** A KubeConfig whose requests (client-node's watches) ask for PartialObjectMetadata. */
export function metadataWatchConfig(kc: k8s.KubeConfig): k8s.KubeConfig {
  const watchConfig = Object.create(kc) as k8s.KubeConfig;
  watchConfig.applyToFetchOptions = async (options) => {
    const init = await kc.applyToFetchOptions(options);
    (init.headers as unknown as Headers).set('Accept', METADATA_ACCEPT);
    return init;
  };
  return watchConfig;
}

/**
 * An informer of the cluster's nodes as metadata only: listed with a PartialObjectMetadataList
 * `Accept` header and watched with a PartialObjectMetadata one (client-node's watch takes its
 * headers from the KubeConfig, so the watch gets a KubeConfig that adds it).
 */
export function nodeMetadataInformer(
  client: ClusterClient,
): k8s.Informer<NodeMetadata> & k8s.ObjectCache<NodeMetadata> {
  const watchConfig = metadataWatchConfig(client.kc);
  // In pages, each cut as it comes: 5,000 nodes' metadata in one answer, held as text, JSON and
  // client-node's copy at once, was most of the controller's peak memory.
  const list = async (): Promise<k8s.KubernetesListObject<NodeMetadata>> => {
    const items: NodeMetadata[] = [];
    let page: k8s.KubernetesListObject<NodeMetadata> | undefined;
    let next: string | undefined;
    do {
      page = (await client.core.listNode(
        { limit: PAGE_SIZE, _continue: next },
        k8s.setHeaderOptions('Accept', METADATA_LIST_ACCEPT),
      )) as unknown as k8s.KubernetesListObject<NodeMetadata>;
      // kube-apiserver sends a metadata-only list of no nodes as `"items": null`.
      const nodes = page.items ?? [];
      for (const node of nodes) keepWhatIsRead(node);
      items.push(...nodes);
      next = page.metadata?._continue || undefined;
    } while (next);
    // Every page of a list is at the first page's resourceVersion; the last one says it too.
    return { ...page, items };
  };
  const informer = k8s.makeInformer<NodeMetadata>(watchConfig, '/api/v1/nodes', list);
  // Metadata is still most of a node: managedFields (often 5–10 KB) and annotations. The
  // informer keeps what it is handed, so each node is cut to what is read, as it arrives.
  informer.on('add', keepWhatIsRead);
  informer.on('update', keepWhatIsRead);
  return informer;
}

const DESIRED_CONFIG = 'machineconfiguration.openshift.io/desiredConfig';
/** What the gate and a canary's steps read of a node: what it boots, runs and is given, and the daemon's state. */
const KEPT_ANNOTATIONS = new Set([
  CURRENT_IMAGE,
  DESIRED_CONFIG,
  'machineconfiguration.openshift.io/currentConfig',
  'machineconfiguration.openshift.io/state',
]);
/** The config the machine-config controller told a node to run (what admission let through). */
export const nodeDesiredConfig = (node: NodeMetadata | undefined): string | undefined =>
  node?.metadata?.annotations?.[DESIRED_CONFIG];
/** The config the machine-config daemon says a node runs. */
export const nodeCurrentConfig = (node: NodeMetadata | undefined): string | undefined =>
  node?.metadata?.annotations?.['machineconfiguration.openshift.io/currentConfig'];

/**
 * What the controller reads of a node: its name and labels (and what the cache keys on),
 * and of its annotations only the image it boots (image mode) and the config it is told to
 * run (what the gate let through: RefusalReporter).
 */
function keepWhatIsRead(node: NodeMetadata): void {
  const meta = node.metadata;
  if (!meta) return;
  delete meta.managedFields;
  const kept = Object.entries(meta.annotations ?? {}).filter(([k]) => KEPT_ANNOTATIONS.has(k));
  meta.annotations = kept.length > 0 ? Object.fromEntries(kept) : undefined;
  delete meta.ownerReferences;
  delete meta.finalizers;
}

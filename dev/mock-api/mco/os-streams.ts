import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import type { KubeObject } from '../store';
import type { Lister } from '../../operators/cluster-api';

const STREAMS = RESOURCE_TYPES.find((t) => t.kind === 'OSImageStream') as ResourceType;
const POOLS = RESOURCE_TYPES.find((t) => t.kind === 'MachineConfigPool') as ResourceType;
const MCO_POOLS = new Set(['master', 'worker', 'arbiter']);

interface StreamSet {
  readonly name: string;
  readonly osImage: string;
  readonly osExtensionsImage?: string;
}

interface PoolWithStream extends KubeObject {
  spec: { osImageStream?: { name?: string } };
}

const streamsOf = (store: Lister) => {
  const cluster = store.find(STREAMS, undefined, 'cluster');
  const status = cluster?.status as { defaultStream?: string; availableStreams?: StreamSet[] } | undefined;
  return cluster ? { default: status?.defaultStream, sets: status?.availableStreams ?? [] } : undefined;
};

/**
 * The stream a pool is rendered from, as the MCO picks it (GetEffectiveOSImageStreamName):
 * its own; a custom pool without one takes worker's; else the cluster's default. Undefined
 * when the cluster has no OSImageStream (4.22 without TechPreview).
 */
export function effectiveStream(store: Lister, pool: KubeObject): string | undefined {
  const streams = streamsOf(store);
  if (!streams) return undefined;
  const own = (pool as PoolWithStream).spec.osImageStream?.name;
  if (own) return own;
  const worker = MCO_POOLS.has(pool.metadata.name)
    ? undefined
    : (store.find(POOLS, undefined, 'worker') as PoolWithStream | undefined);
  return worker?.spec.osImageStream?.name || streams.default;
}

/** The OS and extensions images of the pool's stream, when the cluster has streams. */
export function streamImages(store: Lister, pool: KubeObject): StreamSet | undefined {
  const name = effectiveStream(store, pool);
  return name ? streamsOf(store)?.sets.find((s) => s.name === name) : undefined;
}

/** A stream's name whose node image is `image`: what the node controller reports on an updated pool. */
export function streamOfImage(store: Lister, image: string | undefined): string | undefined {
  return image ? streamsOf(store)?.sets.find((s) => s.osImage === image)?.name : undefined;
}

/**
 * The MCO's ValidatingAdmissionPolicy `machineconfigpool-osimagestream-reference-validation`:
 * a pool may name only a stream the cluster's OSImageStream offers (answered 422, as a denial is).
 */
export function streamAdmissionError(store: Lister, pool: KubeObject): string | undefined {
  const asked = (pool as PoolWithStream).spec?.osImageStream?.name;
  if (asked === undefined) return undefined;
  const streams = streamsOf(store);
  // The policy is bound only where the feature is on, i.e. where the cluster has the object.
  if (!streams || streams.sets.some((s) => s.name === asked)) return undefined;
  return (
    `machineconfigpools.machineconfiguration.openshift.io "${pool.metadata?.name}" is forbidden: ` +
    "ValidatingAdmissionPolicy 'machineconfigpool-osimagestream-reference-validation' with binding " +
    "'machineconfigpool-osimagestream-reference-validation-binding' denied request: The specified osImageStream name " +
    'must reference a valid stream from the cluster OSImageStream resource'
  );
}

import { CONFIG_ANNOTATIONS } from '../demo-cluster';
import { IMAGE_ANNOTATIONS } from '../build-controller';
import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import { ApiError } from '../status';
import type { KubeObject } from '../store';
import type { ClusterApi } from '../../operators/cluster-api';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const NODES = type('Node');
const MCNS = type('MachineConfigNode');

/** A hand-out the API server refused (an admission policy), as the node controller logs it. */
export interface RefusedHandOut {
  readonly node: string;
  readonly pool: string;
  readonly target: string;
  readonly message: string;
}

/**
 * The node controller's hand-out of a pool's target to one machine, in the MCO's order
 * (release-4.22 pkg/controller/node/node_controller.go updateCandidateNode): the
 * MachineConfigNode's `spec.configVersion.desired` first (its failure only logged), then the
 * Node's desiredConfig (and desiredImage) with state Working, through admission. A refused
 * Node write leaves the machine as it was and the MCN naming a target the machine was not
 * given; the MCO then requeues the pool (rate limited) without an Event.
 */
export async function handOut(
  api: ClusterApi,
  node: KubeObject,
  pool: string,
  target: string,
  image: string | undefined,
): Promise<RefusedHandOut | undefined> {
  const mcn = api.find(MCNS, undefined, node.metadata.name);
  const spec = mcn?.spec as { configVersion?: { desired?: string } } | undefined;
  if (mcn && spec?.configVersion?.desired !== target) {
    const claimed = structuredClone(mcn) as KubeObject & { spec: { configVersion?: { desired?: string } } };
    claimed.spec.configVersion = { ...claimed.spec.configVersion, desired: target };
    // Its failure is only logged by the MCO: the Node write is tried all the same.
    await api.update(MCNS, undefined, node.metadata.name, claimed).catch(() => undefined);
  }
  const next = structuredClone(node);
  next.metadata.annotations = {
    ...next.metadata.annotations,
    [CONFIG_ANNOTATIONS.desired]: target,
    [CONFIG_ANNOTATIONS.state]: 'Working',
    ...(image ? { [IMAGE_ANNOTATIONS.desired]: image } : {}),
  };
  try {
    await api.update(NODES, undefined, node.metadata.name, next);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { node: node.metadata.name, pool, target, message: error.message };
  }
}

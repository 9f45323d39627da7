import type { NodeFacts } from '../domain/pool/node-phase';
import type { PoolFacts } from '../domain/pool/pool-state';
import { readPoolFacts } from '../domain/pool/pool-facts';
import { nodeUpdateState } from '../domain/pool/machine-config-node';
import { NODE_ANNOTATIONS, type MachineConfigNode, type MachineConfigPool, type Node } from './resources';

/** Reads a MachineConfigPool into the facts the pure pool state needs. */
export const poolFacts = (pool: MachineConfigPool): PoolFacts => readPoolFacts(pool);

/** Reads a Node's machine-config daemon annotations. */
export function nodeFacts(node: Node): NodeFacts {
  const annotations = node.metadata?.annotations ?? {};
  return {
    name: node.metadata?.name ?? '',
    currentConfig: annotations[NODE_ANNOTATIONS.currentConfig],
    desiredConfig: annotations[NODE_ANNOTATIONS.desiredConfig],
    state: annotations[NODE_ANNOTATIONS.state],
    reason: annotations[NODE_ANNOTATIONS.reason],
    currentImage: annotations[NODE_ANNOTATIONS.currentImage],
    // The kubelet's label: a metadata-only list has no status.
    architecture: node.metadata?.labels?.['kubernetes.io/arch'] ?? node.status?.nodeInfo?.architecture,
    labels: node.metadata?.labels,
  };
}

/**
 * Reads a MachineConfigNode: its pool, configs and update state. It does not tell the
 * architecture: `architecture` comes from the Node (see useNodeFacts).
 */
export function machineConfigNodeFacts(mcn: MachineConfigNode, architecture: string | undefined): NodeFacts {
  const { state, reason, step } = nodeUpdateState(mcn.status?.conditions ?? []);
  // The daemon reports the Node's desiredConfig in status; the controller writes spec first,
  // so a spec the status does not follow is a target the API server refused the Node.
  const told = mcn.status?.configVersion?.desired;
  const updated = mcn.status?.conditions?.find((c) => c.type === 'Updated' && c.status === 'True');
  const claimed = mcn.spec?.configVersion?.desired;
  return {
    name: mcn.spec?.node?.name ?? mcn.metadata?.name ?? '',
    pool: mcn.spec?.pool?.name,
    currentConfig: mcn.status?.configVersion?.current || undefined,
    desiredConfig: told || claimed,
    refusedConfig: told && claimed && claimed !== told && state === 'Done' ? claimed : undefined,
    state,
    reason,
    step,
    architecture,
    createdMs: msOf(mcn.metadata?.creationTimestamp),
    updatedMs: msOf(updated?.lastTransitionTime),
  };
}

const msOf = (time: string | undefined): number | undefined => {
  const ms = time === undefined ? Number.NaN : Date.parse(time);
  return Number.isNaN(ms) ? undefined : ms;
};

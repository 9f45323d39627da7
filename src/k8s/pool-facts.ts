import type { NodeFacts } from '../domain/pool/node-phase';
import type { PoolFacts } from '../domain/pool/pool-state';
import { readPoolFacts } from '../domain/pool/pool-facts';
import { NODE_ANNOTATIONS, type MachineConfigPool, type Node } from './resources';

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
    // The kubelet's label: a metadata-only list has no status.
    architecture: node.metadata?.labels?.['kubernetes.io/arch'] ?? node.status?.nodeInfo?.architecture,
    labels: node.metadata?.labels,
  };
}

import type { NodeFacts } from '../domain/pool/node-phase';
import type { PoolFacts } from '../domain/pool/pool-state';
import { APPROVED_CONFIG_ANNOTATION, GATE_ANNOTATION, REVIEW_EACH_UPDATE } from '../domain/pool/rollout-patch';
import { NODE_ANNOTATIONS, type MachineConfigPool, type Node } from './resources';

/** Reads a MachineConfigPool into the facts the pure pool state needs. */
export function poolFacts(pool: MachineConfigPool): PoolFacts {
  const annotations = pool.metadata?.annotations;
  return {
    name: pool.metadata?.name ?? '',
    paused: pool.spec?.paused === true,
    currentConfig: pool.status?.configuration?.name || undefined,
    targetConfig: pool.spec?.configuration?.name || undefined,
    conditions: new Map((pool.status?.conditions ?? []).map((c) => [c.type, c])),
    machineCount: pool.status?.machineCount,
    updatedMachineCount: pool.status?.updatedMachineCount,
    approvedConfig: annotations?.[APPROVED_CONFIG_ANNOTATION] || undefined,
    reviewEachUpdate: annotations?.[GATE_ANNOTATION] === REVIEW_EACH_UPDATE,
  };
}

/** Reads a Node's machine-config daemon annotations. */
export function nodeFacts(node: Node): NodeFacts {
  const annotations = node.metadata?.annotations ?? {};
  return {
    name: node.metadata?.name ?? '',
    currentConfig: annotations[NODE_ANNOTATIONS.currentConfig],
    desiredConfig: annotations[NODE_ANNOTATIONS.desiredConfig],
    state: annotations[NODE_ANNOTATIONS.state],
    reason: annotations[NODE_ANNOTATIONS.reason],
    architecture: node.status?.nodeInfo?.architecture,
  };
}

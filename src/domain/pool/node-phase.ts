import type { UpdateStep } from './machine-config-node';

/**
 * Where one node is in a roll-out to the pool's target, from the annotations the
 * machine-config daemon keeps: never "updated" unless it runs the target.
 * - `waiting`: not started (still on another config, idle)
 * - `working` / `rebooting`: the daemon is applying the target
 * - `updated`: on the target, idle
 * - `degraded`: the daemon failed (Degraded or Unreconcilable), with its reason
 */
export type NodePhase = 'waiting' | 'working' | 'rebooting' | 'updated' | 'degraded';

export interface NodeFacts {
  readonly name: string;
  readonly currentConfig?: string;
  readonly desiredConfig?: string;
  /** `machineconfiguration.openshift.io/state`: Done, Working, Rebooting, Degraded, Unreconcilable. */
  readonly state?: string;
  readonly reason?: string;
  /** `status.nodeInfo.architecture`, Kubernetes' name (amd64, arm64, …). */
  readonly architecture?: string;
  /** The node's labels: which pools' node selectors pick it (when its pool is not told). */
  readonly labels?: Readonly<Record<string, string>>;
  /** The pool the MCO assigned the node to (its MachineConfigNode's `spec.pool`). */
  readonly pool?: string;
  /** The update step in progress (from its MachineConfigNode), while updating. */
  readonly step?: UpdateStep;
  /** Image mode: the image the node boots (`machineconfiguration.openshift.io/currentImage`). */
  readonly currentImage?: string;
  /**
   * A target the machine-config controller wrote on the node's MachineConfigNode but the
   * Node was not given (the API server's gate refused it): a claim, not what the machine runs.
   */
  readonly refusedConfig?: string;
  /**
   * From its MachineConfigNode: when it was made, and when `Updated` last turned True (ms):
   * the end of its last update, what a rollout's forecast is timed from.
   */
  readonly createdMs?: number;
  readonly updatedMs?: number;
}

/**
 * In image mode (`targetImage` given) a node on the target config is updated only once it
 * boots the target's built image: a rebuild moves the target without renaming the config.
 */
export function nodePhase(node: NodeFacts, target: string | undefined, targetImage?: string): NodePhase {
  if (node.state === 'Degraded' || node.state === 'Unreconcilable') return 'degraded';
  if (node.state === 'Rebooting') return 'rebooting';
  if (node.state === 'Working') return 'working';
  const onConfig = node.currentConfig !== undefined && node.currentConfig === target;
  return onConfig && (targetImage === undefined || node.currentImage === targetImage) ? 'updated' : 'waiting';
}

/** Failing nodes first, then those in progress, then waiting, then updated; by name within. */
const PHASE_ORDER: readonly NodePhase[] = ['degraded', 'rebooting', 'working', 'waiting', 'updated'];

export interface NodeRow extends NodeFacts {
  readonly phase: NodePhase;
}

export function nodeRows(nodes: readonly NodeFacts[], target: string | undefined, targetImage?: string): NodeRow[] {
  return sortNodeRows(
    nodes.map((n) => ({ ...n, phase: nodePhase(n, target, targetImage) })),
    'phase',
    'asc',
  );
}

export type NodeSortColumn = 'name' | 'phase';

/** By phase (failing first when ascending) then name, or by name alone. */
export function sortNodeRows(rows: readonly NodeRow[], column: NodeSortColumn, direction: 'asc' | 'desc'): NodeRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: NodeRow, b: NodeRow) => a.name.localeCompare(b.name);
  const compare =
    column === 'name'
      ? byName
      : (a: NodeRow, b: NodeRow) => PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase) || byName(a, b);
  return [...rows].sort((a, b) => sign * compare(a, b));
}

export type PhaseCounts = Readonly<Record<NodePhase, number>>;

export function countPhases(rows: readonly NodeRow[]): PhaseCounts {
  const counts: Record<NodePhase, number> = { waiting: 0, working: 0, rebooting: 0, updated: 0, degraded: 0 };
  for (const row of rows) counts[row.phase]++;
  return counts;
}

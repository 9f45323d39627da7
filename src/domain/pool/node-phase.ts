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
  /** The node's labels: which pools' node selectors pick it. */
  readonly labels?: Readonly<Record<string, string>>;
}

export function nodePhase(node: NodeFacts, target: string | undefined): NodePhase {
  if (node.state === 'Degraded' || node.state === 'Unreconcilable') return 'degraded';
  if (node.state === 'Rebooting') return 'rebooting';
  if (node.state === 'Working') return 'working';
  return node.currentConfig !== undefined && node.currentConfig === target ? 'updated' : 'waiting';
}

/** Failing nodes first, then those in progress, then waiting, then updated; by name within. */
const PHASE_ORDER: readonly NodePhase[] = ['degraded', 'rebooting', 'working', 'waiting', 'updated'];

export interface NodeRow extends NodeFacts {
  readonly phase: NodePhase;
}

export function nodeRows(nodes: readonly NodeFacts[], target: string | undefined): NodeRow[] {
  return nodes
    .map((n) => ({ ...n, phase: nodePhase(n, target) }))
    .sort((a, b) => PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase) || a.name.localeCompare(b.name));
}

export type PhaseCounts = Readonly<Record<NodePhase, number>>;

export function countPhases(rows: readonly NodeRow[]): PhaseCounts {
  const counts: Record<NodePhase, number> = { waiting: 0, working: 0, rebooting: 0, updated: 0, degraded: 0 };
  for (const row of rows) counts[row.phase]++;
  return counts;
}

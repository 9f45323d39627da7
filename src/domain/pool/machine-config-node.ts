/** A MachineConfigNode condition, as the machine-config daemon reports it. */
export interface UpdateCondition {
  readonly type: string;
  readonly status: 'True' | 'False' | 'Unknown';
  readonly message?: string;
}

/** The daemon's update steps, in the order a node goes through them. */
export const UPDATE_STEPS = [
  'UpdatePrepared',
  'Cordoned',
  'Drained',
  'AppliedFilesAndOS',
  'UpdateExecuted',
  'RebootedNode',
  'UpdatePostActionComplete',
  'Uncordoned',
  'UpdateComplete',
  'Resumed',
] as const;

export type UpdateStep = (typeof UPDATE_STEPS)[number];

export interface NodeUpdateState {
  /** The daemon's state, in the words of its node annotation: Done, Working, Rebooting, Degraded. */
  readonly state: 'Done' | 'Working' | 'Rebooting' | 'Degraded';
  /** Why the node is degraded (NodeDegraded's message). */
  readonly reason?: string;
  /** The step in progress (its condition Unknown), while the node is updating. */
  readonly step?: UpdateStep;
}

/**
 * Where a node's update stands from its MachineConfigNode conditions: degraded when
 * NodeDegraded is True; rebooting while RebootedNode is in progress; working while
 * Updated is False; otherwise done (whether on the pool's target is told by its config).
 */
export function nodeUpdateState(conditions: readonly UpdateCondition[]): NodeUpdateState {
  const byType = new Map(conditions.map((c) => [c.type, c]));
  const step = UPDATE_STEPS.find((s) => byType.get(s)?.status === 'Unknown');
  const degraded = byType.get('NodeDegraded');
  if (degraded?.status === 'True') return { state: 'Degraded', reason: degraded.message || undefined, step };
  if (step === 'RebootedNode') return { state: 'Rebooting', step };
  if (byType.get('Updated')?.status === 'False') return { state: 'Working', step };
  return { state: 'Done' };
}

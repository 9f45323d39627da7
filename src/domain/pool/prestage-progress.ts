/** One node's report on a pinned image set (MachineConfigNode `status.pinnedImageSets[]`). */
export interface PinnedSetReport {
  readonly name: string;
  readonly desiredGeneration?: number;
  readonly currentGeneration?: number;
  readonly lastFailedGeneration?: number;
  readonly lastFailedGenerationError?: string;
}

/** `running`: the machine runs the approved config already, so it has its image whatever the set says. */
export type PullState = 'running' | 'pulled' | 'pulling' | 'failed' | 'waiting';

export interface NodePull {
  readonly node: string;
  readonly state: PullState;
  readonly error?: string;
}

/**
 * Where each machine stands with the set at `generation`: pulled once its current generation
 * reached it, failed when its last failed generation is this one, pulling once it took it as
 * desired, else waiting. Sorted by node name.
 */
export function prestageProgress(
  setName: string,
  generation: number,
  nodes: readonly { readonly node: string; readonly sets: readonly PinnedSetReport[]; readonly runs?: boolean }[],
): { readonly nodes: readonly NodePull[]; readonly pulled: number; readonly failed: number } {
  const rows = nodes
    .map(({ node, sets, runs }): NodePull => {
      if (runs) return { node, state: 'running' };
      const report = sets.find((s) => s.name === setName);
      if ((report?.currentGeneration ?? 0) >= generation) return { node, state: 'pulled' };
      if (report?.lastFailedGeneration === generation)
        return { node, state: 'failed', error: report.lastFailedGenerationError };
      if ((report?.desiredGeneration ?? 0) >= generation) return { node, state: 'pulling' };
      return { node, state: 'waiting' };
    })
    .sort((a, b) => a.node.localeCompare(b.node));
  return {
    nodes: rows,
    // Have it: pulled for the rollout, or running it already (a canary's machines, say).
    pulled: rows.filter((r) => r.state === 'pulled' || r.state === 'running').length,
    failed: rows.filter((r) => r.state === 'failed').length,
  };
}

/**
 * What a disruption forecast cannot see or cannot promise, for callers to show beside it.
 * Each kind says what the machine-config daemon does in that case.
 */
export type ForecastCaveat =
  /** SingleReplica topology: the daemon skips every drain (`drainRequired`, pkg/daemon/drain.go); a reboot still happens. */
  | { readonly kind: 'single-node-skips-drain' }
  /**
   * The forecast cannot see node files: where /run/machine-config-daemon-force exists, the
   * daemon skips its on-disk checks and reboots whatever changed, then deletes the file
   * (`calculatePostConfigChangeNodeDisruptionAction`, pkg/daemon/update.go).
   */
  | { readonly kind: 'force-file-reboots'; readonly path: string }
  /**
   * The MachineConfiguration's status lags its spec (`observedGeneration` ≠ `generation`):
   * the daemon waits for the operator (2 minutes, then fails the update and retries). The
   * forecast uses the spec merged over the defaults, what the operator will write.
   */
  | { readonly kind: 'policy-not-observed'; readonly generation: number; readonly observedGeneration: number }
  /** registries.conf cannot be decoded: the daemon fails the update rather than drain (`isSafeContainerRegistryConfChanges`). */
  | { readonly kind: 'invalid-registries-conf'; readonly detail: string }
  /** The daemon refuses the move (`reconcilable`): the node goes Degraded, nothing is applied. */
  | { readonly kind: 'unreconcilable'; readonly detail: string };

export type ForecastCaveatKind = ForecastCaveat['kind'];

/**
 * What the daemon does with the change: apply it; wait for the operator first; or fail it
 * (the node reports Degraded and the pool stops).
 */
export type ForecastOutcome = 'applies' | 'waits' | 'fails';

/**
 * The cluster's control-plane topology (Infrastructure `status.controlPlaneTopology`,
 * copied by the node controller to each node's
 * `machineconfiguration.openshift.io/controlPlaneTopology` annotation, which the daemon reads).
 */
export type ControlPlaneTopology =
  'HighlyAvailable' | 'HighlyAvailableArbiter' | 'SingleReplica' | 'DualReplica' | 'External';

export const CONTROL_PLANE_TOPOLOGIES: readonly ControlPlaneTopology[] = [
  'HighlyAvailable',
  'HighlyAvailableArbiter',
  'SingleReplica',
  'DualReplica',
  'External',
];

export const isControlPlaneTopology = (value: string): value is ControlPlaneTopology =>
  (CONTROL_PLANE_TOPOLOGIES as readonly string[]).includes(value);

/** One English sentence per caveat, for the CLI's Markdown (the page words its own). */
export function caveatSentence(caveat: ForecastCaveat): string {
  switch (caveat.kind) {
    case 'single-node-skips-drain':
      return 'Single-node cluster: the daemon does not drain (there is no other node to move the workloads to).';
    case 'force-file-reboots':
      return `On a machine where ${caveat.path} exists, the daemon reboots it whatever changed, then deletes the file.`;
    case 'policy-not-observed':
      return `The node disruption policy has not been observed yet (generation ${caveat.generation}, observed ${caveat.observedGeneration}): the daemon would wait for the operator before applying it; the forecast uses the spec.`;
    case 'invalid-registries-conf':
      return `The daemon cannot read registries.conf and fails the update: ${caveat.detail}.`;
    case 'unreconcilable':
      return `The daemon refuses this change and the update fails: ${caveat.detail}.`;
  }
}

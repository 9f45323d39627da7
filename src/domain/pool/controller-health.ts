/** A coordination.k8s.io Lease, as far as a heartbeat goes. */
export interface LeaseLike {
  readonly spec?: {
    readonly holderIdentity?: string;
    readonly renewTime?: string;
    readonly leaseDurationSeconds?: number;
  };
}

/**
 * Whether the in-cluster controller runs: a replica holds its Lease and renewed it within
 * twice the lease duration. `unknown` when the Lease could not be read (not allowed).
 */
export type ControllerHealth = 'running' | 'stopped' | 'unknown';

export function controllerHealth(lease: LeaseLike | undefined | null, now: number): ControllerHealth {
  if (lease === null) return 'unknown';
  const spec = lease?.spec;
  if (!spec?.holderIdentity || !spec.renewTime) return 'stopped';
  const renewed = Date.parse(spec.renewTime);
  const window = 2 * (spec.leaseDurationSeconds ?? 15) * 1000;
  return Number.isFinite(renewed) && now - renewed <= window ? 'running' : 'stopped';
}

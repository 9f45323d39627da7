/** What the machine-config daemon says a machine runs and is told to run (its Node's annotations). */
export interface MachineConfigs {
  readonly node: string;
  readonly current?: string;
  readonly desired?: string;
}

/** A machine of a gated pool on a config no admin approved for it, and how it got there. */
export interface UnreviewedMachine {
  readonly node: string;
  readonly config: string;
  /**
   * `handed`: told to run a target that is neither approved nor what it runs (another hand's
   * write while kube-apiserver could not read the pools, or the gate's policies missing);
   * `booted`: runs its held pool's unapproved target already, as a machine that joins does:
   * the machine-config server serves a new machine the pool's target before anything writes
   * to the API (pkg/server/cluster_server.go GetConfig), so no policy can stop that first boot.
   */
  readonly how: 'handed' | 'booted';
}

/** rendered-<pool>-<hash>: the MCO's name for the pool's configs (the hash has no hyphen). */
const ofPool = (pool: string, config: string | undefined): config is string =>
  config !== undefined &&
  config.startsWith(`rendered-${pool}-`) &&
  !config.slice(`rendered-${pool}-`.length).includes('-');

/**
 * The machines of a gated pool that run or are handed a config nobody approved, sorted by node.
 * A held pool's machines run what they ran (never its target unless approved); an open pool's
 * are handed only its approved target.
 */
export function unreviewedMachines(
  pool: { readonly name: string; readonly paused: boolean; readonly target?: string; readonly approved?: string },
  machines: readonly MachineConfigs[],
): UnreviewedMachine[] {
  const found: UnreviewedMachine[] = [];
  for (const m of machines) {
    if (!ofPool(pool.name, m.desired) || m.desired === pool.approved) continue;
    if (m.desired !== m.current) found.push({ node: m.node, config: m.desired, how: 'handed' });
    else if (pool.paused && m.desired === pool.target) found.push({ node: m.node, config: m.desired, how: 'booted' });
  }
  return found.sort((a, b) => a.node.localeCompare(b.node));
}

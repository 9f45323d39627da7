/** What the page needs to know about a pool, read from the MachineConfigPool at the boundary. */
export interface PoolFacts {
  readonly name: string;
  readonly paused: boolean;
  /** `status.configuration.name`: the rendered config every machine has reached. */
  readonly currentConfig?: string;
  /** `spec.configuration.name`: the rendered config the pool targets. */
  readonly targetConfig?: string;
  readonly conditions: ReadonlyMap<
    string,
    {
      readonly status: string;
      readonly reason?: string;
      readonly message?: string;
      readonly lastTransitionTime?: string;
    }
  >;
  readonly machineCount?: number;
  readonly updatedMachineCount?: number;
  /** `os-updates.openshift.io/approved-config`: the last target an admin approved here. */
  readonly approvedConfig?: string;
  /** `os-updates.openshift.io/approved-image`: image mode, the built image approved with it. */
  readonly approvedImage?: string;
  /** `os-updates.openshift.io/gate`: the admin asked to review every OS update of this pool. */
  readonly reviewEachUpdate?: boolean;
  /** `os-updates.openshift.io/strict-gate`: and to pause it again whoever else unpauses it. */
  readonly strictGate?: boolean;
  /** The target another hand unpaused the pool with, unreviewed, as the controller marked it. */
  readonly releasedWithoutReview?: string;
  /** `os-updates.openshift.io/maintenance-window`: approved for a window (its JSON; `readWindow` parses it). */
  readonly maintenanceWindow?: string;
  /** The controller's record of that window (its JSON; `readWindowStatus` parses it). */
  readonly windowStatus?: string;
}

/** OS images of the two rendered configs; undefined when that config could not be read. */
export interface PoolImages {
  readonly currentImage?: string;
  readonly targetImage?: string;
  /**
   * An image-mode pool: its images are the built ones (`currentImage` what the machines boot),
   * and its target can move with the config name unchanged (a rebuild).
   */
  readonly imageMode?: boolean;
}

export type PoolStateKind = 'up-to-date' | 'awaiting-approval' | 'config-only' | 'updating' | 'degraded' | 'unknown';

export type PoolState =
  | { readonly kind: 'up-to-date' }
  | { readonly kind: 'awaiting-approval' }
  | { readonly kind: 'config-only' }
  | {
      readonly kind: 'updating';
      readonly updated: number;
      readonly total: number;
      /** Approved through "Canary first": this canary pool updates first, the rest wait for Promote. */
      readonly canary?: string;
    }
  | { readonly kind: 'degraded'; readonly condition: string; readonly reason: string }
  | { readonly kind: 'unknown'; readonly missing: readonly string[] };

export const DEGRADED_CONDITIONS = ['RenderDegraded', 'NodeDegraded', 'Degraded'] as const;

const isTrue = (facts: PoolFacts, type: string): boolean => facts.conditions.get(type)?.status === 'True';

/** Machines may be changing now: the pool rolls towards a new target, or reports Updating. */
export function isRollingOut(facts: PoolFacts): boolean {
  return (facts.currentConfig !== facts.targetConfig && !facts.paused) || isTrue(facts, 'Updating');
}

/**
 * The state of one pool (DESIGN section 4), one pure function of the pool and the OS images
 * of its rendered configs. Degraded wins over everything: approval is then blocked.
 */
/**
 * The gate held the pool's target at its approved config while it rolls out: the machine-config
 * operator's render was refused by the gate's own policy (its `RenderDegraded` message names it),
 * and it renders again once the pool is paused. Not a fault of the pool: nothing else is wrong
 * unless a machine is degraded too.
 */
export function renderHeldByGate(facts: PoolFacts): boolean {
  const render = facts.conditions.get('RenderDegraded');
  return (
    render?.status === 'True' &&
    (render.message ?? '').includes(`ValidatingAdmissionPolicy '${GATE_UNPAUSE_POLICY}'`) &&
    !isTrue(facts, 'NodeDegraded')
  );
}

/** The gate's pool policy (deploy/base/admission), whose refusal of a render is not a fault. */
const GATE_UNPAUSE_POLICY = 'os-updates-held-pool-unpause';

export function poolState(facts: PoolFacts, images: PoolImages): PoolState {
  const heldByGate = renderHeldByGate(facts);
  for (const type of DEGRADED_CONDITIONS) {
    if (heldByGate && type !== 'NodeDegraded') continue;
    if (isTrue(facts, type)) {
      const c = facts.conditions.get(type);
      return { kind: 'degraded', condition: type, reason: c?.message || c?.reason || type };
    }
  }
  const missing: string[] = [];
  if (!facts.currentConfig) missing.push('status.configuration.name');
  if (!facts.targetConfig) missing.push('spec.configuration.name');
  if (missing.length > 0) return { kind: 'unknown', missing };

  // An image-mode pool moves too when its target build differs from what its machines boot,
  // or is not built yet (building, failed): approval then waits for the build.
  const rebuilt =
    images.imageMode === true && (images.targetImage === undefined || images.currentImage !== images.targetImage);
  const moving = facts.currentConfig !== facts.targetConfig || rebuilt;
  // A paused pool waits for approval, even while machines that had started finish.
  if (!facts.paused && isRollingOut(facts)) {
    return { kind: 'updating', updated: facts.updatedMachineCount ?? 0, total: facts.machineCount ?? 0 };
  }
  if (moving) {
    if (images.imageMode)
      return images.currentImage === images.targetImage ? { kind: 'config-only' } : { kind: 'awaiting-approval' };
    if (images.currentImage === undefined) missing.push(`rendered config ${facts.currentConfig}`);
    if (images.targetImage === undefined) missing.push(`rendered config ${facts.targetConfig}`);
    if (missing.length > 0) return { kind: 'unknown', missing };
    return images.currentImage === images.targetImage ? { kind: 'config-only' } : { kind: 'awaiting-approval' };
  }
  return { kind: 'up-to-date' };
}

/** Pools that need the admin come first: degraded, awaiting approval, updating, unknown. */
export const ATTENTION_ORDER: readonly PoolStateKind[] = [
  'degraded',
  'awaiting-approval',
  'config-only',
  'updating',
  'unknown',
  'up-to-date',
];

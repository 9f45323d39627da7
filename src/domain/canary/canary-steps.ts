import { readWindow } from '../pool/maintenance-window';
import type { PoolFacts } from '../pool/pool-state';
import { approvePatch, pointerSegment, type PatchOperation } from '../pool/rollout-patch';
import { canaryPoolName, canaryRoleLabel, NODE_ROLE_PREFIX, type CanaryIntent } from './canary-pool';
import { promotionPatch } from './canary-promotion';

/** A machine as a canary's steps read it: its labels and the config it runs. */
export interface CanaryNode {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly currentConfig?: string;
  /** `machineconfiguration.openshift.io/state` */
  readonly state?: string;
  /** The Node's Ready condition is True; undefined where it was not read (no promotion then). */
  readonly ready?: boolean;
}

export interface CanaryPoolRead {
  readonly facts: PoolFacts;
  readonly uid?: string;
  readonly annotations?: Readonly<Record<string, string>>;
}

/** Everything the next step depends on, read by the page or by the controller. */
export interface CanaryWorld {
  readonly intent: CanaryIntent;
  readonly parent: PoolFacts;
  /** The parent's annotations as read: a promotion's patch adds to them or creates them. */
  readonly parentAnnotations?: Readonly<Record<string, string>>;
  readonly canary: CanaryPoolRead;
  /** The cluster's nodes (labels and configs; the chosen ones at least). */
  readonly nodes: readonly CanaryNode[];
  /** A rendered config's content hash (its published summary); undefined while not known. */
  readonly contentHash: (config: string) => string | undefined;
  /** The cluster's time (ms): whether the review's window is still ahead. */
  readonly now: number;
}

/**
 * Where a canary stands, for the page and `os-update canary status`:
 * - `preparing`: machines being labelled, the canary pool rendered, then approved
 * - `rolling-out`: the canary's machines are updating
 * - `watching`: the canary is done; the parent waits for Promote or Stop (or, chosen in the
 *   review, for every canary machine to be Ready: the controller promotes it then)
 * - `scheduled`: the parent is promoted for the review's maintenance window, still to come
 * - `returning`: the parent is promoted (approved for the reviewed target, rolling out); the
 *   canary's machines go back to it, then the canary pool is deleted
 * - `stopped`: Stop was chosen; the parent stays held
 * - `needs-review`: the parent's target moved from the reviewed one
 * - `blocked`: a step cannot be taken safely (its message says why); nothing moves
 */
export type CanaryPhase =
  'preparing' | 'rolling-out' | 'watching' | 'scheduled' | 'returning' | 'stopped' | 'needs-review' | 'blocked';

/** One write the page or the controller makes next; each applies only to what was read. */
export type CanaryAction =
  | { readonly kind: 'label-node' | 'unlabel-node'; readonly node: string; readonly patch: PatchOperation[] }
  | { readonly kind: 'approve-canary' | 'promote-parent'; readonly pool: string; readonly patch: PatchOperation[] }
  | { readonly kind: 'delete-canary'; readonly pool: string; readonly uid?: string };

export interface CanaryStep {
  readonly phase: CanaryPhase;
  readonly message: string;
  readonly action?: CanaryAction;
}

const labelPath = (key: string) => `/metadata/labels/${pointerSegment(key)}`;

/** Label a machine into the canary, only while it is still the parent's (its role label there). */
export const canaryLabelPatch = (parent: string): PatchOperation[] => [
  { op: 'test', path: labelPath(`${NODE_ROLE_PREFIX}${parent}`), value: '' },
  { op: 'add', path: labelPath(canaryRoleLabel(parent)), value: '' },
];

/** Take the canary label off, only if it is there (another hand may have done it). */
const unlabelPatch = (parent: string): PatchOperation[] => [
  { op: 'test', path: labelPath(canaryRoleLabel(parent)), value: '' },
  { op: 'remove', path: labelPath(canaryRoleLabel(parent)) },
];

const done = (p: PoolFacts) =>
  p.targetConfig !== undefined &&
  p.currentConfig === p.targetConfig &&
  p.machineCount !== undefined &&
  p.updatedMachineCount === p.machineCount;

/**
 * The canary's next step (pure: the caller reads the world and makes the write). Every
 * write is guarded (a JSON Patch `test`, a uid precondition), so that the page and the
 * controller may both take it: the second gets a conflict and reads again.
 */
export function nextCanaryStep(world: CanaryWorld): CanaryStep {
  const { intent, parent, canary, nodes } = world;
  const pool = canaryPoolName(intent.parent);
  const label = canaryRoleLabel(intent.parent);
  const target = intent.reviewedTarget;
  const labelled = nodes.filter((n) => n.labels[label] !== undefined);
  const promoted = parent.approvedConfig === target && parent.targetConfig === target && !parent.paused;
  const parentHas = parent.currentConfig === target;

  if (intent.stopped)
    return { phase: 'stopped', message: `stopped: ${intent.parent} stays held, the canary's machines where they are` };
  if (parent.targetConfig !== target && !parentHas)
    return {
      phase: 'needs-review',
      message: `${intent.parent}'s target moved from the reviewed ${target} to ${parent.targetConfig ?? '(none)'}: review it again`,
    };
  if (promoted || parentHas) return returnStep(world, labelled, pool);
  const window = readWindow(parent)?.parsed;
  if (parent.paused && window && 'value' in window && window.value.target === target)
    return {
      phase: 'scheduled',
      message: `${intent.parent} is approved for the window starting ${window.value.start}: the rest roll out then`,
    };

  if (canary.facts.approvedConfig === undefined) {
    const unlabelled = intent.machines.filter((m) => !labelled.some((n) => n.name === m));
    for (const name of unlabelled) {
      const node = nodes.find((n) => n.name === name);
      if (!node) return { phase: 'blocked', message: `machine ${name} is gone: choose the canary's machines again` };
      if (node.labels[`${NODE_ROLE_PREFIX}${intent.parent}`] === undefined)
        return { phase: 'blocked', message: `machine ${name} is no longer a ${intent.parent} machine` };
      return {
        phase: 'preparing',
        message: `labelling ${name} into ${pool}`,
        action: { kind: 'label-node', node: name, patch: canaryLabelPatch(intent.parent) },
      };
    }
    const rendered = canary.facts.targetConfig;
    if (!rendered)
      return { phase: 'preparing', message: `waiting for the machine-config controller to render ${pool}` };
    const [reviewed, canaryContent] = [world.contentHash(target), world.contentHash(rendered)];
    if (reviewed === undefined || canaryContent === undefined)
      return { phase: 'preparing', message: `waiting for the summaries of ${target} and ${rendered}` };
    if (reviewed !== canaryContent)
      return {
        phase: 'blocked',
        message: `${pool}'s rendered config ${rendered} is not the reviewed ${target} (MachineConfigs of role ${pool}?): it stays held`,
      };
    if (canary.facts.machineCount !== intent.machines.length)
      return {
        phase: 'preparing',
        message: `waiting for the machine-config controller to count ${intent.machines.length} machines in ${pool}`,
      };
    return {
      phase: 'preparing',
      message: `approving ${pool} for ${rendered}, the reviewed ${target}'s content`,
      action: {
        kind: 'approve-canary',
        pool,
        patch: approvePatch({ reviewedTarget: rendered, annotations: canary.annotations, reviewEachUpdate: true }),
      },
    };
  }
  if (!done(canary.facts) || canary.facts.currentConfig !== canary.facts.approvedConfig)
    return {
      phase: 'rolling-out',
      message: `${canary.facts.updatedMachineCount ?? 0} of ${canary.facts.machineCount ?? intent.machines.length} canary machines updated`,
    };
  if (intent.promotion.laterWaves === 'by-hand')
    return { phase: 'watching', message: `the canary is done: promote ${intent.parent} or stop` };
  return healthyPromotion(world);
}

/**
 * "When the canary is healthy", chosen in the review: once every canary machine is updated
 * and Ready, the parent is promoted as Promote would (the review's gate and window).
 */
function healthyPromotion(world: CanaryWorld): CanaryStep {
  const { intent, nodes } = world;
  const unready = intent.machines.filter((m) => nodes.find((n) => n.name === m)?.ready !== true);
  if (unready.length > 0)
    return {
      phase: 'watching',
      message: `the canary is done; ${intent.parent} is promoted once ${unready.join(', ')} ${unready.length === 1 ? 'is' : 'are'} Ready`,
    };
  return {
    phase: 'watching',
    message: `the canary is done and Ready: promoting ${intent.parent} to ${intent.reviewedTarget}`,
    action: {
      kind: 'promote-parent',
      pool: intent.parent,
      patch: promotionPatch(intent.promotion, intent.reviewedTarget, world.parentAnnotations, world.now),
    },
  };
}

/**
 * Once the parent is approved for the reviewed target (promoted), the canary's machines go
 * back to it while it is open (a paused parent would leave them on the canary's config), each
 * only if it runs what the parent targets in content, so that the return is no update; then
 * the canary pool, empty, is deleted.
 */
function returnStep(world: CanaryWorld, labelled: readonly CanaryNode[], pool: string): CanaryStep {
  const { intent, canary } = world;
  const reviewed = world.contentHash(intent.reviewedTarget);
  for (const node of labelled) {
    const running = node.currentConfig === undefined ? undefined : world.contentHash(node.currentConfig);
    if (node.state !== 'Done') return { phase: 'returning', message: `waiting for ${node.name} to finish its update` };
    if (reviewed === undefined || running === undefined)
      return { phase: 'returning', message: `waiting for the summary of ${node.currentConfig ?? node.name}'s config` };
    if (running !== reviewed)
      return {
        phase: 'blocked',
        message: `${node.name} runs ${node.currentConfig}, not the reviewed ${intent.reviewedTarget}'s content: moving it back to ${intent.parent} would update it`,
      };
    return {
      phase: 'returning',
      message: `${node.name} goes back to ${intent.parent} (same content: no update)`,
      action: { kind: 'unlabel-node', node: node.name, patch: unlabelPatch(intent.parent) },
    };
  }
  if ((canary.facts.machineCount ?? 0) > 0)
    return { phase: 'returning', message: `waiting for the machine-config controller to empty ${pool}` };
  return {
    phase: 'returning',
    message: `deleting ${pool}, now empty`,
    action: { kind: 'delete-canary', pool, uid: canary.uid },
  };
}

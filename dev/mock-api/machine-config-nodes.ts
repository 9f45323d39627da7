import { CONFIG_ANNOTATIONS } from './demo-cluster';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import type { KubeObject, ObjectStore, StoreEvent } from './store';
import { SeedListener } from './seed-listener';
import { poolsForNode, type PoolSelectors } from './mco/pool-membership';
import { updateChangesNothing } from './mco/daemon-update';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const POOLS = type('MachineConfigPool');
const NODES = type('Node');
const MCNS = type('MachineConfigNode');
const REASON_ANNOTATION = 'machineconfiguration.openshift.io/reason';

interface Condition {
  type: string;
  status: 'True' | 'False' | 'Unknown';
  reason: string;
  message: string;
  lastTransitionTime: string;
}

/** The daemon's update steps in order; a node being updated has done those before its step. */
const STEPS = ['UpdatePrepared', 'Cordoned', 'Drained', 'AppliedFilesAndOS', 'UpdateExecuted', 'RebootedNode'];
const AFTER = ['UpdatePostActionComplete', 'Uncordoned', 'UpdateComplete', 'Resumed'];

/** The daemon's words when an update takes no action (release-4.22 pkg/daemon/update.go update). */
const NO_DRAIN = 'Node Drain Not required for this update.';

/**
 * The status conditions the machine-config daemon reports for a node's annotations.
 * `changesNothing`: its update is an empty diff; the daemon skips the drain and, with no
 * files or OS to write, is executing the update (no cordon, no drain, no reboot).
 */
function conditions(node: KubeObject, now: string, changesNothing: boolean): Condition[] {
  const ann = node.metadata.annotations ?? {};
  const state = ann[CONFIG_ANNOTATIONS.state] ?? 'Done';
  const desired = ann[CONFIG_ANNOTATIONS.desired] ?? ann[CONFIG_ANNOTATIONS.current] ?? '';
  const degraded = state === 'Degraded' || state === 'Unreconcilable';
  const done = state === 'Done';
  const skipsDrain = state === 'Working' && changesNothing;
  // Working: draining (or, changing nothing, executing); Rebooting: rebooting; Degraded: stopped while applying files and OS.
  const step =
    state === 'Rebooting' ? 'RebootedNode' : degraded ? 'AppliedFilesAndOS' : skipsDrain ? 'UpdateExecuted' : 'Drained';
  const at = done ? STEPS.length : STEPS.indexOf(step);
  const c = (t: string, status: Condition['status'], reason: string, message: string): Condition => ({
    type: t,
    status,
    reason,
    message,
    lastTransitionTime: now,
  });
  const skipped = (s: string) => skipsDrain && (s === 'Cordoned' || s === 'AppliedFilesAndOS');
  return [
    ...STEPS.map((s, i) =>
      skipsDrain && s === 'Drained'
        ? c(s, 'False', 'UpdateExecutedDrained', NO_DRAIN)
        : skipsDrain && s === 'UpdateExecuted'
          ? c(s, 'Unknown', 'Drained', NO_DRAIN)
          : i < at && !skipped(s)
            ? c(s, done ? 'False' : 'True', s, `Action during update to ${desired}: ${s} complete`)
            : i === at
              ? c(s, degraded ? 'False' : 'Unknown', s, `In progress: ${s} for ${desired}`)
              : c(s, 'False', 'NotYetOccurred', 'This part of the update has not yet occurred'),
    ),
    ...AFTER.map((s) => c(s, 'False', done ? s : 'NotYetOccurred', done ? `${s} for ${desired}` : 'Not yet')),
    c(
      'Updated',
      done ? 'True' : 'False',
      done ? 'Updated' : 'Updating',
      done ? `Node ${node.metadata.name} Updated` : `Node ${node.metadata.name} updating to ${desired}`,
    ),
    c(
      'NodeDegraded',
      degraded ? 'True' : 'False',
      degraded ? 'NodeDegraded' : 'AsExpected',
      degraded ? (ann[REASON_ANNOTATION] ?? 'unknown') : '',
    ),
  ];
}

/** A condition's lastTransitionTime moves only when its status does. */
const keepTimes = (before: readonly Condition[], after: Condition[]): Condition[] =>
  after.map((c) => {
    const prior = before.find((p) => p.type === c.type);
    return prior && prior.status === c.status ? { ...c, lastTransitionTime: prior.lastTransitionTime } : c;
  });

/** The managers' field sets, as server-side bookkeeping puts them on every real MCN. */
function managedFields(kinds: readonly string[], now: string) {
  const condition = {
    '.': {},
    'f:lastTransitionTime': {},
    'f:message': {},
    'f:reason': {},
    'f:status': {},
    'f:type': {},
  };
  return [
    {
      manager: 'machine-config-controller',
      operation: 'Update',
      apiVersion: 'machineconfiguration.openshift.io/v1',
      time: now,
      fieldsType: 'FieldsV1',
      fieldsV1: {
        'f:metadata': { 'f:ownerReferences': {} },
        'f:spec': { 'f:configVersion': {}, 'f:node': {}, 'f:pool': {} },
      },
    },
    {
      manager: 'machine-config-daemon',
      operation: 'Update',
      apiVersion: 'machineconfiguration.openshift.io/v1',
      time: now,
      fieldsType: 'FieldsV1',
      subresource: 'status',
      fieldsV1: {
        'f:status': {
          'f:conditions': Object.fromEntries(kinds.map((k) => [`k:{"type":"${k}"}`, condition])),
          'f:configVersion': { '.': {}, 'f:current': {}, 'f:desired': {} },
          'f:observedGeneration': {},
        },
      },
    },
  ];
}

/** The MachineConfigNode the MCO keeps for `node` in `pool` (`changesNothing`: its update is an empty diff). */
export function machineConfigNodeFor(
  node: KubeObject,
  pool: string,
  previous?: KubeObject,
  nowMs: number = Date.now(),
  changesNothing = false,
): KubeObject {
  const ann = node.metadata.annotations ?? {};
  const current = ann[CONFIG_ANNOTATIONS.current] ?? '';
  const desired = ann[CONFIG_ANNOTATIONS.desired] ?? current;
  const now = new Date(nowMs).toISOString();
  const before = ((previous?.status as { conditions?: Condition[] } | undefined)?.conditions ?? []) as Condition[];
  const conds = keepTimes(before, conditions(node, now, changesNothing));
  return {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigNode',
    metadata: {
      name: node.metadata.name,
      // Made when first mirrored; kept after (the store keeps it on update).
      creationTimestamp: (previous?.metadata.creationTimestamp as string | undefined) ?? now,
      ownerReferences: [{ apiVersion: 'v1', kind: 'Node', name: node.metadata.name, uid: node.metadata.uid }],
      managedFields: managedFields(
        conds.map((c) => c.type),
        now,
      ),
    },
    spec: {
      node: { name: node.metadata.name },
      pool: { name: pool },
      configVersion: { desired: claimOf(previous, desired) },
    },
    status: {
      observedGeneration: 1,
      configVersion: { current, desired },
      conditions: conds,
      // The pinned image manager's progress (PinnedImagePuller) is the daemon's own: kept.
      ...pinnedOf(previous),
    },
  };
}

/**
 * The node controller writes the MCN's desired config before it patches the Node; when the
 * API server refuses that patch the MCN keeps naming a target the machine was not given
 * (mco/hand-out.ts). That claim stands until the Node's desiredConfig moves.
 */
function claimOf(previous: KubeObject | undefined, desired: string): string {
  const claimed = (previous?.spec as { configVersion?: { desired?: string } } | undefined)?.configVersion?.desired;
  const seen = (previous?.status as { configVersion?: { desired?: string } } | undefined)?.configVersion?.desired;
  return claimed !== undefined && claimed !== seen && seen === desired ? claimed : desired;
}

const pinnedOf = (mcn: KubeObject | undefined) => {
  const sets = (mcn?.status as { pinnedImageSets?: unknown[] } | undefined)?.pinnedImageSets;
  return sets ? { pinnedImageSets: sets } : {};
};

/** What a reader sees of an MCN: its spec and status (times and bookkeeping aside). */
export const meaning = (mcn: KubeObject | undefined) =>
  mcn &&
  JSON.stringify([
    mcn.spec,
    (mcn.status as { conditions: Condition[] }).conditions.map((c) => [c.type, c.status, c.message]),
  ]);

/**
 * The demo's MachineConfigNodes: one per node, named after it, as the MCO keeps them (the
 * controller sets the pool and the desired config, the daemon the update conditions),
 * derived from the node's machine-config annotations whenever a node or the pools change.
 */
export class MachineConfigNodeMirror {
  private readonly listener: SeedListener;

  /**
   * `now`: the demo's clock, so that a spec that moves it forward between steps gives the
   * machines' updates the times a real rollout takes (the duration forecast reads them).
   */
  constructor(
    private readonly store: ObjectStore,
    private readonly now: () => number = Date.now,
  ) {
    this.listener = new SeedListener(
      store,
      (event) => this.onChange(event),
      () => this.syncAll(),
    );
  }

  /** Runs `write` (a reset, a seed) without mirroring, then mirrors every node once. */
  whileSeeding(write: () => void): void {
    this.listener.whileSeeding(write);
  }

  syncAll(): void {
    const pools = this.store.list(POOLS) as unknown as PoolSelectors[];
    const nodes = this.store.list(NODES);
    for (const node of nodes) this.sync(node, pools);
    const names = new Set(nodes.map((n) => n.metadata.name));
    for (const mcn of this.store.list(MCNS))
      if (!names.has(mcn.metadata.name)) this.store.delete(MCNS, undefined, mcn.metadata.name);
  }

  private onChange(event: StoreEvent): void {
    if (event.type === NODES) {
      if (event.eventType === 'DELETED') {
        if (this.store.find(MCNS, undefined, event.object.metadata.name))
          this.store.delete(MCNS, undefined, event.object.metadata.name);
      } else this.sync(event.object, this.store.list(POOLS) as unknown as PoolSelectors[]);
    } else if (event.type === POOLS && event.eventType !== 'MODIFIED') this.syncAll();
  }

  private sync(node: KubeObject, pools: readonly PoolSelectors[]): void {
    const membership = poolsForNode(node, pools);
    const existing = this.store.find(MCNS, undefined, node.metadata.name);
    // The MCO cannot name the pool (two custom pools match): its MCN update fails, the MCN stays.
    if (membership.error !== undefined) return;
    const pool = membership.pools[0];
    if (!pool) {
      if (existing) this.store.delete(MCNS, undefined, node.metadata.name);
      return;
    }
    const next = machineConfigNodeFor(node, pool, existing, this.now(), updateChangesNothing(this.store, node));
    if (!existing || meaning(existing) !== meaning(next)) this.write(existing, next);
  }

  /**
   * The controller's part (the object: pool, desired config) and then the daemon's (its status,
   * through `/status`, which a write of the object leaves as stored), each only when it moved.
   */
  private write(existing: KubeObject | undefined, next: KubeObject): void {
    const { name } = next.metadata;
    let stored = existing;
    if (!stored) stored = this.store.create(MCNS, { ...next, status: undefined });
    else if (JSON.stringify(stored.spec) !== JSON.stringify(next.spec))
      stored = this.store.update(MCNS, undefined, name, { ...next, status: stored.status });
    if (JSON.stringify(stored.status) !== JSON.stringify(next.status))
      this.store.update(MCNS, undefined, name, { ...stored, status: next.status }, 'status');
  }
}

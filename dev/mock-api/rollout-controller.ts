import { randomUUID } from 'node:crypto';
import { condition, CONFIG_ANNOTATIONS, CONFIG_OVERRIDDEN_ANNOTATION, upToDateConditions } from './demo-cluster';
import { IMAGE_ANNOTATIONS, layeredTarget } from './build-controller';
import { streamOfImage } from './mco/os-streams';
import { syncMachineConfiguration } from './mco/machine-configuration';
import { PinnedImagePuller } from './mco/pinned-image-puller';
import { handOut, type RefusedHandOut } from './mco/hand-out';
import { keepTransitionTimes, withRenderDegraded } from './pool-conditions';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import type { KubeObject } from './store';
import type { ClusterApi } from '../operators/cluster-api';
import { nodesByPool, type PoolSelectors } from './mco/pool-membership';
import { bootsInto } from './mco/daemon-update';
import { isFailingUpdate, isNodeReady, isUnavailableForUpdate } from './mco/node-availability';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const POOLS = type('MachineConfigPool');
const NODES = type('Node');
const CONFIGS = type('MachineConfig');

interface PoolObject extends KubeObject {
  spec: {
    paused?: boolean;
    maxUnavailable?: number | string;
    configuration?: { name?: string };
    nodeSelector?: { matchLabels?: Record<string, string> };
  };
  /** Absent on a pool made with kubectl until a controller writes one. */
  status?: {
    configuration?: { name?: string };
    conditions?: { type: string; status: string; reason?: string; message?: string }[];
    [k: string]: unknown;
  };
}

/** A step a timer ran failed (a write the server refused): the next step tries again, as a requeue. */
const logStepFailure = (error: unknown) => console.error(`machine-config controller: ${String(error)}`);

const state = (n: KubeObject) => n.metadata.annotations?.[CONFIG_ANNOTATIONS.state];

/** Annotation a test sets on a node to make its next update fail (a degraded node). */
export const FAIL_ANNOTATION = 'os-updates.demo/fail-update';
const REASON_ANNOTATION = 'machineconfiguration.openshift.io/reason';

const atOnce = (max: number | string | undefined, count: number): number => {
  if (typeof max === 'number') return Math.max(1, max);
  const pct = typeof max === 'string' ? /^(\d+)%$/.exec(max) : null;
  return pct ? Math.max(1, Math.floor((Number(pct[1]) * count) / 100)) : 1;
};

/**
 * A simulated machine-config node controller: each tick, nodes that were updating reach
 * their desired config, and the next ones (up to `maxUnavailable`) start; pool counts and
 * conditions follow; when every node is on the target, `status.configuration` moves to it.
 */
export class RolloutController {
  private timer: NodeJS.Timeout | undefined;
  private readonly puller: PinnedImagePuller;

  /**
   * Hand-outs the API server refused so far, and the last one (the demo's view of the MCO's
   * log): a count, not a list, since a held-open pool is refused at every step for as long as
   * the demo runs.
   */
  refusedHandOuts = 0;
  lastRefusal: RefusedHandOut | undefined;
  /** Nodes the MCO cannot place (two custom pools match), with its message, at the last step. */
  membershipErrors: ReadonlyMap<string, string> = new Map();
  private readonly pending = new Map<string, NodeJS.Timeout>();

  /**
   * `updateDelayMs`: a pool's change reaches its machines this long after it, not at the next
   * step (the MCO's defaultUpdateDelay, 5 s: enqueueDefault → AddAfter). With `stepMs` 0 the
   * controller moves only when stepped, and a step stands for at least that delay.
   */
  constructor(
    private readonly store: ClusterApi,
    private stepMs: number,
    private readonly updateDelayMs = 5000,
  ) {
    this.puller = new PinnedImagePuller(store);
    store.onChange((event) => {
      if (event.type === POOLS && event.eventType === 'MODIFIED') this.enqueue(event.object.metadata.name);
    });
  }

  /** Syncs `pool` `updateDelayMs` after it changed, once however often it changes meanwhile. */
  private enqueue(name: string): void {
    if (!this.timer || this.pending.has(name)) return;
    const timer = setTimeout(() => {
      this.pending.delete(name);
      const pool = this.store.find(POOLS, undefined, name) as PoolObject | undefined;
      // The node controller hands out targets; machines finish their updates at their own pace (steps).
      if (pool && this.timer) void this.reconcile(pool, this.membership(), false).catch(logStepFailure);
    }, this.updateDelayMs);
    timer.unref();
    this.pending.set(name, timer);
  }

  /** Runs a step every `stepMs`; with 0 it only steps when told (`tick`), as tests drive it. */
  start(): void {
    this.stop();
    if (this.stepMs <= 0) return;
    this.timer = setInterval(() => void this.tick().catch(logStepFailure), this.stepMs);
    this.timer.unref();
  }

  /** Changes how long one node takes; 0 stops the timer (steps only on `tick`). */
  setStepMs(stepMs: number): void {
    this.stepMs = stepMs;
    this.start();
  }

  get step(): number {
    return this.stepMs;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  async tick(): Promise<void> {
    // The daemons' pulls of pinned images step with the nodes (paused pools pull too).
    await this.puller.tick();
    // The operator observes a new node disruption policy at a step, as the daemons would see it.
    await syncMachineConfiguration(this.store);
    const members = this.membership();
    for (const pool of this.store.list(POOLS) as PoolObject[]) await this.reconcile(pool, members);
  }

  /**
   * Recomputes every pool's counts and conditions from its nodes without moving any, as
   * the MCO does when a pool's target changes (a release was just rendered).
   */
  async observe(): Promise<void> {
    const members = this.membership();
    for (const pool of this.store.list(POOLS) as PoolObject[]) {
      const target = pool.spec.configuration?.name;
      if (target) await this.updateStatus(pool, this.nodesOf(pool, members), target);
    }
  }

  /** A pool's nodes, as the node controller lists them (getNodesForPool). */
  private nodesOf(pool: PoolObject, members: ReadonlyMap<string, readonly string[]>): KubeObject[] {
    const names = members.get(pool.metadata.name) ?? [];
    return names.flatMap((name) => this.store.find(NODES, undefined, name) ?? []);
  }

  /**
   * Node names by primary pool, from the nodes' labels and the pools' selectors, read once
   * per step (the nodes change within a step, not their pools); nodes that two custom pools
   * match are in none, their errors kept as the MCO logs them.
   */
  private membership(): Map<string, string[]> {
    const pools = this.store.list(POOLS) as unknown as PoolSelectors[];
    const { byPool, errors } = nodesByPool(this.store.list(NODES), pools);
    this.membershipErrors = errors;
    return new Map([...byPool].map(([pool, nodes]) => [pool, nodes.map((n) => n.metadata.name)]));
  }

  private async reconcile(
    pool: PoolObject,
    members: ReadonlyMap<string, readonly string[]>,
    finish = true,
  ): Promise<void> {
    const target = pool.spec.configuration?.name;
    if (!target) return;
    const nodes = this.nodesOf(pool, members);
    const ann = (n: KubeObject, key: string) => n.metadata.annotations?.[key];
    // An image-mode pool's machines boot the built image: none starts before it is built.
    const layered = layeredTarget(this.store, pool.metadata.name, target);
    const image = layered?.image;
    const onTarget = (n: KubeObject) =>
      ann(n, CONFIG_ANNOTATIONS.current) === target &&
      ann(n, CONFIG_ANNOTATIONS.state) === 'Done' &&
      (image === undefined || ann(n, IMAGE_ANNOTATIONS.current) === image);
    // Nothing to move; the counts still follow the machines (one may have left for another pool).
    if (nodes.every(onTarget) && pool.status?.configuration?.name === target)
      return this.updateStatus(pool, nodes, target, onTarget);
    const working = nodes.some((n) => ann(n, CONFIG_ANNOTATIONS.state) === 'Working');
    // Paused: nodes already updating finish, no others start (as the node controller does);
    // the counts still follow the target, as the MCO recomputes them.
    const held = pool.spec.paused || (layered !== undefined && image === undefined);
    if (held && !working) return this.updateStatus(pool, nodes, target, onTarget);

    for (const n of nodes) {
      if (!finish || ann(n, CONFIG_ANNOTATIONS.state) !== 'Working') continue;
      const fails = ann(n, FAIL_ANNOTATION) !== undefined;
      await this.setNode(
        n,
        fails
          ? {
              [CONFIG_ANNOTATIONS.state]: 'Degraded',
              [REASON_ANNOTATION]: `failed to update OS to ${ann(n, CONFIG_ANNOTATIONS.desired)}: ${ann(n, FAIL_ANNOTATION)}`,
            }
          : {
              [CONFIG_ANNOTATIONS.current]: ann(n, CONFIG_ANNOTATIONS.desired) as string,
              [CONFIG_ANNOTATIONS.state]: 'Done',
              ...(ann(n, IMAGE_ANNOTATIONS.desired)
                ? { [IMAGE_ANNOTATIONS.current]: ann(n, IMAGE_ANNOTATIONS.desired) as string }
                : {}),
            },
        !fails && bootsInto(this.store, n),
      );
    }
    let fresh = this.nodesOf(pool, members);
    // getAllCandidateMachines: the machines unavailable, and those failing this very target,
    // use up maxUnavailable; a candidate not ready waits.
    const candidate = (n: KubeObject) =>
      ann(n, CONFIG_ANNOTATIONS.desired) !== target ||
      (image !== undefined && ann(n, IMAGE_ANNOTATIONS.desired) !== image);
    const unavailable = fresh.filter(isUnavailableForUpdate).length;
    const failingThisTarget = fresh.filter((n) => !candidate(n) && isFailingUpdate(n)).length;
    const slots = held ? 0 : atOnce(pool.spec.maxUnavailable, fresh.length) - unavailable - failingThisTarget;
    const waiting = fresh.filter((n) => candidate(n) && ann(n, CONFIG_ANNOTATIONS.state) === 'Done' && isNodeReady(n));
    for (const n of waiting.slice(0, Math.max(0, slots))) {
      // As the MCO's setDesiredAnnotations: the first refusal ends the pool's sync (requeued).
      const refused = await handOut(this.store, n, pool.metadata.name, target, image);
      if (refused) {
        this.refusedHandOuts++;
        this.lastRefusal = refused;
        break;
      }
    }
    fresh = this.nodesOf(pool, members);
    await this.updateStatus(pool, fresh, target, onTarget);
  }

  private reportedStream(config: string): string | undefined {
    const mc = this.store.find(CONFIGS, undefined, config);
    if (!mc || mc.metadata.annotations?.[CONFIG_OVERRIDDEN_ANNOTATION] === 'true') return undefined;
    return streamOfImage(this.store, (mc.spec as { osImageURL?: string }).osImageURL);
  }

  /**
   * With `reboot`, the machine boots into the update first: a new boot ID, which kubelet
   * reports through `nodes/status` (a write of the Node keeps its status); then the daemon,
   * back up, writes its annotations.
   */
  private async setNode(n: KubeObject, annotations: Record<string, string>, reboot = false): Promise<void> {
    let node = n;
    if (reboot) {
      const booted = structuredClone(n);
      const status = (booted.status ??= {}) as { nodeInfo?: Record<string, unknown> };
      status.nodeInfo = { ...status.nodeInfo, bootID: randomUUID() };
      node = await this.store.update(NODES, undefined, n.metadata.name, booted, 'status');
    }
    const next = structuredClone(node);
    next.metadata.annotations = { ...next.metadata.annotations, ...annotations };
    if (annotations[CONFIG_ANNOTATIONS.state] === 'Done') delete next.metadata.annotations[REASON_ANNOTATION];
    await this.store.update(NODES, undefined, n.metadata.name, next);
  }

  private async updateStatus(
    pool: PoolObject,
    nodes: KubeObject[],
    target: string,
    onTarget: (n: KubeObject) => boolean = (n) =>
      n.metadata.annotations?.[CONFIG_ANNOTATIONS.current] === target && state(n) === 'Done',
  ): Promise<void> {
    const updated = nodes.filter(onTarget);
    const degraded = nodes.filter((n) => state(n) === 'Degraded');
    // The node controller's count (getUnavailableMachines): not ready, or not done and not failing.
    const unavailable = nodes.filter(isUnavailableForUpdate);
    const done = updated.length === nodes.length;
    const moving = !pool.spec.paused || nodes.some((n) => state(n) === 'Working');
    const next = structuredClone(pool) as PoolObject & { status: NonNullable<PoolObject['status']> };
    next.status ??= {};
    const reason = degraded
      .map((n) => `Node ${n.metadata.name} is reporting: "${n.metadata.annotations?.[REASON_ANNOTATION] ?? 'unknown'}"`)
      .join(', ');
    next.status = {
      ...next.status,
      // The MCO copies the target, with the MachineConfigs it was rendered from.
      configuration: done ? structuredClone(pool.spec.configuration) : next.status.configuration,
      machineCount: nodes.length,
      updatedMachineCount: updated.length,
      readyMachineCount: nodes.length - unavailable.length,
      unavailableMachineCount: unavailable.length,
      degradedMachineCount: degraded.length,
      observedGeneration: next.metadata.generation,
      conditions: done
        ? upToDateConditions(target)
        : [
            condition('Updated', false),
            moving
              ? condition('Updating', true, '', `All nodes are updating to MachineConfig ${target}`)
              : condition('Updating', false),
            condition('Degraded', degraded.length > 0, degraded.length ? 'NodeDegraded' : '', reason),
            condition(
              'NodeDegraded',
              degraded.length > 0,
              degraded.length ? `${degraded.length} nodes are reporting degraded status on sync` : '',
              reason,
            ),
            condition('RenderDegraded', false),
          ],
    };
    // The stream every machine runs, once all are on the target and none is degraded; none
    // when a MachineConfig overrides the image (MCO: node/status.go getOSImageStream).
    const stream = done && degraded.length === 0 ? this.reportedStream(target) : undefined;
    if (stream) next.status.osImageStream = { name: stream };
    else delete next.status.osImageStream;
    next.status.conditions = withRenderDegraded(next.status.conditions ?? [], pool.status?.conditions ?? []);
    next.status.conditions = keepTransitionTimes(pool.status?.conditions ?? [], next.status.conditions);
    // Writes only what changed: a status write is an event every watcher sees.
    if (JSON.stringify(next.status) === JSON.stringify(pool.status)) return;
    await this.store.update(POOLS, undefined, pool.metadata.name, next, 'status');
  }
}

import { layeredTarget } from '../mock-api/build-controller';
import { DEMO_RELEASES } from '../mock-api/demo-releases';
import { publishRelease } from '../mock-api/publish-release';
import { RESOURCE_TYPES, type ResourceType } from '../mock-api/resource-types';
import type { KubeObject } from '../mock-api/store';
import type { ChaosCluster } from './chaos-cluster';
import { ANNOTATION, type GateObserver } from './gate-observer';

const POOLS = RESOURCE_TYPES.find((t) => t.kind === 'MachineConfigPool') as ResourceType;
const MCP = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
/** What the API server's gate says when it refuses to open a held pool (deploy/base/admission-policies.yaml). */
const HELD_FOR_REVIEW = 'is held for review in OS updates';

export type Pool = KubeObject & {
  spec: { paused?: boolean; configuration?: { name?: string } };
  status: { configuration?: { name?: string }; machineCount?: number; updatedMachineCount?: number };
};

interface Answer {
  readonly ok: boolean;
  readonly status: number;
  readonly message?: string;
}

export interface Window {
  target: string;
  start: string;
  durationMinutes: number;
  repeat: 'once' | 'weekly';
}

interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
}

const pointer = (k: string) => `/metadata/annotations/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * What the run's people do to the pools, through the demo's API server as `kubectl` or the
 * console would: the admin approves (now or for a window), cancels windows and holds pools;
 * other hands resume held pools (the console's Resume and "Full update", `oc patch`), apply
 * MachineConfigs and publish releases. The reads are the store's (what etcd has now).
 */
export class PoolHands {
  /** Resumes the API server refused with the gate's message (403 Forbidden). */
  refusedUnpauses = 0;
  /** Resumes it let through: the pool's target was the approved one, nothing unreviewed to roll out. */
  acceptedUnpauses = 0;

  constructor(
    private readonly chaos: ChaosCluster,
    private readonly observer: GateObserver,
  ) {}

  reset(): void {
    this.refusedUnpauses = 0;
    this.acceptedUnpauses = 0;
  }

  pool(name: string): Pool {
    return this.chaos.cluster.store.find(POOLS, undefined, name) as Pool;
  }

  annotations(name: string): Record<string, string> {
    return this.pool(name).metadata.annotations ?? {};
  }

  target(name: string): string {
    return this.pool(name).spec.configuration?.name ?? '';
  }

  windowOf(name: string): Window | undefined {
    const text = this.annotations(name)[ANNOTATION.window];
    try {
      return text ? (JSON.parse(text) as Window) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Image mode (infra): the image built for the target, once built; undefined while building. */
  built(name: string): { imageMode: boolean; image: string | undefined } {
    const layered = layeredTarget(this.chaos.cluster.store, name, this.target(name));
    return { imageMode: layered !== undefined, image: layered?.image };
  }

  /** Every machine runs the target, and the pool says so. */
  reached(name: string): boolean {
    const { spec, status } = this.pool(name);
    return (
      spec.configuration?.name === status.configuration?.name &&
      (status.updatedMachineCount ?? 0) >= (status.machineCount ?? 0)
    );
  }

  /** Something to approve: held on a target not reached, and in image mode its image built. */
  pending(name: string): boolean {
    const built = this.built(name);
    return (
      this.pool(name).spec.paused === true && !this.reached(name) && (!built.imageMode || built.image !== undefined)
    );
  }

  /**
   * Open with machines still to move, on what nobody approved (in image mode a target still
   * being built counts too): what the controller, when it runs, must pause.
   */
  open(name: string): boolean {
    if (this.pool(name).spec.paused === true || this.reached(name)) return false;
    const { imageMode, image } = this.built(name);
    return (imageMode && image === undefined) || !this.observer.isApproved(name, this.target(name), image);
  }

  /** A PATCH of the pool, its answer read whole; undefined when none came (the API server down, the connection cut). */
  private async send(name: string, body: unknown, type: string, agent: string): Promise<Answer | undefined> {
    try {
      const response = await fetch(`${this.chaos.apiUrl}${MCP}/${name}`, {
        method: 'PATCH',
        headers: { 'Content-Type': type, 'User-Agent': agent },
        body: JSON.stringify(body),
      });
      const status = (await response.json().catch(() => ({}))) as { message?: string };
      return { ok: response.ok, status: response.status, message: status.message };
    } catch {
      return undefined; // whoever sent it tries again later
    }
  }

  private patch(name: string, ops: unknown[]): Promise<Answer | undefined> {
    return this.send(name, ops, 'application/json-patch+json', 'chaos-admin');
  }

  private setAnnotations(name: string, values: Record<string, string>): unknown[] {
    return this.pool(name).metadata.annotations
      ? Object.entries(values).map(([k, value]) => ({ op: 'add', path: pointer(k), value }))
      : [{ op: 'add', path: '/metadata/annotations', value: values }];
  }

  /**
   * The page's approval of the pending target (with its built image in image mode); true when
   * the API took it. As the page's, it replaces a maintenance window's approval.
   */
  async approve(name: string): Promise<boolean> {
    const target = this.target(name);
    const { image } = this.built(name);
    const added = this.observer.approve(name, target, image);
    const ann = this.annotations(name);
    const answer = await this.patch(name, [
      { op: 'test', path: '/spec/paused', value: true },
      { op: 'test', path: '/spec/configuration/name', value: target },
      { op: 'replace', path: '/spec/paused', value: false },
      ...this.setAnnotations(name, {
        [ANNOTATION.approved]: target,
        [ANNOTATION.gate]: 'review-each-update',
        ...(image ? { [ANNOTATION.approvedImage]: image } : {}),
      }),
      ...[ANNOTATION.window, ANNOTATION.status]
        .filter((key) => key in ann)
        .map((key) => ({ op: 'remove', path: pointer(key) })),
    ]);
    // Taken when answered so, or (the answer lost) when the pool names it approved.
    const now = this.annotations(name);
    const taken =
      answer?.ok === true ||
      (answer === undefined || answer.status >= 500
        ? now[ANNOTATION.approved] === target && (!image || now[ANNOTATION.approvedImage] === image)
        : false);
    if (!taken && added) this.observer.withdraw(name, target, image);
    return taken;
  }

  /** The page's approval for a maintenance window (a few seconds to two minutes of the demo's clock ahead). */
  async schedule(name: string, rng: Rng, now: number): Promise<void> {
    const target = this.target(name);
    const { image } = this.built(name);
    const start = new Date(Math.ceil((now + rng.int(5, 120) * 1000) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
    const value = JSON.stringify({
      target,
      image,
      start,
      durationMinutes: rng.pick([15, 30, 60]),
      repeat: rng.pick(['once', 'weekly']),
      reviewEachUpdate: true,
      strictGate: false,
    });
    const added = this.observer.approve(name, target, image);
    await this.patch(name, [
      { op: 'test', path: '/spec/paused', value: true },
      { op: 'test', path: '/spec/configuration/name', value: target },
      ...this.setAnnotations(name, { [ANNOTATION.window]: value }),
    ]);
    if (this.annotations(name)[ANNOTATION.window] !== value && added) this.observer.withdraw(name, target, image);
  }

  async cancelWindow(name: string): Promise<void> {
    await this.patch(name, [
      { op: 'test', path: pointer(ANNOTATION.window), value: this.annotations(name)[ANNOTATION.window] },
      { op: 'remove', path: pointer(ANNOTATION.window) },
      // A window the controller has not reported on yet has no status to remove.
      ...(this.annotations(name)[ANNOTATION.status] ? [{ op: 'remove', path: pointer(ANNOTATION.status) }] : []),
    ]);
  }

  /** The page's Hold. */
  async hold(name: string): Promise<void> {
    await this.patch(name, [{ op: 'add', path: '/spec/paused', value: true }]);
  }

  /**
   * Another hand resumes a held pool under the gate, as the console's Resume and "Full update"
   * do (a JSON merge patch, no test of the target): refused with the gate's message unless the
   * pool's approval names its target. An answer lost or a fault is neither.
   */
  async unpause(name: string): Promise<void> {
    const answer = await this.send(
      name,
      { spec: { paused: false } },
      'application/merge-patch+json',
      'chaos-other-hand',
    );
    if (answer?.status === 403 && answer.message?.includes(HELD_FOR_REVIEW)) this.refusedUnpauses++;
    else if (answer?.ok) this.acceptedUnpauses++;
  }

  /** Another admin's MachineConfig for the worker role: worker's and infra's targets move. */
  move(id: string): void {
    this.chaos.moveWorkerTarget(id);
  }

  /**
   * A release published (a cluster update's new OS image, the operator's templates rewritten):
   * every pool's target moves to it unless it is the one they have. Every demo release is in
   * the registry already (`ChaosCluster.start`), so nothing is pushed again.
   */
  async publish(rng: Rng): Promise<void> {
    const { cluster } = this.chaos;
    const release = rng.pick(DEMO_RELEASES.map((r) => r.id));
    await publishRelease(cluster.store, cluster.render, { ...cluster.publish, push: undefined }, release);
    await cluster.controller.observe();
  }
}

import { RESOURCE_TYPES, type ResourceType } from '../mock-api/resource-types';
import type { ChaosCluster } from './chaos-cluster';
import { ANNOTATION, type GateObserver } from './gate-observer';
import type { Pool, PoolHands } from './pool-hands';

const POOLS = RESOURCE_TYPES.find((t) => t.kind === 'MachineConfigPool') as ResourceType;
const MCP = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
export const CANARY = 'worker-canary';
const STOPPED = 'os-updates.openshift.io/canary-stopped';
const TARGET = 'os-updates.openshift.io/canary-target';
export const CANARY_OPS = ['canary', 'promote', 'stop'] as const;

/**
 * The admin's "Canary first" on worker, as the page sends it (the canary pool, held; the
 * controller labels the machine and takes the steps after), Promote (worker approved for the
 * reviewed target) and Stop. The observer holds the canary's machines to the reviewed
 * target's content, whatever the canary's render is named.
 */
export class CanaryHands {
  /** Whether this run's canary episode was walked: the run's own canaries come after it. */
  private walked = false;

  constructor(
    private readonly chaos: ChaosCluster,
    private readonly observer: GateObserver,
    private readonly hands: PoolHands,
  ) {}

  /** One of the run's steps, when it is one of these: true when it was sent. */
  async act(op: string, machine: string): Promise<boolean> {
    if (op === 'canary') return this.walked && this.start(machine);
    if (op === 'promote') return this.promote();
    if (op === 'stop') return this.stop();
    return false;
  }

  /**
   * One canary walked through under the run's faults: worker held on a target to review (its
   * target moved when it has none), a machine first; faults and node-controller steps until
   * the canary has rolled out or `boundMs` passed; then `decision`. The ops it sent.
   */
  async episode(
    machine: string,
    decision: 'promote' | 'stop',
    between: () => Promise<void>,
    boundMs: number,
  ): Promise<string[]> {
    this.walked = true;
    if (this.canary()) return [];
    // Tried again between faults (a refused or lost write, a window on worker), step by step.
    let sent = false;
    for (let attempt = 0; attempt < 40 && !sent; attempt++) {
      if (this.hands.pool('worker').spec.paused !== true) await this.hands.hold('worker');
      if (this.hands.windowOf('worker')) await this.hands.cancelWindow('worker');
      if (!this.hands.pending('worker')) this.hands.move(`canary-${attempt}-${Date.now()}`);
      sent = this.hands.pending('worker') && (await this.start(machine));
      sent ||= this.canary() !== undefined; // created, its answer lost
      if (!sent) await between();
    }
    if (!sent) return [];
    const started = Date.now();
    while (!this.done() && Date.now() - started < boundMs) await between();
    // A canary not done in time (a busy machine) is stopped: the run still decides it.
    for (const op of decision === 'promote' ? (['promote', 'stop'] as const) : (['stop'] as const))
      for (let attempt = 0; attempt < 10; attempt++) {
        if (await this.act(op, machine)) return ['canary', op];
        if (op === 'promote' && !this.done()) break;
        await between();
      }
    return ['canary'];
  }

  /** The canary has rolled out its machines and is held again. */
  private done(): boolean {
    const canary = this.canary();
    return canary?.spec.paused === true && (canary.status?.machineCount ?? 0) > 0 && this.hands.reached(CANARY);
  }

  canary(): Pool | undefined {
    return this.chaos.cluster.store.find(POOLS, undefined, CANARY) as Pool | undefined;
  }

  /** Worker held on a target to review, in no canary or window yet: one machine goes first. True when sent. */
  async start(machine: string): Promise<boolean> {
    if (this.canary() || !this.hands.pending('worker') || this.hands.windowOf('worker')) return false;
    const target = this.hands.target('worker');
    this.observer.approveContent(CANARY, target);
    const response = await this.send('POST', MCP, {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfigPool',
      metadata: {
        name: CANARY,
        annotations: {
          'os-updates.openshift.io/gate': 'review-each-update',
          'os-updates.openshift.io/canary-of': 'worker',
          [TARGET]: target,
          'os-updates.openshift.io/canary-machines': machine,
        },
      },
      spec: {
        paused: true,
        maxUnavailable: 1,
        machineConfigSelector: {
          matchExpressions: [
            { key: 'machineconfiguration.openshift.io/role', operator: 'In', values: ['worker', CANARY] },
          ],
        },
        nodeSelector: { matchLabels: { [`node-role.kubernetes.io/${CANARY}`]: '' } },
      },
    });
    return response?.ok === true;
  }

  /** The canary done (held again on what it rolled out): worker approved for the reviewed target. */
  async promote(): Promise<boolean> {
    const canary = this.canary();
    const reviewed = canary?.metadata.annotations?.[TARGET];
    if (!canary || !this.done() || reviewed !== this.hands.target('worker')) return false;
    if (canary.metadata.annotations?.[STOPPED] || !this.hands.pending('worker')) return false;
    return this.hands.approve('worker');
  }

  /** Stop, before a promotion: worker stays held, the canary's machines where they are. */
  async stop(): Promise<boolean> {
    const canary = this.canary();
    const promoted = this.hands.annotations('worker')[ANNOTATION.approved] === canary?.metadata.annotations?.[TARGET];
    if (!canary || canary.metadata.annotations?.[STOPPED] || promoted) return false;
    const path = `/metadata/annotations/${STOPPED.replace(/\//g, '~1')}`;
    const response = await this.send('PATCH', `${MCP}/${CANARY}`, [
      { op: 'add', path, value: new Date().toISOString() },
    ]);
    return response?.ok === true;
  }

  private async send(method: string, path: string, body: unknown): Promise<Response | undefined> {
    try {
      return await fetch(`${this.chaos.apiUrl}${path}`, {
        method,
        headers: {
          'Content-Type': method === 'PATCH' ? 'application/json-patch+json' : 'application/json',
          'User-Agent': 'chaos-admin',
        },
        body: JSON.stringify(body),
      });
    } catch {
      return undefined; // the API server down: tried again at a later step
    }
  }
}

import { canaryRoleLabel, readCanaryIntent, type CanaryIntent } from '../domain/canary/canary-pool';
import { nextCanaryStep, type CanaryAction, type CanaryNode, type CanaryStep } from '../domain/canary/canary-steps';
import { readPoolFacts } from '../domain/pool/pool-facts';
import { jsonPatch, statusOf, type ClusterClient } from './cluster-client';
import { recordPoolEvent } from './events';
import type { PoolObject } from './gate-keeper';
import type { Log } from './log';
import type { NodeMetadata } from './node-metadata';

const MCP = { group: 'machineconfiguration.openshift.io', version: 'v1', plural: 'machineconfigpools' } as const;
const CURRENT_CONFIG = 'machineconfiguration.openshift.io/currentConfig';
const STATE = 'machineconfiguration.openshift.io/state';

/** The Event each write is recorded as, on the parent pool (DESIGN section 7). */
const REASONS: Readonly<Record<CanaryAction['kind'], string>> = {
  'label-node': 'CanaryMachineLabelled',
  'approve-canary': 'CanaryApproved',
  'promote-parent': 'CanaryPromoted',
  'unlabel-node': 'CanaryMachineReturned',
  'delete-canary': 'CanaryPoolDeleted',
};

export interface CanaryReads {
  readonly pools: readonly PoolObject[];
  readonly nodes: readonly NodeMetadata[];
  /** A rendered config's content hash, read once (the config publisher's summary). */
  readonly contentHash: (config: string) => Promise<string | undefined>;
  /** The cluster's time (ms): whether a promotion's window is still ahead. */
  readonly now: number;
}

const canaryNode = (node: NodeMetadata): CanaryNode => ({
  name: node.metadata?.name ?? '',
  labels: node.metadata?.labels ?? {},
  currentConfig: node.metadata?.annotations?.[CURRENT_CONFIG],
  state: node.metadata?.annotations?.[STATE],
});

/**
 * Finishes what "Canary first" started, whether the page is open or not (issue 45): for each
 * canary pool, the next step of `nextCanaryStep`, taken once per round; each write is guarded
 * (JSON Patch `test`, a uid precondition), so a conflict with the page or another hand (409,
 * 422, 404) is left to the next round. A blocked canary is said once per message, as a
 * Warning Event on the parent. Returns whether it wrote.
 */
export class CanaryKeeper {
  private readonly said = new Map<string, string>();

  constructor(
    private readonly client: ClusterClient,
    private readonly identity: string,
    private readonly log: Log,
  ) {}

  async reconcile(reads: CanaryReads): Promise<boolean> {
    let wrote = false;
    const nodes = reads.nodes.map(canaryNode);
    for (const pool of reads.pools) {
      const intent = readCanaryIntent(pool.metadata?.annotations);
      if (intent === undefined) continue;
      const name = pool.metadata?.name ?? '';
      if ('error' in intent) {
        await this.sayOnce(name, name, undefined, `canary ${name} not read: ${intent.error}`);
        continue;
      }
      const parent = reads.pools.find((p) => p.metadata?.name === intent.parent);
      if (!parent) {
        await this.sayOnce(name, intent.parent, undefined, `canary ${name}: its pool ${intent.parent} is gone`);
        continue;
      }
      const hashes = new Map<string, string | undefined>();
      const configs = [intent.reviewedTarget, pool.spec?.configuration?.name, ...nodes.map((n) => n.currentConfig)];
      for (const config of new Set(configs)) if (config) hashes.set(config, await reads.contentHash(config));
      const canaryFacts = readPoolFacts(pool);
      const step = nextCanaryStep({
        intent,
        parent: readPoolFacts(parent),
        parentAnnotations: parent.metadata?.annotations,
        canary: { facts: canaryFacts, uid: pool.metadata?.uid, annotations: pool.metadata?.annotations },
        nodes: await this.withReadiness(intent, canaryFacts.approvedConfig !== undefined, nodes),
        contentHash: (config) => hashes.get(config),
        now: reads.now,
      });
      const parentRef = { name: intent.parent, uid: parent.metadata?.uid };
      if (step.phase === 'blocked') await this.sayOnce(name, intent.parent, parentRef.uid, step.message);
      if (step.action && (await this.take(step, step.action))) {
        wrote = true;
        this.log('info', 'canary step', { pool: name, action: step.action.kind, message: step.message });
        await recordPoolEvent(this.client, this.identity, {
          pool: parentRef,
          type: 'Normal',
          reason: REASONS[step.action.kind],
          message: step.message,
        });
      }
    }
    return wrote;
  }

  /**
   * The canary's machines with their Ready condition, for a promotion once the canary is
   * healthy: the node informer keeps metadata only, so the few canary machines are listed in
   * full by their label (the RBAC's list on nodes), and only while that promotion is pending.
   */
  private async withReadiness(intent: CanaryIntent, approved: boolean, nodes: CanaryNode[]): Promise<CanaryNode[]> {
    if (intent.promotion.laterWaves !== 'when-healthy' || !approved || intent.stopped) return nodes;
    const listed = await this.client.core.listNode({ labelSelector: canaryRoleLabel(intent.parent) });
    const ready = new Map(
      listed.items.map((n) => [
        n.metadata?.name ?? '',
        n.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') === true,
      ]),
    );
    return nodes.map((n) => (ready.has(n.name) ? { ...n, ready: ready.get(n.name) } : n));
  }

  /** Makes the step's write; false when the API server refused it as stale (decided again next round). */
  private async take(step: CanaryStep, action: CanaryAction): Promise<boolean> {
    try {
      switch (action.kind) {
        case 'label-node':
        case 'unlabel-node':
          await this.client.core.patchNode({ name: action.node, body: action.patch }, jsonPatch);
          break;
        case 'approve-canary':
        case 'promote-parent':
          await this.client.custom.patchClusterCustomObject(
            { ...MCP, name: action.pool, body: action.patch },
            jsonPatch,
          );
          break;
        case 'delete-canary':
          await this.client.custom.deleteClusterCustomObject({
            ...MCP,
            name: action.pool,
            body: { preconditions: action.uid ? { uid: action.uid } : undefined },
          });
      }
      return true;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 || status === 409 || status === 422) {
        this.log('info', 'canary step refused as stale', { action: action.kind, status, message: step.message });
        return false;
      }
      throw error;
    }
  }

  private async sayOnce(pool: string, parent: string, uid: string | undefined, message: string): Promise<void> {
    if (this.said.get(pool) === message) return;
    this.said.set(pool, message);
    this.log('warn', 'canary blocked', { pool, message });
    await recordPoolEvent(this.client, this.identity, {
      pool: { name: parent, uid },
      type: 'Warning',
      reason: 'CanaryBlocked',
      message,
    }).catch((error: unknown) => this.log('warn', 'event not recorded', { error: String(error) }));
  }
}

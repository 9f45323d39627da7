import type * as k8s from '@kubernetes/client-node';
import { readPoolFacts, type MachineConfigPoolLike } from '../domain/pool/pool-facts';
import { refusedHandOuts, type ConfigClaim } from '../domain/pool/refused-hand-outs';
import type { ClusterClient } from './cluster-client';
import { recordPoolEvent } from './events';
import type { Log } from './log';
import { nodeDesiredConfig } from './node-metadata';

interface MachineConfigNodeLike {
  readonly metadata?: { readonly name?: string };
  readonly spec?: {
    readonly pool?: { readonly name?: string };
    readonly configVersion?: { readonly desired?: string };
  };
}

/**
 * Records `UnapprovedTargetRefused` on a gated pool whose machines the API server's gate
 * refused an unapproved target (the MachineConfigNodes name it, the Nodes do not), once per
 * pool and target. MachineConfigNodes are listed only for a gated pool whose target is not
 * approved, and for a held pool once per target: the node controller hands nothing out while
 * a pool is paused, so a held pool awaiting approval (the usual state) is read once, not at
 * every reconcile.
 */
export class RefusalReporter {
  private readonly settled = new Set<string>();

  constructor(
    private readonly client: ClusterClient,
    private readonly identity: string,
    private readonly nodes: k8s.ObjectCache<k8s.KubernetesObject>,
    private readonly log: Log,
  ) {}

  async report(pool: MachineConfigPoolLike & { metadata?: { uid?: string } }): Promise<void> {
    const facts = readPoolFacts(pool);
    const target = facts.targetConfig;
    const key = `${facts.name} ${target}`;
    if (!facts.reviewEachUpdate || !target || target === facts.approvedConfig || this.settled.has(key)) return;
    const list = (await this.client.custom.listClusterCustomObject({
      group: 'machineconfiguration.openshift.io',
      version: 'v1',
      plural: 'machineconfignodes',
    })) as { items?: MachineConfigNodeLike[] };
    const claims: ConfigClaim[] = (list.items ?? []).map((m) => ({
      node: m.metadata?.name ?? '',
      pool: m.spec?.pool?.name,
      claimed: m.spec?.configVersion?.desired,
    }));
    const desired = (node: string) => nodeDesiredConfig(this.nodes.get(node));
    const refused = refusedHandOuts(facts.name, target, facts.approvedConfig, claims, desired);
    if (facts.paused || refused.length > 0) this.settled.add(key);
    if (refused.length === 0) return;
    const message = `the API server's gate refused ${target} to ${refused.join(', ')}: not approved for ${facts.name} (approved: ${facts.approvedConfig ?? 'nothing'}); the machines keep their config until it is approved`;
    this.log('info', 'machines refused an unapproved target', { pool: facts.name, target, nodes: refused.length });
    await recordPoolEvent(this.client, this.identity, {
      pool: { name: facts.name, uid: pool.metadata?.uid },
      type: 'Warning',
      reason: 'UnapprovedTargetRefused',
      message,
    });
  }
}

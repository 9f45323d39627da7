import type * as k8s from '@kubernetes/client-node';
import { readPoolFacts, type MachineConfigPoolLike } from '../domain/pool/pool-facts';
import { unreviewedMachines, type MachineConfigs } from '../domain/pool/unreviewed-machines';
import type { ClusterClient } from './cluster-client';
import { recordPoolEvent } from './events';
import type { Log } from './log';
import { nodeCurrentConfig, nodeDesiredConfig } from './node-metadata';

/** What every machine runs and is told to run, read once per round for all the pools. */
export const machineConfigsOf = (nodes: readonly k8s.KubernetesObject[]): MachineConfigs[] =>
  nodes.map((n) => ({ node: n.metadata?.name ?? '', current: nodeCurrentConfig(n), desired: nodeDesiredConfig(n) }));

/**
 * Records `UnreviewedConfigOnMachine` on a gated pool one of whose machines runs or is handed a
 * config nobody approved: the doors the API server's policies cannot close (a machine joining a
 * held pool boots what the machine-config server serves it; another hand's write in the seconds
 * after kube-apiserver starts, before it can read the pools). Once per pool, machine and config.
 */
export class UnreviewedReporter {
  private readonly reported = new Set<string>();

  constructor(
    private readonly client: ClusterClient,
    private readonly identity: string,
    private readonly log: Log,
  ) {}

  async report(
    pool: MachineConfigPoolLike & { metadata?: { uid?: string } },
    machines: readonly MachineConfigs[],
  ): Promise<void> {
    const facts = readPoolFacts(pool);
    if (!facts.reviewEachUpdate) return;
    const found = unreviewedMachines(
      { name: facts.name, paused: facts.paused, target: facts.targetConfig, approved: facts.approvedConfig },
      machines,
    ).filter((m) => !this.reported.has(`${facts.name} ${m.node} ${m.config}`));
    for (const m of found) {
      const message =
        m.how === 'booted'
          ? `${m.node} joined running ${m.config}, which was not reviewed (approved: ${facts.approvedConfig ?? 'nothing'}): the machine-config server serves a joining machine the pool's target, before any write the gate could refuse. Review ${m.config} on the OS updates page`
          : `${m.node} was handed ${m.config}, which was not approved (approved: ${facts.approvedConfig ?? 'nothing'}), while the API server could not judge it (its gate's params not yet read, or the policies missing)`;
      this.log('info', 'a machine got a config nobody approved', { pool: facts.name, node: m.node, how: m.how });
      await recordPoolEvent(this.client, this.identity, {
        pool: { name: facts.name, uid: pool.metadata?.uid },
        type: 'Warning',
        reason: 'UnreviewedConfigOnMachine',
        message,
      });
      this.reported.add(`${facts.name} ${m.node} ${m.config}`);
    }
  }
}

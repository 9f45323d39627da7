import {
  nodeTargetBindingFor,
  nodeTargetBindingName,
  OWN_BINDING_LABEL,
  stampOf,
  type NodeTargetBinding,
  type PoolForBinding,
} from '../src/domain/pool/node-target-binding';
import { APPROVED } from '../test-support/gate/gate-policy-cases';
import { deployedPolicyDocuments, installDocuments } from '../test-support/gate/strict-twin';
import type { KubeClient } from '../test-support/kube/kube-client';
import { startOpenShiftCluster, untilGateActive } from '../test-support/kube/openshift-cluster';
import { fmt } from './measure';
import { runsOf, SHORT } from './mode';

const NODES = '/api/v1/nodes';
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const VAP = '/apis/admissionregistration.k8s.io/v1';

const percentile = (times: readonly number[], p: number): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

type Write = 'everyday' | 'hand-out' | 'heartbeat';
const WRITES: Record<Write, string> = {
  everyday: 'everyday annotation (let go)',
  'hand-out': 'hand-out (judged)           ',
  heartbeat: "kubelet's nodes/status      ",
};

/** One strategic merge patch of a Node, as the machine-config daemon and kubelet send many. */
async function patchTimes(admin: KubeClient, runs: number, write: Write): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const annotations =
      write === 'hand-out'
        ? { 'machineconfiguration.openshift.io/desiredConfig': `rendered-pool-1-${i % 2}a` }
        : { 'machineconfiguration.openshift.io/state': i % 2 ? 'Working' : 'Done' };
    const [path, body] =
      write === 'heartbeat'
        ? [
            `${NODES}/bench-0/status`,
            { status: { conditions: [{ type: 'Ready', status: 'True', reason: `Beat${i % 2}` }] } },
          ]
        : [`${NODES}/bench-0`, { metadata: { annotations } }];
    const start = performance.now();
    const answer = await admin.raw('PATCH', path, body, 'application/strategic-merge-patch+json');
    times.push(performance.now() - start);
    if (answer.status >= 300) throw new Error(`bench patch refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return times;
}

/**
 * The gate as deployed and kept: the policies, the catch-all binding, and each pool's own
 * binding of the node policy, the pool labelled as the controller leaves it once that binding
 * holds (src/controller/node-target-bindings.ts, whose steps the real-server tests prove).
 */
async function setPolicies(admin: KubeClient, on: boolean, own: readonly NodeTargetBinding[]): Promise<void> {
  const docs = deployedPolicyDocuments();
  if (on) {
    await installDocuments(admin, docs);
    for (const b of own) await admin.ok('POST', `${VAP}/validatingadmissionpolicybindings`, b);
    await untilGateActive(admin);
    await untilOwnBindingJudges(admin);
    return;
  }
  for (const d of docs) {
    const plural =
      d.kind === 'ValidatingAdmissionPolicy' ? 'validatingadmissionpolicies' : 'validatingadmissionpolicybindings';
    await admin.ok('DELETE', `${VAP}/${plural}/${d.metadata.name}`);
  }
  for (const b of own) await admin.ok('DELETE', `${VAP}/validatingadmissionpolicybindings/${b.metadata.name}`);
  // The policy source drops what was deleted within a second.
  await new Promise((r) => setTimeout(r, 2000));
}

/** Until bench-0's pool judges it through its own binding (kube-apiserver reloads each second). */
async function untilOwnBindingJudges(admin: KubeClient): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const answer = await admin.raw(
      'PATCH',
      `${NODES}/bench-0?dryRun=All`,
      { metadata: { annotations: { 'machineconfiguration.openshift.io/desiredConfig': 'rendered-pool-1-9z' } } },
      'application/strategic-merge-patch+json',
    );
    if (answer.status === 403 && JSON.stringify(answer.body).includes(nodeTargetBindingName('pool-1'))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("bench-0's own binding never judged it");
}

/**
 * What the gate costs kube-apiserver 1.35: a Node annotation patch (an everyday one the gate's
 * match condition lets go, and a hand-out it judges) timed with and without the policies, at 3
 * and at 200 pools (each with its own binding of the node policy, half of them gated), in alternating blocks so both
 * meet the same machine. Goal: p99 at 200 pools within 1.10x of the same without the gate.
 */
export async function runGateCostBench(): Promise<void> {
  console.log('# The gate at admission: a Node annotation patch on kube-apiserver 1.35, with and without the policies');
  const cluster = await startOpenShiftCluster({ policies: false });
  try {
    const admin = cluster.as('admin');
    // bench-0 is pool-1's (gated): its hand-outs alternate between the approved config and the
    // one it runs, both let through after the policy has judged them.
    await admin.ok('POST', NODES, {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: {
        name: 'bench-0',
        labels: { 'node-role.kubernetes.io/pool-1': '' },
        annotations: { 'machineconfiguration.openshift.io/currentConfig': 'rendered-pool-1-1a' },
      },
    });
    const own: NodeTargetBinding[] = [];
    let policiesOn = false;
    const addPools = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const created = await admin.ok<PoolForBinding>('POST', POOLS, {
          apiVersion: 'machineconfiguration.openshift.io/v1',
          kind: 'MachineConfigPool',
          metadata: {
            name: `pool-${i}`,
            annotations:
              i % 2
                ? { 'os-updates.openshift.io/gate': 'review-each-update', [APPROVED]: `rendered-pool-${i}-0a` }
                : {},
          },
          spec: {
            paused: i % 2 === 1,
            configuration: { name: `rendered-pool-${i}-1a` },
            nodeSelector: { matchLabels: { [`node-role.kubernetes.io/pool-${i}`]: '' } },
          },
        });
        const binding = nodeTargetBindingFor(created) as NodeTargetBinding;
        own.push(binding);
        await admin.raw(
          'PATCH',
          `${POOLS}/pool-${i}`,
          { metadata: { labels: { [OWN_BINDING_LABEL]: stampOf(binding) } } },
          'application/merge-patch+json',
        );
        if (policiesOn) await admin.ok('POST', `${VAP}/validatingadmissionpolicybindings`, binding);
      }
    };
    const block = runsOf(200, 15);
    for (const pools of [3, SHORT ? 20 : 200]) {
      await addPools(pools === 3 ? 0 : 3, pools);
      for (const write of ['everyday', 'hand-out', 'heartbeat'] as const) {
        const times: Record<'without' | 'with', number[]> = { without: [], with: [] };
        await patchTimes(admin, runsOf(30, 3), write); // warm-up
        for (let round = 0; round < runsOf(5, 1); round++) {
          const order: readonly boolean[] = policiesOn ? [true, false] : [false, true];
          for (const on of order) {
            if (on !== policiesOn) {
              policiesOn = on;
              await setPolicies(admin, on, own);
            }
            times[on ? 'with' : 'without'].push(...(await patchTimes(admin, block, write)));
          }
        }
        const [p50w, p99w, p50o, p99o] = [
          percentile(times.with, 50),
          percentile(times.with, 99),
          percentile(times.without, 50),
          percentile(times.without, 99),
        ];
        console.log(
          `  ${String(pools).padStart(3)} pools, ${WRITES[write]} ` +
            `without p50 ${fmt(p50o)}, p99 ${fmt(p99o)} | with p50 ${fmt(p50w)}, p99 ${fmt(p99w)} | ` +
            `p99 ratio ${(p99w / p99o).toFixed(2)}x (goal <= 1.10x), ${times.with.length} patches each`,
        );
      }
    }
  } finally {
    await cluster.stop();
  }
}

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
        ? { 'machineconfiguration.openshift.io/desiredConfig': `rendered-bench-${i % 2}a` }
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

async function setPolicies(admin: KubeClient, on: boolean): Promise<void> {
  const docs = deployedPolicyDocuments();
  if (on) {
    await installDocuments(admin, docs);
    await untilGateActive(admin);
    return;
  }
  for (const d of docs) {
    const plural =
      d.kind === 'ValidatingAdmissionPolicy' ? 'validatingadmissionpolicies' : 'validatingadmissionpolicybindings';
    await admin.ok('DELETE', `${VAP}/${plural}/${d.metadata.name}`);
  }
  // The policy source drops what was deleted within a second.
  await new Promise((r) => setTimeout(r, 2000));
}

/**
 * What the gate costs kube-apiserver 1.35: a Node annotation patch (an everyday one the gate's
 * match condition lets go, and a hand-out it judges) timed with and without the policies, at 3
 * and at 200 pools (every pool is a param of the node policy), in alternating blocks so both
 * meet the same machine. Goal: p99 at 200 pools within 1.10x of the same without the gate.
 */
export async function runGateCostBench(): Promise<void> {
  console.log('# The gate at admission: a Node annotation patch on kube-apiserver 1.35, with and without the policies');
  const cluster = await startOpenShiftCluster({ policies: false });
  try {
    const admin = cluster.as('admin');
    await admin.ok('POST', NODES, { apiVersion: 'v1', kind: 'Node', metadata: { name: 'bench-0' } });
    const addPools = async (from: number, to: number) => {
      for (let i = from; i < to; i++)
        await admin.ok('POST', POOLS, {
          apiVersion: 'machineconfiguration.openshift.io/v1',
          kind: 'MachineConfigPool',
          metadata: {
            name: `pool-${i}`,
            annotations: i % 2 ? { 'os-updates.openshift.io/gate': 'review-each-update' } : {},
          },
          spec: { paused: i % 2 === 1, configuration: { name: `rendered-pool-${i}-1a` } },
        });
    };
    const block = runsOf(150, 15);
    let policiesOn = false;
    for (const pools of [3, SHORT ? 20 : 200]) {
      await addPools(pools === 3 ? 0 : 3, pools);
      for (const write of ['everyday', 'hand-out', 'heartbeat'] as const) {
        const times: Record<'without' | 'with', number[]> = { without: [], with: [] };
        await patchTimes(admin, runsOf(30, 3), write); // warm-up
        for (let round = 0; round < 2; round++) {
          const order: readonly boolean[] = policiesOn ? [true, false] : [false, true];
          for (const on of order) {
            if (on !== policiesOn) {
              policiesOn = on;
              await setPolicies(admin, on);
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NODE_TARGET_CASES,
  UNPAUSE_CASES,
  gated,
  held,
  pool,
  type GateObject,
  type NodeCase,
  type PoolCase,
} from '../../../test-support/gate/gate-policy-cases';
import { untilPoolsSeen } from '../../../test-support/gate/pool-barrier';
import { createFor, pathOf, write, WRITE_MODES, type WriteMode } from '../../../test-support/gate/write-modes';
import { statusOf, type KubeAnswer } from '../../../test-support/kube/kube-client';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../../test-support/kube/openshift-cluster';

/**
 * The gate's table (test-support/gate/gate-policy-cases.ts) replayed on the real kube-apiserver
 * 1.35 with OpenShift 4.22's CRDs and `kubectl apply -k deploy/base/admission`, by every way a
 * client writes: JSON patch, merge patch, strategic merge, PUT and server-side apply. Each case
 * gets names of its own (the node policy's params are every pool in the cluster).
 */
let cluster: OpenShiftCluster;
beforeAll(async () => {
  cluster = await startOpenShiftCluster();
}, 180_000);
afterAll(() => cluster?.stop());

let serial = 0;
/** The case with its pools, machines and configs renamed `<tag>-worker…`, `<tag>-infra…`. */
function renamed<T>(value: T, tag: string): T {
  return JSON.parse(JSON.stringify(value).replace(/worker|infra/g, `${tag}-$&`)) as T;
}

const QUALIFIED = { Node: 'nodes', MachineConfigPool: 'machineconfigpools.machineconfiguration.openshift.io' };

function expectRefused(answer: KubeAnswer, o: GateObject, policy: string, words: readonly (string | RegExp)[]): void {
  const status = statusOf(answer);
  expect([answer.status, status.reason]).toEqual([403, 'Forbidden']);
  expect(
    status.message.startsWith(
      `${QUALIFIED[o.kind as keyof typeof QUALIFIED]} "${o.metadata.name}" is forbidden: ValidatingAdmissionPolicy '${policy}' with binding '${policy}' denied request: `,
    ),
  ).toBe(true);
  for (const w of words) expect(status.message).toMatch(w);
}

/** What the case is about, as stored: annotations, and a pool's pause and target. */
const gist = (o: GateObject & { spec?: { paused?: boolean; configuration?: { name?: string } } }) => ({
  annotations: o.metadata.annotations ?? {},
  ...(o.kind === 'MachineConfigPool'
    ? { paused: o.spec?.paused ?? false, target: o.spec?.configuration?.name ?? '' }
    : {}),
});

async function expectStored(o: GateObject): Promise<void> {
  const stored = await cluster.as('admin').ok<GateObject>('GET', pathOf(o));
  expect(gist(stored)).toEqual(gist(o));
}

describe('os-updates-held-pool-unpause on kube-apiserver, every write mode', () => {
  const modes = WRITE_MODES.filter((m) => m !== 'strategic-merge');
  for (const mode of modes)
    for (const c of UNPAUSE_CASES)
      it(`${mode}: ${c.denied ? 'refuses' : 'allows'} ${c.name}`, async () => {
        const tag = `p${++serial}`;
        const { before, after } = renamed<PoolCase>(c, tag);
        const admin = cluster.as('admin');
        await createFor(admin, mode, before);
        const answer = await write(admin, mode, before, after);
        if (c.denied) {
          expectRefused(answer, after, 'os-updates-held-pool-unpause', [
            `MachineConfigPool ${tag}-worker is held for review in OS updates`,
            `os-updates.openshift.io/gate-`,
          ]);
          await expectStored(before);
        } else {
          expect(answer.status, statusOf(answer).message).toBeLessThan(300);
          await expectStored(after);
        }
      });

  it('strategic merge patch is not served for a custom resource: 415, whatever the gate', async () => {
    const before = pool('p-smp-worker', gated(), held('rendered-p-smp-worker-1b'));
    await createFor(cluster.as('admin'), 'merge-patch', before);
    const answer = await write(cluster.as('admin'), 'strategic-merge', before, { ...before, spec: { paused: false } });
    expect(answer.status).toBe(415);
  });
});

describe('os-updates-gated-node-target on kube-apiserver, every write mode, nodes and nodes/status', () => {
  for (const mode of WRITE_MODES)
    for (const c of NODE_TARGET_CASES)
      it(`${mode}${c.subresource ? ' (status)' : ''}: ${c.denied ? 'refuses' : 'allows'} ${c.name}`, async () => {
        const tag = `n${++serial}`;
        const r = renamed<NodeCase>(c, tag);
        const admin = cluster.as('admin');
        for (const p of r.pools)
          await admin.ok('POST', '/apis/machineconfiguration.openshift.io/v1/machineconfigpools', p);
        await createFor(admin, mode, r.before);
        await untilPoolsSeen(admin, tag, r.before);
        const answer = await write(admin, mode, r.before, r.after, r.subresource);
        if (c.denied) {
          if (c.subresource)
            expectRefused(answer, r.after, 'os-updates-node-status-hand-out', [
              `Node ${tag}-worker-0: desiredConfig and desiredImage are handed out on the Node itself, where the OS updates gate judges them, never through nodes/status`,
            ]);
          else
            expectRefused(answer, r.after, 'os-updates-gated-node-target', [
              new RegExp(
                `Node ${tag}-worker-0 may not be given .*MachineConfigPool ${tag}-${c.judge ?? 'worker'} is held for review`,
              ),
            ]);
          await expectStored(r.before);
        } else {
          expect(answer.status, statusOf(answer).message).toBeLessThan(300);
          await expectStored(r.after);
        }
      });
});

export type { WriteMode };

import { afterEach, describe, expect, it } from 'vitest';
import { APPROVED, CURRENT, DESIRED, STATE, gated, open, pool } from '../../../test-support/gate/gate-policy-cases';
import { untilPoolsSeen } from '../../../test-support/gate/pool-barrier';
import { installDocuments, strictTwin } from '../../../test-support/gate/strict-twin';
import { statusOf, type KubeClient } from '../../../test-support/kube/kube-client';
import {
  startOpenShiftCluster,
  untilGateActive,
  type OpenShiftCluster,
} from '../../../test-support/kube/openshift-cluster';

/**
 * The gate on the clusters it may be installed on, as kube-apiserver 1.35 judges them: without
 * the MachineConfigPool CRD (plain Kubernetes, a hosted control plane's guest), with the CRD
 * created after the policies, and across a kube-apiserver restart while Nodes are written
 * without pause. No write the gate is not for is ever refused; what a restart opens is measured.
 */
let cluster: OpenShiftCluster | undefined;
afterEach(async () => {
  await cluster?.stop();
  cluster = undefined;
});

const NODES = '/api/v1/nodes';
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const smp = (client: KubeClient, path: string, body: unknown, query = '') =>
  client.raw('PATCH', `${path}${query}`, body, 'application/strategic-merge-patch+json');

/** Another hand's unapproved hand-out of `config` to `node`, as a server dry run: judged, never stored. */
const dryRunHandOut = (client: KubeClient, node: string, config: string) =>
  smp(client, `${NODES}/${node}`, { metadata: { annotations: { [DESIRED]: config } } }, '?dryRun=All');

/** Every kind of Node write a cluster makes all day: none of them is the gate's. */
function everydayWrites(node: string, i: number): [string, unknown][] {
  return [
    [`${NODES}/${node}`, { metadata: { labels: { 'example.com/round': String(i) } } }],
    [`${NODES}/${node}`, { spec: { unschedulable: i % 2 === 0 } }],
    [
      `${NODES}/${node}`,
      { metadata: { annotations: { [STATE]: i % 2 ? 'Working' : 'Done', 'k8s.ovn.org/round': String(i) } } },
    ],
    [
      `${NODES}/${node}/status`,
      { status: { conditions: [{ type: 'Ready', status: 'True', reason: 'KubeletReady' }] } },
    ],
  ];
}

async function createNode(admin: KubeClient, name: string, config: string): Promise<void> {
  await admin.ok('POST', NODES, {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: { name, annotations: { [CURRENT]: config, [DESIRED]: config, [STATE]: 'Done' } },
  });
}

describe('a cluster without the MachineConfigPool CRD (plain Kubernetes, a hosted guest cluster)', () => {
  it('takes the policies and refuses no Node write, where a node policy failing closed would refuse them all', async () => {
    cluster = await startOpenShiftCluster({ crds: false, policies: false });
    const admin = cluster.as('admin');
    const applied = await cluster.applyPolicies();
    expect(applied.code, applied.stderr).toBe(0);
    await createNode(admin, 'guest-0', 'rendered-worker-1a');
    // The policy source compiles what it stores within a second: give it three.
    await new Promise((r) => setTimeout(r, 3000));
    const refused: string[] = [];
    for (let i = 0; i < 5; i++)
      for (const [path, body] of [
        ...everydayWrites('guest-0', i),
        [`${NODES}/guest-0`, { metadata: { annotations: { [DESIRED]: `rendered-worker-${i}b` } } }] as const,
      ]) {
        const answer = await smp(cluster.as('kubelet'), path, body);
        if (answer.status >= 300) refused.push(`${answer.status} ${statusOf(answer).message}`);
      }
    expect(refused).toEqual([]);

    // The same policy failing closed (as shipped before) refuses a label: the wedge this test finds.
    await installDocuments(admin, strictTwin());
    let answer = await smp(admin, `${NODES}/guest-0`, { metadata: { labels: { a: 'b' } } });
    for (let i = 0; i < 60 && answer.status < 300; i++) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await smp(admin, `${NODES}/guest-0`, { metadata: { labels: { a: `b${i}` } } });
    }
    expect(answer.status).toBe(422);
    expect(statusOf(answer).message).toContain(
      "failed to configure policy: failed to find resource referenced by paramKind: 'machineconfiguration.openshift.io/v1, Kind=MachineConfigPool'",
    );
  });

  it('judges hand-outs once the CRD is created after the policies, refusing nothing else meanwhile', async () => {
    cluster = await startOpenShiftCluster({ crds: false, policies: false });
    const admin = cluster.as('admin');
    expect((await cluster.applyPolicies()).code).toBe(0);
    await createNode(admin, 'late-worker-0', 'rendered-late-worker-0a');
    await cluster.installOpenShiftCrds();
    await admin.ok(
      'POST',
      POOLS,
      pool('late-worker', gated({ [APPROVED]: 'rendered-late-worker-0a' }), open('rendered-late-worker-0a')),
    );
    const started = Date.now();
    const refused: string[] = [];
    let gateAfter: number | undefined;
    // kube-apiserver finds a new kind when its admission REST mapper is reset (every 30 s).
    for (let i = 0; gateAfter === undefined && Date.now() - started < 90_000; i++) {
      for (const [path, body] of everydayWrites('late-worker-0', i)) {
        const answer = await smp(cluster.as('kubelet'), path, body);
        if (answer.status >= 300) refused.push(`${answer.status} ${statusOf(answer).message}`);
      }
      const handOut = await dryRunHandOut(admin, 'late-worker-0', 'rendered-late-worker-9z');
      if (handOut.status === 403) gateAfter = Date.now() - started;
    }
    expect(refused).toEqual([]);
    expect(gateAfter, 'the node policy never judged the pool created after it').toBeDefined();
    console.info(`node policy judging a CRD created after it: ${gateAfter} ms after the first pool`);
  }, 120_000);
});

describe('kube-apiserver restarted while Nodes are written without pause', () => {
  it('refuses none of the everyday writes; the pool gate holds at every moment; the node policy judges again within seconds', async () => {
    cluster = await startOpenShiftCluster();
    const admin = cluster.as('admin');
    await admin.ok(
      'POST',
      POOLS,
      pool('rs-worker', gated({ [APPROVED]: 'rendered-rs-worker-0a' }), {
        paused: true,
        configuration: { name: 'rendered-rs-worker-1b' },
      }),
    );
    await createNode(admin, 'rs-worker-0', 'rendered-rs-worker-0a');
    await untilPoolsSeen(admin, 'rs', { apiVersion: 'v1', kind: 'Node', metadata: { name: 'rs-worker-0' } });

    // Refused by a policy (the gate's concern), or by the starting server itself: kube-apiserver
    // answers before its RBAC cache has synced, 403 "cannot patch" for a moment, gate or none.
    const tally = {
      ok: 0,
      refused: [] as string[],
      starting: 0,
      unavailable: 0,
      handOutsPassed: 0,
      handOutsJudged: 0,
      resumesPassed: 0,
      resumesRefused: 0,
    };
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++)
        for (const [path, body] of everydayWrites('rs-worker-0', i)) {
          const answer = await smp(cluster!.as('kubelet'), path, body).catch(() => undefined);
          if (!answer || answer.status >= 500 || answer.status === 429) tally.unavailable++;
          else if (answer.status < 300) tally.ok++;
          else if (/ValidatingAdmissionPolicy/.test(statusOf(answer).message))
            tally.refused.push(`${answer.status} ${statusOf(answer).message}`);
          else tally.starting++;
          if (!answer) await new Promise((r) => setTimeout(r, 20));
        }
    })();
    // Another hand's unapproved hand-out (dry run), tried all along: before, during and after.
    const prober = (async () => {
      while (writing) {
        const answer = await dryRunHandOut(cluster!.as('admin'), 'rs-worker-0', 'rendered-rs-worker-1b').catch(
          () => undefined,
        );
        if (answer?.status === 403 && /os-updates-gated-node-target/.test(statusOf(answer).message))
          tally.handOutsJudged++;
        else if (answer && answer.status < 300) tally.handOutsPassed++;
        else await new Promise((r) => setTimeout(r, 20));
        // The console's Resume (dry run): the pool policy needs no params, so it never passes.
        const resume = await cluster!
          .as('admin')
          .raw('PATCH', `${POOLS}/rs-worker?dryRun=All`, { spec: { paused: false } }, 'application/merge-patch+json')
          .catch(() => undefined);
        if (resume && resume.status < 300) tally.resumesPassed++;
        else if (resume?.status === 403) tally.resumesRefused++;
      }
    })();
    await new Promise((r) => setTimeout(r, 1000));
    await cluster.restartApiServer();
    const ready = Date.now();
    // From the first answer after the restart: the console's Resume is refused by the pool policy
    // (no params), and an unapproved hand-out is refused once the node policy's params are read.
    const resume = await admin.raw(
      'PATCH',
      `${POOLS}/rs-worker?dryRun=All`,
      { spec: { paused: false } },
      'application/merge-patch+json',
    );
    let passedBeforeJudged = 0;
    let judgedAfter: number | undefined;
    // Its params are pools, a custom kind: after a restart kube-apiserver may not map it until its
    // admission REST mapper is reset (every 30 s): measured, and reported by the controller.
    while (judgedAfter === undefined && Date.now() - ready < 60_000) {
      const handOut = await dryRunHandOut(admin, 'rs-worker-0', 'rendered-rs-worker-1b');
      if (handOut.status === 403) judgedAfter = Date.now() - ready;
      else passedBeforeJudged++;
    }
    await new Promise((r) => setTimeout(r, 2000));
    writing = false;
    await Promise.all([writer, prober]);
    console.info(
      `restart under writes: ${tally.ok} written, ${tally.unavailable} unanswered while down, ` +
        `${tally.starting} refused by the starting server's authorizer, ${tally.refused.length} by a policy; ` +
        `node policy judging ${judgedAfter} ms after ready (${passedBeforeJudged} dry-run hand-outs passed before); ` +
        `another hand's unapproved hand-outs tried all along: ${tally.handOutsJudged} refused, ${tally.handOutsPassed} passed; ` +
        `Resume tried all along: ${tally.resumesRefused} refused, ${tally.resumesPassed} passed`,
    );
    expect(tally.refused).toEqual([]);
    expect(tally.ok).toBeGreaterThan(0);
    // The pool gate (no params, failing closed) holds at every moment of a restart; the node
    // policy's window for another hand (failing open, params not yet read) is measured above.
    expect(tally.resumesPassed).toBe(0);
    expect(tally.resumesRefused).toBeGreaterThan(0);
    expect([resume.status, statusOf(resume).reason]).toEqual([403, 'Forbidden']);
    expect(judgedAfter).toBeDefined();
  }, 120_000);
});

export { untilGateActive };

import * as k8s from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT, DESIRED, gated, held, pool, type GateObject } from '../../test-support/gate/gate-policy-cases';
import { grantControllerClusterRole } from '../../test-support/kube/controller-rbac';
import { statusOf, type KubeClient } from '../../test-support/kube/kube-client';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';
import { nodeTargetBindingName, OWN_BINDING_LABEL } from '../domain/pool/node-target-binding';
import { clientOf } from './cluster-client';
import { NodeTargetBindings } from './node-target-bindings';

/**
 * The node policy bound once per pool, as the controller keeps it, on kube-apiserver 1.35 with
 * deploy/'s RBAC: every step from the catch-all to a pool's own binding and back keeps a gated
 * pool's machines judged (another hand's hand-out is refused at every moment), and a Node write
 * then meets only the pools whose node selector it matches.
 */
const NODES = '/api/v1/nodes';
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const BINDINGS = '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicybindings';

let cluster: OpenShiftCluster;
let admin: KubeClient;
let keeper: NodeTargetBindings;
beforeAll(async () => {
  cluster = await startOpenShiftCluster({ controllerScenario: 'node-target-bindings' });
  // The garbage collector: a pool's binding goes with its pool (its owner reference).
  cluster.startControllers(['garbage-collector-controller']);
  admin = cluster.as('admin');
  await grantControllerClusterRole(admin);
  const kc = new k8s.KubeConfig();
  kc.loadFromFile(cluster.kubeconfig('controller'));
  keeper = new NodeTargetBindings(clientOf(kc), () => undefined);
  await keeper.informer.start();
  for (const p of [
    pool(
      'worker',
      gated({ 'os-updates.openshift.io/approved-config': 'rendered-worker-1a' }),
      held('rendered-worker-1a'),
    ),
    pool('infra', gated(), held('rendered-infra-1a')),
    { ...pool('empty', undefined, {}), spec: {} },
  ])
    await admin.ok('POST', POOLS, p);
  for (const [name, roles] of [
    ['worker-0', ['worker']],
    ['infra-0', ['worker', 'infra']],
  ] as const)
    await admin.ok('POST', NODES, {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: {
        name,
        labels: Object.fromEntries(roles.map((r) => [`node-role.kubernetes.io/${r}`, ''])),
        annotations: { [CURRENT]: `rendered-${roles.at(-1)}-1a`, [DESIRED]: `rendered-${roles.at(-1)}-1a` },
      },
    });
}, 120_000);
afterAll(async () => {
  await keeper?.informer.stop();
  await cluster?.stop();
});

const pools = async () => (await admin.ok<{ items: GateObject[] }>('GET', POOLS)).items;

/** Another hand's hand-out of `config` to `node`, as a server dry run: judged, never stored. */
const handOut = (node: string, config: string) =>
  admin.raw(
    'PATCH',
    `${NODES}/${node}?dryRun=All`,
    { metadata: { annotations: { [DESIRED]: config } } },
    'application/strategic-merge-patch+json',
  );

/** Which binding refused a hand-out ('' when it passed). */
async function refusedBy(node: string, config: string): Promise<string> {
  const answer = await handOut(node, config);
  if (answer.status < 300) return '';
  expect(answer.status, statusOf(answer).message).toBe(403);
  return /with binding '([^']+)'/.exec(statusOf(answer).message)?.[1] ?? statusOf(answer).message;
}

/** Rounds of the keeper until it has nothing left to do, each on what its informer says now. */
async function roundsUntilSettled(during: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    // The informer catches up with the keeper's own writes before the next round is decided.
    await new Promise((r) => setTimeout(r, 200));
    await during();
    const wake = await keeper.reconcile(await pools());
    const labelled = (await pools()).filter((p) => p.metadata.labels?.[OWN_BINDING_LABEL]).length;
    if (wake === undefined && labelled === 2) return;
  }
  throw new Error('the keeper never settled');
}

describe('the node policy bound per pool by the controller', () => {
  it('moves each pool to its own binding without a moment where a gated pool is unjudged', async () => {
    const passed: string[] = [];
    const probe = async () => {
      for (const [node, config] of [
        ['worker-0', 'rendered-worker-2b'],
        ['infra-0', 'rendered-infra-2b'],
      ] as const)
        if ((await refusedBy(node, config)) === '') passed.push(`${node} ${config}`);
    };
    await roundsUntilSettled(probe);
    expect(passed).toEqual([]);

    const labels = new Map((await pools()).map((p) => [p.metadata.name, p.metadata.labels?.[OWN_BINDING_LABEL]]));
    expect(labels.get('worker')).toMatch(/^[0-9a-f]{20}$/);
    expect(labels.get('infra')).toMatch(/^[0-9a-f]{20}$/);
    // No node selector, no machines: the catch-all judges it, nothing is written for it.
    expect(labels.get('empty')).toBeUndefined();
    const own = await admin.ok<{ items: { metadata: { name: string }; spec: Record<string, unknown> }[] }>(
      'GET',
      `${BINDINGS}?labelSelector=app.kubernetes.io%2Fmanaged-by%3Dos-update-controller`,
    );
    expect(own.items.map((b) => b.metadata.name).sort()).toEqual([
      nodeTargetBindingName('infra'),
      nodeTargetBindingName('worker'),
    ]);
    expect(own.items.find((b) => b.metadata.name === nodeTargetBindingName('worker'))?.spec).toMatchObject({
      policyName: 'os-updates-gated-node-target',
      validationActions: ['Deny'],
      paramRef: { name: 'worker', parameterNotFoundAction: 'Allow' },
      matchResources: { objectSelector: { matchLabels: { 'node-role.kubernetes.io/worker': '' } } },
    });

    // Once kube-apiserver has reloaded (a second), each pool's machines meet their own binding:
    // infra-0, in both selectors, is judged for infra's configs by infra's binding.
    await expect
      .poll(() => refusedBy('worker-0', 'rendered-worker-2b'), { timeout: 10_000 })
      .toBe(nodeTargetBindingName('worker'));
    await expect
      .poll(() => refusedBy('infra-0', 'rendered-infra-2b'), { timeout: 10_000 })
      .toBe(nodeTargetBindingName('infra'));
    // The approved config, and what is not the gate's, pass as before.
    expect(await refusedBy('worker-0', 'rendered-worker-1a')).toBe('');
    const label = await admin.raw(
      'PATCH',
      `${NODES}/worker-0`,
      { metadata: { labels: { a: 'b' } } },
      'application/merge-patch+json',
    );
    expect(label.status).toBe(200);
  }, 60_000);

  it('hands a pool back to the catch-all when its binding is deleted, or its node selector changes, and rebinds it', async () => {
    await admin.ok('DELETE', `${BINDINGS}/${nodeTargetBindingName('worker')}`);
    // The keeper's next round takes the label off first: from then on the catch-all judges worker.
    await roundsUntilSettled(async () => undefined);
    await expect
      .poll(() => refusedBy('worker-0', 'rendered-worker-2b'), { timeout: 10_000 })
      .toBe(nodeTargetBindingName('worker'));

    // worker now selects by another label; a machine with only that label is worker's.
    await admin.ok('POST', NODES, {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: 'worker-9', labels: { 'example.com/pool': 'worker' } },
    });
    await admin.raw(
      'PATCH',
      `${POOLS}/worker`,
      {
        spec: {
          nodeSelector: { matchLabels: { 'node-role.kubernetes.io/worker': null, 'example.com/pool': 'worker' } },
        },
      },
      'application/merge-patch+json',
    );
    // worker-9 matches neither worker's binding (the old selector) nor the catch-all (worker is
    // labelled): the window a node selector change opens, until the keeper's next round takes
    // the label off, as its first step.
    await keeper.reconcile(await pools());
    expect(
      (await pools()).find((p) => p.metadata.name === 'worker')?.metadata.labels?.[OWN_BINDING_LABEL],
    ).toBeUndefined();
    await expect
      .poll(() => refusedBy('worker-9', 'rendered-worker-2b'), { timeout: 10_000 })
      .toBe('os-updates-gated-node-target');
    const passed: string[] = [];
    await roundsUntilSettled(async () => {
      if ((await refusedBy('worker-9', 'rendered-worker-2b')) === '') passed.push('worker-9');
    });
    expect(passed).toEqual([]);
    await expect
      .poll(() => refusedBy('worker-9', 'rendered-worker-2b'), { timeout: 10_000 })
      .toBe(nodeTargetBindingName('worker'));
  }, 90_000);

  it('deletes a pool’s binding with the pool (the garbage collector, by its owner reference)', async () => {
    await admin.ok('DELETE', `${POOLS}/infra`);
    await expect
      .poll(async () => (await admin.raw('GET', `${BINDINGS}/${nodeTargetBindingName('infra')}`)).status, {
        timeout: 30_000,
      })
      .toBe(404);
  });
});

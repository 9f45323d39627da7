import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVED,
  APPROVED_IMAGE,
  CURRENT,
  CURRENT_IMAGE,
  DESIRED,
  DESIRED_IMAGE,
  STATE,
  gated,
  held,
  open,
  pool,
} from '../../../test-support/gate/gate-policy-cases';
import { untilPoolsSeen } from '../../../test-support/gate/pool-barrier';
import { installDocuments, strictTwin } from '../../../test-support/gate/strict-twin';
import { statusOf, type KubeClient } from '../../../test-support/kube/kube-client';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../../test-support/kube/openshift-cluster';
import type { TestUser } from '../../../test-support/kube/test-users';

/**
 * The machine-config operator's own writes, as release-4.22 sends them, on the real
 * kube-apiserver with the gate installed: none is one the gate is for, so none is refused.
 * Strategic merge patches for Nodes (node_controller.go setDesiredMachineConfigAnnotation,
 * daemon/writer.go SetDone/SetWorking, kubelet's status), PUT for pools (render_controller.go
 * syncGeneratedMachineConfig, UpdateStatus), each as the MCO's own service account. The node
 * policy's strict twin (failurePolicy Fail) judges Nodes in its place: an expression that failed
 * would refuse rather than pass unseen.
 */
let cluster: OpenShiftCluster;
const NODES = '/api/v1/nodes';
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const MCNS = '/apis/machineconfiguration.openshift.io/v1/machineconfignodes';
const [OLD, NEW] = ['rendered-worker-0a', 'rendered-worker-1b'];
const [IMG_0, IMG_A] = ['registry/os@sha256:00', 'registry/os@sha256:aa'];

beforeAll(async () => {
  cluster = await startOpenShiftCluster();
  const admin = cluster.as('admin');
  // The twin in place of the shipped binding: it alone judges Node writes here, failing closed.
  await admin.ok(
    'DELETE',
    '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicybindings/os-updates-gated-node-target',
  );
  await installDocuments(admin, strictTwin());
  for (const p of [
    pool('worker', gated({ [APPROVED]: NEW }), open(NEW)), // rolling out its approved target
    pool('master', undefined, open('rendered-master-2b')),
    pool('infra', gated({ [APPROVED]: 'rendered-infra-2b', [APPROVED_IMAGE]: IMG_A }), open('rendered-infra-2b')),
    pool('edge', gated({ [APPROVED]: 'rendered-edge-2b' }), open('rendered-edge-2b')),
    pool('held', gated(), held('rendered-held-1a')),
  ])
    await admin.ok('POST', POOLS, p);
  const node = (name: string, annotations: Record<string, string>) => ({
    apiVersion: 'v1',
    kind: 'Node',
    metadata: { name, annotations, labels: { [`node-role.kubernetes.io/${name.replace(/-\d+$/, '')}`]: '' } },
  });
  const on = (config: string, extra: Record<string, string> = {}) => ({
    [CURRENT]: config,
    [DESIRED]: config,
    [STATE]: 'Done',
    ...extra,
  });
  for (const n of [
    node('worker-0', on(OLD)),
    node('worker-1', {}),
    node('master-0', on('rendered-master-1a')),
    node('infra-0', on('rendered-infra-1a', { [CURRENT_IMAGE]: IMG_0, [DESIRED_IMAGE]: IMG_0 })),
    node('edge-0', on('rendered-edge-1a', { [CURRENT_IMAGE]: IMG_0, [DESIRED_IMAGE]: IMG_0 })),
  ])
    await admin.ok('POST', NODES, n);
  await untilPoolsSeen(admin, 'mco', { apiVersion: 'v1', kind: 'Node', metadata: { name: 'worker-0' } }, 'strict-twin');
}, 180_000);
afterAll(() => cluster?.stop());

const smp = (client: KubeClient, path: string, body: unknown) =>
  client.raw('PATCH', path, body, 'application/strategic-merge-patch+json');
const annotate = (annotations: Record<string, string | null>) => ({ metadata: { annotations } });

/** PUT as the render controller and the pool status writers do: read, change, write back. */
interface StoredPool {
  spec: { configuration: { name?: string; source?: unknown[] } };
  status?: Record<string, unknown>;
}
async function put(client: KubeClient, path: string, change: (o: StoredPool) => void) {
  const current = await client.ok<StoredPool>('GET', path.replace(/\/status$/, ''));
  change(current);
  return client.raw('PUT', path, current);
}

const writes: { who: TestUser; what: string; send: (c: KubeClient) => ReturnType<KubeClient['raw']> }[] = [
  {
    who: 'nodeController',
    what: "hands worker-0 its pool's approved target",
    send: (c) => smp(c, `${NODES}/worker-0`, annotate({ [DESIRED]: NEW })),
  },
  {
    who: 'nodeController',
    what: 'taints worker-0 UpdateInProgress:PreferNoSchedule',
    send: (c) =>
      smp(c, `${NODES}/worker-0`, { spec: { taints: [{ key: 'UpdateInProgress', effect: 'PreferNoSchedule' }] } }),
  },
  {
    who: 'nodeController',
    what: 'hands master-0 a target (no gate)',
    send: (c) => smp(c, `${NODES}/master-0`, annotate({ [DESIRED]: 'rendered-master-2b' })),
  },
  {
    who: 'daemon',
    what: 'SetWorking on worker-0',
    send: (c) => smp(c, `${NODES}/worker-0`, annotate({ [STATE]: 'Working' })),
  },
  {
    who: 'daemon',
    what: 'asks for a drain and cordons worker-0',
    send: (c) =>
      smp(c, `${NODES}/worker-0`, {
        ...annotate({ 'machineconfiguration.openshift.io/desiredDrain': `drain-${NEW}` }),
        spec: { unschedulable: true },
      }),
  },
  {
    who: 'nodeController',
    what: 'records the drain done (lastAppliedDrain)',
    send: (c) =>
      smp(c, `${NODES}/worker-0`, annotate({ 'machineconfiguration.openshift.io/lastAppliedDrain': `drain-${NEW}` })),
  },
  {
    who: 'daemon',
    what: 'SetDone on worker-0 (no image: currentImage and desiredImage deleted)',
    send: (c) =>
      smp(
        c,
        `${NODES}/worker-0`,
        annotate({
          [STATE]: 'Done',
          [CURRENT]: NEW,
          'machineconfiguration.openshift.io/reason': '',
          [CURRENT_IMAGE]: null,
          [DESIRED_IMAGE]: null,
        }),
      ),
  },
  {
    who: 'daemon',
    what: 'uncordons worker-0',
    send: (c) => smp(c, `${NODES}/worker-0`, { spec: { unschedulable: null, taints: null } }),
  },
  {
    who: 'daemon',
    what: 'first boot of worker-1 into the approved config (loadNodeAnnotations)',
    send: (c) => smp(c, `${NODES}/worker-1`, annotate({ [CURRENT]: NEW, [DESIRED]: NEW, [STATE]: 'Done' })),
  },
  {
    who: 'nodeController',
    what: 'image mode: hands infra-0 the approved built image',
    send: (c) => smp(c, `${NODES}/infra-0`, annotate({ [DESIRED]: 'rendered-infra-2b', [DESIRED_IMAGE]: IMG_A })),
  },
  {
    who: 'daemon',
    what: 'image mode: SetDone on infra-0 with its image',
    send: (c) =>
      smp(c, `${NODES}/infra-0`, annotate({ [STATE]: 'Done', [CURRENT]: 'rendered-infra-2b', [CURRENT_IMAGE]: IMG_A })),
  },
  {
    who: 'nodeController',
    what: 'image-mode opt-out on edge-0 to its approved config',
    send: (c) => smp(c, `${NODES}/edge-0`, annotate({ [DESIRED]: 'rendered-edge-2b', [DESIRED_IMAGE]: null })),
  },
  {
    who: 'kubelet',
    what: "kubelet's heartbeat through nodes/status",
    send: (c) =>
      smp(c, `${NODES}/worker-0/status`, {
        status: {
          conditions: [
            {
              type: 'Ready',
              status: 'True',
              reason: 'KubeletReady',
              lastHeartbeatTime: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
            },
          ],
        },
      }),
  },
  {
    who: 'admin',
    what: "labels and annotates worker-0 (not the MCO's keys)",
    send: (c) =>
      smp(c, `${NODES}/worker-0`, {
        metadata: {
          labels: { 'topology.kubernetes.io/zone': 'a' },
          annotations: { 'k8s.ovn.org/host-cidrs': '["10.0.0.5/24"]' },
        },
      }),
  },
  {
    who: 'nodeController',
    what: "render controller: a held gated pool's new target (PUT)",
    send: (c) =>
      put(c, `${POOLS}/held`, (p) => {
        p.spec.configuration = { name: 'rendered-held-2b' };
      }),
  },
  {
    who: 'nodeController',
    what: "render controller: an open ungated pool's new target (PUT)",
    send: (c) =>
      put(c, `${POOLS}/master`, (p) => {
        p.spec.configuration = { name: 'rendered-master-3c' };
      }),
  },
  {
    who: 'nodeController',
    what: "render controller: an open gated pool's sources, same approved target (PUT)",
    send: (c) =>
      put(c, `${POOLS}/worker`, (p) => {
        p.spec.configuration.source = [
          { apiVersion: 'machineconfiguration.openshift.io/v1', kind: 'MachineConfig', name: '00-worker' },
        ];
      }),
  },
  {
    who: 'nodeController',
    what: 'node controller: pool status (UpdateStatus)',
    send: (c) =>
      put(c, `${POOLS}/worker/status`, (p) => {
        p.status = {
          machineCount: 2,
          updatedMachineCount: 1,
          readyMachineCount: 1,
          unavailableMachineCount: 1,
          degradedMachineCount: 0,
          configuration: { name: OLD },
        };
      }),
  },
  {
    who: 'nodeController',
    what: "MachineConfigNode worker-0's desired config",
    send: (c) =>
      c.raw('POST', MCNS, {
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineConfigNode',
        metadata: { name: 'worker-0' },
        spec: { node: { name: 'worker-0' }, pool: { name: 'worker' }, configVersion: { desired: NEW } },
      }),
  },
];

describe("the MCO's own writes pass the gate on kube-apiserver", () => {
  for (const w of writes)
    it(`${w.who} ${w.what}`, async () => {
      const answer = await w.send(cluster.as(w.who));
      expect(answer.status, statusOf(answer).message).toBeLessThan(300);
    });

  it('and the gate still holds after them: an unapproved target for worker-0 is refused', async () => {
    const answer = await smp(
      cluster.as('nodeController'),
      `${NODES}/worker-0`,
      annotate({ [DESIRED]: 'rendered-worker-9z' }),
    );
    expect([answer.status, statusOf(answer).reason]).toEqual([403, 'Forbidden']);
    expect(statusOf(answer).message).toMatch(/ValidatingAdmissionPolicy 'strict-twin'/);
  });
});

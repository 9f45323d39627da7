import type { KubeObject } from './store';

/**
 * The demo's workloads: what a drain of the machines meets. On worker, `payments/db` (a
 * StatefulSet of 3 behind a budget of `minAvailable: 3`: it allows no disruption, so worker's
 * drain will wait for it) and `shop/web` (4 replicas, `maxUnavailable: 1`: one at a time);
 * on infra the router, as OpenShift deploys it (budget `maxUnavailable: 50%`); a node exporter
 * on every machine (a DaemonSet: the drain leaves it). None blocks master or infra.
 */
export interface Workload {
  readonly namespace: string;
  readonly owner: { readonly kind: string; readonly name: string };
  readonly labels: Readonly<Record<string, string>>;
  /** Pod names and the machines they run on. */
  readonly pods: readonly (readonly [name: string, node: string])[];
}

const pod = (workload: Workload, name: string, node: string): KubeObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: {
    name,
    namespace: workload.namespace,
    labels: { ...workload.labels },
    ownerReferences: [
      {
        apiVersion: 'apps/v1',
        kind: workload.owner.kind,
        name: workload.owner.name,
        uid: `owner-${workload.namespace}-${workload.owner.name}`,
        controller: true,
        blockOwnerDeletion: true,
      },
    ],
  },
  spec: { nodeName: node, containers: [{ name: 'main', image: `registry.example.com/${workload.owner.name}:1` }] },
  status: {
    phase: 'Running',
    conditions: [
      { type: 'Ready', status: 'True' },
      { type: 'ContainersReady', status: 'True' },
    ],
  },
});

const budget = (namespace: string, name: string, selector: Record<string, string>, spec: object): KubeObject => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name, namespace },
  spec: { selector: { matchLabels: selector }, ...spec },
});

const namespace = (name: string): KubeObject => ({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } });

export function demoWorkloads(machines: { readonly workers: readonly string[]; readonly others: readonly string[] }) {
  const [w0 = '', w1 = '', w2 = '', w3 = '', w4 = ''] = machines.workers;
  const infra = machines.others.filter((m) => m.startsWith('infra-'));
  const workloads: Workload[] = [
    {
      namespace: 'payments',
      owner: { kind: 'StatefulSet', name: 'db' },
      labels: { app: 'db' },
      pods: [
        ['db-0', w0],
        ['db-1', w1],
        ['db-2', w2],
      ],
    },
    {
      namespace: 'shop',
      owner: { kind: 'ReplicaSet', name: 'web-6d8f9c7b5' },
      labels: { app: 'web' },
      pods: [
        ['web-6d8f9c7b5-4xk2p', w1],
        ['web-6d8f9c7b5-9lq7m', w2],
        ['web-6d8f9c7b5-cz8rt', w3],
        ['web-6d8f9c7b5-t5vwn', w4],
      ],
    },
    {
      namespace: 'openshift-ingress',
      owner: { kind: 'ReplicaSet', name: 'router-default-7b9d5f6c4' },
      labels: { 'ingresscontroller.operator.openshift.io/deployment-ingresscontroller': 'default' },
      pods: infra.map((node, i) => [`router-default-7b9d5f6c4-${['h2x9k', 'p7m4s'][i] ?? i}`, node] as const),
    },
    {
      namespace: 'openshift-monitoring',
      owner: { kind: 'DaemonSet', name: 'node-exporter' },
      labels: { 'app.kubernetes.io/name': 'node-exporter' },
      pods: [...machines.workers, ...machines.others].map((node) => [`node-exporter-${node}`, node] as const),
    },
  ];
  return [
    ...[...new Set(workloads.map((w) => w.namespace))].map(namespace),
    ...workloads.flatMap((w) => w.pods.map(([name, node]) => pod(w, name, node))),
    budget('payments', 'db', { app: 'db' }, { minAvailable: 3 }),
    budget('shop', 'web', { app: 'web' }, { maxUnavailable: 1 }),
    budget(
      'openshift-ingress',
      'router-default',
      { 'ingresscontroller.operator.openshift.io/deployment-ingresscontroller': 'default' },
      { maxUnavailable: '50%' },
    ),
  ];
}

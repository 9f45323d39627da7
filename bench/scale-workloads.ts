/**
 * The scale cluster's workloads: 10 pods a machine (50,000 at 5,000 nodes), in 200 namespaces,
 * each app of 25 pods spread over the machines behind its own budget (2,000 budgets); one budget
 * in 50 allows no disruption (`minAvailable` = all its pods), the others one at a time.
 */
export const PODS_PER_NODE = 10;
const PODS_PER_APP = 25;
const NAMESPACES = 200;

export function scaleWorkloads(nodes: readonly string[]): unknown[] {
  const pods = nodes.length * PODS_PER_NODE;
  const apps = Math.floor(pods / PODS_PER_APP);
  const objects: unknown[] = [];
  for (let n = 0; n < Math.min(NAMESPACES, apps); n++)
    objects.push({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: `team-${n}` } });
  for (let app = 0; app < apps; app++) {
    const namespace = `team-${app % NAMESPACES}`;
    const name = `app-${app}`;
    const replicaSet = `${name}-5d9c8b7f6`;
    for (let k = 0; k < PODS_PER_APP; k++) {
      // Spread: an app's pods land on machines far apart (as a scheduler's spreading would).
      const node = nodes[(app + k * Math.floor(nodes.length / PODS_PER_APP)) % nodes.length] as string;
      objects.push({
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
          name: `${replicaSet}-${k}`,
          namespace,
          labels: { app: name, 'pod-template-hash': '5d9c8b7f6' },
          ownerReferences: [
            { apiVersion: 'apps/v1', kind: 'ReplicaSet', name: replicaSet, uid: `rs-${app}`, controller: true },
          ],
        },
        spec: { nodeName: node, containers: [{ name: 'main', image: `registry.example.com/${name}:1` }] },
        status: { phase: 'Running', conditions: [{ type: 'Ready', status: 'True' }] },
      });
    }
    objects.push({
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: { name, namespace },
      spec: {
        selector: { matchLabels: { app: name } },
        ...(app % 50 === 0 ? { minAvailable: PODS_PER_APP } : { maxUnavailable: 1 }),
      },
    });
  }
  return objects;
}

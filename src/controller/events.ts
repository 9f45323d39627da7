import type { ClusterClient } from './cluster-client';

/** Events about cluster-scoped objects live in `default`, as the API server's own do. */
const EVENT_NAMESPACE = 'default';

export interface PoolEvent {
  readonly pool: { readonly name: string; readonly uid?: string };
  readonly type: 'Normal' | 'Warning';
  readonly reason: string;
  /** Never a credential: messages come from the registry reader's one-line errors. */
  readonly message: string;
}

/** Records a Kubernetes Event on a MachineConfigPool, where `oc describe mcp` and the page show it. */
export async function recordPoolEvent(client: ClusterClient, identity: string, event: PoolEvent): Promise<void> {
  const now = new Date();
  await client.core.createNamespacedEvent({
    namespace: EVENT_NAMESPACE,
    body: {
      metadata: {
        name: `${event.pool.name}.${now.getTime().toString(16)}${Math.random().toString(16).slice(2, 6)}`,
        namespace: EVENT_NAMESPACE,
      },
      involvedObject: {
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineConfigPool',
        name: event.pool.name,
        uid: event.pool.uid,
      },
      type: event.type,
      reason: event.reason,
      message: event.message,
      source: { component: 'os-update-controller' },
      reportingComponent: 'os-update-controller',
      reportingInstance: identity,
      firstTimestamp: now,
      lastTimestamp: now,
      count: 1,
    },
  });
}

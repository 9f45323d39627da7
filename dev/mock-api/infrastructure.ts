import type { KubeObject } from './store';

/** How the cluster's control plane is laid out, as `config.openshift.io/v1` names it. */
export type ControlPlaneTopology =
  'HighlyAvailable' | 'SingleReplica' | 'External' | 'HighlyAvailableArbiter' | 'DualReplica';

/**
 * `Infrastructure` `cluster` as the installer leaves it. The machine-config daemon reads its
 * control plane topology (through the ControllerConfig) and never drains a single-node
 * cluster (`pkg/daemon/drain.go`, `isDrainRequired` → `isSingleNodeTopology`, release-4.22).
 */
export function infrastructure(topology: ControlPlaneTopology = 'HighlyAvailable'): KubeObject {
  return {
    apiVersion: 'config.openshift.io/v1',
    kind: 'Infrastructure',
    metadata: { name: 'cluster' },
    spec: { platformSpec: { type: 'None' } },
    status: {
      infrastructureName: 'os-update-demo',
      platform: 'None',
      platformStatus: { type: 'None' },
      controlPlaneTopology: topology,
      infrastructureTopology: topology,
      cpuPartitioning: 'None',
    },
  };
}

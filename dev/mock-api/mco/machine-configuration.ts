import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import type { KubeObject } from '../store';
import type { ClusterApi } from '../../operators/cluster-api';

const MACHINE_CONFIGURATIONS = RESOURCE_TYPES.find((t) => t.kind === 'MachineConfiguration') as ResourceType;

type Action = { type: string; reload?: { serviceName: string }; restart?: { serviceName: string } };
const none: Action[] = [{ type: 'None' }];
const reloadCrio: Action[] = [{ type: 'Reload', reload: { serviceName: 'crio.service' } }];
const restart = (serviceName: string): Action => ({ type: 'Restart', restart: { serviceName } });

/**
 * The operator's default node disruption policy, in the shape it writes to
 * `status.nodeDisruptionPolicyStatus.clusterPolicies` (MCO `defaultClusterPolicies`).
 */
const DEFAULT_CLUSTER_POLICIES = {
  files: [
    ['/var/lib/kubelet/config.json', none],
    ['/etc/machine-config-daemon/no-reboot/containers-gpg.pub', reloadCrio],
    ['/etc/containers/policy.json', reloadCrio],
    ['/etc/containers/registries.conf', [{ type: 'Special' }]],
    ['/etc/containers/registries.d', reloadCrio],
    ['/etc/crio/policies', reloadCrio],
    ['/etc/nmstate/openshift', none],
    [
      '/etc/pki/ca-trust/source/anchors/openshift-config-user-ca-bundle.crt',
      [restart('coreos-update-ca-trust.service'), restart('crio.service')],
    ],
    ['/etc/kubernetes/credential-providers', [restart('kubelet.service')]],
    [
      '/etc/systemd/system/kubelet.service.d/40-kubelet-crio-image-credential-provider.conf',
      [{ type: 'DaemonReload' }, restart('kubelet.service')],
    ],
    ['/etc/iri-registry', [restart('iri-registry.service')]],
    ['/usr/local/bin/load-registry-image.sh', [restart('iri-registry.service')]],
    ['/etc/pki/ca-trust/source/anchors/iri-root-ca.crt', [restart('coreos-update-ca-trust.service')]],
  ].map(([path, actions]) => ({ path: path as string, actions: actions as Action[] })),
  units: [
    { name: 'iri-registry.service', actions: [{ type: 'DaemonReload' }, restart('iri-registry.service')] as Action[] },
  ],
  sshkey: { actions: none },
};

type Policy = {
  files?: { path: string; actions: Action[] }[];
  units?: { name: string; actions: Action[] }[];
  sshkey?: { actions?: Action[] };
};

/**
 * The operator's merge of a user policy over the defaults (`MergeClusterPolicies`,
 * pkg/apihelpers/apihelpers.go, release-4.22): the defaults in their order, a user entry for a
 * default's path or name in that place (the last such entry wins), the others appended.
 */
function mergeOver<T>(defaults: readonly T[], user: readonly T[] = [], same: (a: T, b: T) => boolean): T[] {
  const merged = [...defaults];
  for (const entry of user) {
    const i = defaults.findIndex((d) => same(d, entry));
    if (i >= 0) merged[i] = entry;
    else merged.push(entry);
  }
  return merged;
}

export function mergedClusterPolicies(user: Policy = {}) {
  return {
    files: mergeOver(DEFAULT_CLUSTER_POLICIES.files, user.files, (a, b) => a.path === b.path),
    units: mergeOver(DEFAULT_CLUSTER_POLICIES.units, user.units, (a, b) => a.name === b.name),
    sshkey: user.sshkey?.actions?.length ? user.sshkey : DEFAULT_CLUSTER_POLICIES.sshkey,
  };
}

/** `MachineConfiguration` `cluster` as the operator keeps it: its status holds the merged policy. */
export function machineConfiguration(spec: { nodeDisruptionPolicy?: Policy } = {}, generation = 1): KubeObject {
  return {
    apiVersion: 'operator.openshift.io/v1',
    kind: 'MachineConfiguration',
    metadata: { name: 'cluster', generation },
    spec: { managementState: 'Managed', logLevel: 'Normal', operatorLogLevel: 'Normal', ...spec },
    status: {
      observedGeneration: generation,
      nodeDisruptionPolicyStatus: { clusterPolicies: mergedClusterPolicies(spec.nodeDisruptionPolicy) },
    },
  };
}

/**
 * The operator's sync of MachineConfiguration `cluster` (`syncMachineConfiguration`, release-4.22):
 * once a step after its spec changed, its status gets the merged policy and observes the
 * generation. Until then the daemon would wait, and the page's forecast says so.
 */
export async function syncMachineConfiguration(api: ClusterApi): Promise<void> {
  const current = api.find(MACHINE_CONFIGURATIONS, undefined, 'cluster');
  if (!current) return;
  const generation = current.metadata.generation ?? 1;
  const status = (current.status ?? {}) as { observedGeneration?: number };
  if (status.observedGeneration === generation) return;
  const spec = (current.spec ?? {}) as { nodeDisruptionPolicy?: Policy };
  await api.update(
    MACHINE_CONFIGURATIONS,
    undefined,
    'cluster',
    {
      ...current,
      status: {
        ...status,
        observedGeneration: generation,
        nodeDisruptionPolicyStatus: { clusterPolicies: mergedClusterPolicies(spec.nodeDisruptionPolicy) },
      },
    },
    'status',
  );
}

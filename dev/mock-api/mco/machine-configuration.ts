import type { KubeObject } from '../store';

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
    ['/etc/pki/ca-trust/source/anchors/iri-root-ca.crt', [restart('iri-registry.service')]],
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

/** The operator's merge of a user policy over the defaults: same path or name replaces, others append. */
export function mergedClusterPolicies(user: Policy = {}) {
  const files = DEFAULT_CLUSTER_POLICIES.files.map((d) => user.files?.find((u) => u.path === d.path) ?? d);
  const units = DEFAULT_CLUSTER_POLICIES.units.map((d) => user.units?.find((u) => u.name === d.name) ?? d);
  return {
    files: [...files, ...(user.files ?? []).filter((u) => !files.includes(u))],
    units: [...units, ...(user.units ?? []).filter((u) => !units.includes(u))],
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

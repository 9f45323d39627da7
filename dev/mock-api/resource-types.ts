/** The API resources the demo cluster serves, as discovery describes them. */
export interface ResourceType {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly plural: string;
  readonly singular: string;
  readonly namespaced: boolean;
  readonly shortNames?: readonly string[];
  readonly verbs: readonly string[];
  /**
   * Status is written through `/status` only: a write of the object itself keeps the stored
   * status, as kube-apiserver's strategies do (the kinds its discovery lists `<plural>/status` for).
   */
  readonly statusSubresource?: boolean;
}

/** OpenShift's own APIs are CustomResourceDefinitions: no strategic merge patch, status as a subresource. */
export const servedByCrd = (type: ResourceType): boolean => type.group.endsWith('.openshift.io');

const RW = ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'];

export const RESOURCE_TYPES: readonly ResourceType[] = [
  {
    group: '',
    version: 'v1',
    kind: 'Namespace',
    statusSubresource: true,
    plural: 'namespaces',
    singular: 'namespace',
    namespaced: false,
    shortNames: ['ns'],
    verbs: RW,
  },
  {
    group: '',
    version: 'v1',
    kind: 'ConfigMap',
    plural: 'configmaps',
    singular: 'configmap',
    namespaced: true,
    shortNames: ['cm'],
    verbs: RW,
  },
  {
    group: '',
    version: 'v1',
    kind: 'Node',
    statusSubresource: true,
    plural: 'nodes',
    singular: 'node',
    namespaced: false,
    shortNames: ['no'],
    verbs: RW,
  },
  {
    group: 'operator.openshift.io',
    version: 'v1',
    kind: 'MachineConfiguration',
    statusSubresource: true,
    plural: 'machineconfigurations',
    singular: 'machineconfiguration',
    namespaced: false,
    verbs: RW,
  },
  {
    group: 'machineconfiguration.openshift.io',
    version: 'v1',
    kind: 'MachineConfigPool',
    statusSubresource: true,
    plural: 'machineconfigpools',
    singular: 'machineconfigpool',
    namespaced: false,
    shortNames: ['mcp'],
    verbs: RW,
  },
  {
    group: 'machineconfiguration.openshift.io',
    version: 'v1',
    kind: 'MachineConfig',
    plural: 'machineconfigs',
    singular: 'machineconfig',
    namespaced: false,
    shortNames: ['mc'],
    verbs: RW,
  },
  {
    group: 'machineconfiguration.openshift.io',
    version: 'v1',
    kind: 'MachineConfigNode',
    statusSubresource: true,
    plural: 'machineconfignodes',
    singular: 'machineconfignode',
    namespaced: false,
    shortNames: [],
    verbs: RW,
  },
  {
    // Images the daemon pulls and pins ahead of an update (GA): the controller pre-stages the approved one.
    group: 'machineconfiguration.openshift.io',
    version: 'v1',
    kind: 'PinnedImageSet',
    plural: 'pinnedimagesets',
    singular: 'pinnedimageset',
    namespaced: false,
    shortNames: [],
    verbs: RW,
  },
  {
    group: 'machineconfiguration.openshift.io',
    version: 'v1',
    kind: 'MachineOSConfig',
    statusSubresource: true,
    plural: 'machineosconfigs',
    singular: 'machineosconfig',
    namespaced: false,
    shortNames: [],
    verbs: RW,
  },
  {
    group: 'machineconfiguration.openshift.io',
    version: 'v1',
    kind: 'MachineOSBuild',
    statusSubresource: true,
    plural: 'machineosbuilds',
    singular: 'machineosbuild',
    namespaced: false,
    shortNames: [],
    verbs: RW,
  },
  {
    // 5.0's (v1alpha1 and TechPreview in 4.22): the demo's 5.0-style cluster has one, `cluster`.
    group: 'machineconfiguration.openshift.io',
    version: 'v1',
    kind: 'OSImageStream',
    statusSubresource: true,
    plural: 'osimagestreams',
    singular: 'osimagestream',
    namespaced: false,
    shortNames: [],
    verbs: RW,
  },
  {
    // Workloads on the machines, and the budgets that guard them in a drain (issue 44).
    group: '',
    version: 'v1',
    kind: 'Pod',
    statusSubresource: true,
    plural: 'pods',
    singular: 'pod',
    namespaced: true,
    shortNames: ['po'],
    verbs: RW,
  },
  {
    group: 'policy',
    version: 'v1',
    kind: 'PodDisruptionBudget',
    statusSubresource: true,
    plural: 'poddisruptionbudgets',
    singular: 'poddisruptionbudget',
    namespaced: true,
    shortNames: ['pdb'],
    verbs: RW,
  },
  {
    group: '',
    version: 'v1',
    kind: 'Secret',
    plural: 'secrets',
    singular: 'secret',
    namespaced: true,
    verbs: RW,
  },
  {
    group: '',
    version: 'v1',
    kind: 'Event',
    plural: 'events',
    singular: 'event',
    namespaced: true,
    shortNames: ['ev'],
    verbs: RW,
  },
  {
    group: 'coordination.k8s.io',
    version: 'v1',
    kind: 'Lease',
    plural: 'leases',
    singular: 'lease',
    namespaced: true,
    verbs: RW,
  },
  {
    group: 'config.openshift.io',
    version: 'v1',
    kind: 'ImageDigestMirrorSet',
    statusSubresource: true,
    plural: 'imagedigestmirrorsets',
    singular: 'imagedigestmirrorset',
    namespaced: false,
    shortNames: ['idms'],
    verbs: RW,
  },
  {
    group: 'config.openshift.io',
    version: 'v1',
    kind: 'ClusterVersion',
    statusSubresource: true,
    plural: 'clusterversions',
    singular: 'clusterversion',
    namespaced: false,
    shortNames: [],
    verbs: RW,
  },
  {
    group: 'config.openshift.io',
    version: 'v1',
    kind: 'Infrastructure',
    statusSubresource: true,
    plural: 'infrastructures',
    singular: 'infrastructure',
    namespaced: false,
    shortNames: [],
    verbs: RW,
  },
  {
    group: 'operator.openshift.io',
    version: 'v1alpha1',
    kind: 'ImageContentSourcePolicy',
    plural: 'imagecontentsourcepolicies',
    singular: 'imagecontentsourcepolicy',
    namespaced: false,
    shortNames: [],
    verbs: RW,
  },
  {
    group: 'admissionregistration.k8s.io',
    version: 'v1',
    kind: 'ValidatingAdmissionPolicy',
    statusSubresource: true,
    plural: 'validatingadmissionpolicies',
    singular: 'validatingadmissionpolicy',
    namespaced: false,
    verbs: RW,
  },
  {
    group: 'admissionregistration.k8s.io',
    version: 'v1',
    kind: 'ValidatingAdmissionPolicyBinding',
    plural: 'validatingadmissionpolicybindings',
    singular: 'validatingadmissionpolicybinding',
    namespaced: false,
    verbs: RW,
  },
  {
    group: 'authorization.k8s.io',
    version: 'v1',
    kind: 'SelfSubjectAccessReview',
    plural: 'selfsubjectaccessreviews',
    singular: 'selfsubjectaccessreview',
    namespaced: false,
    verbs: ['create'],
  },
];

export const apiVersionOf = (t: ResourceType): string => (t.group === '' ? t.version : `${t.group}/${t.version}`);

export function findType(group: string, version: string, plural: string): ResourceType | undefined {
  return RESOURCE_TYPES.find((t) => t.group === group && t.version === version && t.plural === plural);
}

export function typeForObject(apiVersion: string, kind: string): ResourceType | undefined {
  return RESOURCE_TYPES.find((t) => apiVersionOf(t) === apiVersion && t.kind === kind);
}

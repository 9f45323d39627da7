import type { K8sModel } from '@openshift-console/dynamic-plugin-sdk';

/** The API resources the plugin reads and patches, as the console SDK describes them. */
export const MachineConfigPoolModel: K8sModel = {
  apiGroup: 'machineconfiguration.openshift.io',
  apiVersion: 'v1',
  kind: 'MachineConfigPool',
  plural: 'machineconfigpools',
  abbr: 'MCP',
  label: 'MachineConfigPool',
  labelPlural: 'MachineConfigPools',
  namespaced: false,
  crd: true,
};

export const MachineConfigModel: K8sModel = {
  apiGroup: 'machineconfiguration.openshift.io',
  apiVersion: 'v1',
  kind: 'MachineConfig',
  plural: 'machineconfigs',
  abbr: 'MC',
  label: 'MachineConfig',
  labelPlural: 'MachineConfigs',
  namespaced: false,
  crd: true,
};

export const MachineConfigNodeModel: K8sModel = {
  apiGroup: 'machineconfiguration.openshift.io',
  apiVersion: 'v1',
  kind: 'MachineConfigNode',
  plural: 'machineconfignodes',
  abbr: 'MCN',
  label: 'MachineConfigNode',
  labelPlural: 'MachineConfigNodes',
  namespaced: false,
  crd: true,
};

/** Image mode (on-cluster layering): a pool's build configuration, and its builds. */
export const MachineOSConfigModel: K8sModel = {
  apiGroup: 'machineconfiguration.openshift.io',
  apiVersion: 'v1',
  kind: 'MachineOSConfig',
  plural: 'machineosconfigs',
  abbr: 'MOSC',
  label: 'MachineOSConfig',
  labelPlural: 'MachineOSConfigs',
  namespaced: false,
  crd: true,
};

export const MachineOSBuildModel: K8sModel = {
  apiGroup: 'machineconfiguration.openshift.io',
  apiVersion: 'v1',
  kind: 'MachineOSBuild',
  plural: 'machineosbuilds',
  abbr: 'MOSB',
  label: 'MachineOSBuild',
  labelPlural: 'MachineOSBuilds',
  namespaced: false,
  crd: true,
};

/** 5.0's OSImageStream (one, `cluster`): the OS streams the release ships. */
export const OSImageStreamModel: K8sModel = {
  apiGroup: 'machineconfiguration.openshift.io',
  apiVersion: 'v1',
  kind: 'OSImageStream',
  plural: 'osimagestreams',
  abbr: 'OSIS',
  label: 'OSImageStream',
  labelPlural: 'OSImageStreams',
  namespaced: false,
  crd: true,
};

/** The same in 4.22, TechPreview. */
export const OSImageStreamAlphaModel: K8sModel = { ...OSImageStreamModel, apiVersion: 'v1alpha1' };

export const ConfigMapModel: K8sModel = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  plural: 'configmaps',
  abbr: 'CM',
  label: 'ConfigMap',
  labelPlural: 'ConfigMaps',
  namespaced: true,
};

export const NodeModel: K8sModel = {
  apiVersion: 'v1',
  kind: 'Node',
  plural: 'nodes',
  abbr: 'N',
  label: 'Node',
  labelPlural: 'Nodes',
  namespaced: false,
};

export const PodModel: K8sModel = {
  apiVersion: 'v1',
  kind: 'Pod',
  plural: 'pods',
  abbr: 'P',
  label: 'Pod',
  labelPlural: 'Pods',
  namespaced: true,
};

export const PodDisruptionBudgetModel: K8sModel = {
  apiGroup: 'policy',
  apiVersion: 'v1',
  kind: 'PodDisruptionBudget',
  plural: 'poddisruptionbudgets',
  abbr: 'PDB',
  label: 'PodDisruptionBudget',
  labelPlural: 'PodDisruptionBudgets',
  namespaced: true,
};

export const LeaseModel: K8sModel = {
  apiGroup: 'coordination.k8s.io',
  apiVersion: 'v1',
  kind: 'Lease',
  plural: 'leases',
  abbr: 'L',
  label: 'Lease',
  labelPlural: 'Leases',
  namespaced: true,
};

export const EventModel: K8sModel = {
  apiVersion: 'v1',
  kind: 'Event',
  plural: 'events',
  abbr: 'E',
  label: 'Event',
  labelPlural: 'Events',
  namespaced: true,
};

export const ClusterVersionModel: K8sModel = {
  apiGroup: 'config.openshift.io',
  apiVersion: 'v1',
  kind: 'ClusterVersion',
  plural: 'clusterversions',
  abbr: 'CV',
  label: 'ClusterVersion',
  labelPlural: 'ClusterVersions',
  namespaced: false,
  crd: true,
};

/** `operator.openshift.io/v1` MachineConfiguration `cluster`: the node disruption policy. */
export const MachineConfigurationModel: K8sModel = {
  apiGroup: 'operator.openshift.io',
  apiVersion: 'v1',
  kind: 'MachineConfiguration',
  plural: 'machineconfigurations',
  abbr: 'MC',
  label: 'MachineConfiguration',
  labelPlural: 'MachineConfigurations',
  namespaced: false,
  crd: true,
};

/** `config.openshift.io/v1` Infrastructure `cluster`: its control plane topology decides whether machines are drained. */
export const InfrastructureModel: K8sModel = {
  apiGroup: 'config.openshift.io',
  apiVersion: 'v1',
  kind: 'Infrastructure',
  plural: 'infrastructures',
  abbr: 'I',
  label: 'Infrastructure',
  labelPlural: 'Infrastructures',
  namespaced: false,
  crd: true,
};

/** Images the machine-config daemon pulls and pins ahead (GA): the controller's pre-staging. */
export const PinnedImageSetModel: K8sModel = {
  apiGroup: 'machineconfiguration.openshift.io',
  apiVersion: 'v1',
  kind: 'PinnedImageSet',
  plural: 'pinnedimagesets',
  abbr: 'PIS',
  label: 'PinnedImageSet',
  labelPlural: 'PinnedImageSets',
  namespaced: false,
  crd: true,
};

/** The gate's admission policies (deploy/base/admission): held by the API server when both are bound to deny. */
export const ValidatingAdmissionPolicyModel: K8sModel = {
  apiGroup: 'admissionregistration.k8s.io',
  apiVersion: 'v1',
  kind: 'ValidatingAdmissionPolicy',
  plural: 'validatingadmissionpolicies',
  abbr: 'VAP',
  label: 'ValidatingAdmissionPolicy',
  labelPlural: 'ValidatingAdmissionPolicies',
  namespaced: false,
};

export const ValidatingAdmissionPolicyBindingModel: K8sModel = {
  apiGroup: 'admissionregistration.k8s.io',
  apiVersion: 'v1',
  kind: 'ValidatingAdmissionPolicyBinding',
  plural: 'validatingadmissionpolicybindings',
  abbr: 'VAPB',
  label: 'ValidatingAdmissionPolicyBinding',
  labelPlural: 'ValidatingAdmissionPolicyBindings',
  namespaced: false,
};

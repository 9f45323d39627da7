import type { K8sModel } from '@openshift-console/dynamic-plugin-sdk';

const MCO = 'machineconfiguration.openshift.io';

/**
 * A model as the console SDK describes it, from what sets one apart: the plural and the
 * labels follow the kind (every kind here has a regular English plural), an OpenShift API's
 * kind is a CRD. Written out, the 19 models cost every first visit 0.1 KB more.
 */
function model(
  kind: string,
  abbr: string,
  apiGroup: string | undefined,
  apiVersion: string,
  namespaced: boolean,
): K8sModel {
  const labelPlural = kind.endsWith('y') ? `${kind.slice(0, -1)}ies` : `${kind}s`;
  const crd = apiGroup?.endsWith('.openshift.io') ?? false;
  return {
    ...(apiGroup ? { apiGroup } : {}),
    apiVersion,
    kind,
    plural: labelPlural.toLowerCase(),
    abbr,
    label: kind,
    labelPlural,
    namespaced,
    ...(crd ? { crd } : {}),
  };
}

/** The API resources the plugin reads and patches. */
export const MachineConfigPoolModel = model('MachineConfigPool', 'MCP', MCO, 'v1', false);
export const MachineConfigModel = model('MachineConfig', 'MC', MCO, 'v1', false);
export const MachineConfigNodeModel = model('MachineConfigNode', 'MCN', MCO, 'v1', false);

/** Image mode (on-cluster layering): a pool's build configuration, and its builds. */
export const MachineOSConfigModel = model('MachineOSConfig', 'MOSC', MCO, 'v1', false);
export const MachineOSBuildModel = model('MachineOSBuild', 'MOSB', MCO, 'v1', false);

/** 5.0's OSImageStream (one, `cluster`): the OS streams the release ships. */
export const OSImageStreamModel = model('OSImageStream', 'OSIS', MCO, 'v1', false);
/** The same in 4.22, TechPreview. */
export const OSImageStreamAlphaModel: K8sModel = { ...OSImageStreamModel, apiVersion: 'v1alpha1' };

export const ConfigMapModel = model('ConfigMap', 'CM', undefined, 'v1', true);
export const NodeModel = model('Node', 'N', undefined, 'v1', false);
export const PodModel = model('Pod', 'P', undefined, 'v1', true);
export const PodDisruptionBudgetModel = model('PodDisruptionBudget', 'PDB', 'policy', 'v1', true);
export const LeaseModel = model('Lease', 'L', 'coordination.k8s.io', 'v1', true);
export const EventModel = model('Event', 'E', undefined, 'v1', true);
export const ClusterVersionModel = model('ClusterVersion', 'CV', 'config.openshift.io', 'v1', false);

/** `operator.openshift.io/v1` MachineConfiguration `cluster`: the node disruption policy. */
export const MachineConfigurationModel = model('MachineConfiguration', 'MC', 'operator.openshift.io', 'v1', false);

/** `config.openshift.io/v1` Infrastructure `cluster`: its control plane topology decides whether machines are drained. */
export const InfrastructureModel = model('Infrastructure', 'I', 'config.openshift.io', 'v1', false);

/** Images the machine-config daemon pulls and pins ahead (GA): the controller's pre-staging. */
export const PinnedImageSetModel = model('PinnedImageSet', 'PIS', MCO, 'v1', false);

/** The gate's admission policies (deploy/base/admission): held by the API server when both are bound to deny. */
export const ValidatingAdmissionPolicyModel = model(
  'ValidatingAdmissionPolicy',
  'VAP',
  'admissionregistration.k8s.io',
  'v1',
  false,
);
export const ValidatingAdmissionPolicyBindingModel = model(
  'ValidatingAdmissionPolicyBinding',
  'VAPB',
  'admissionregistration.k8s.io',
  'v1',
  false,
);

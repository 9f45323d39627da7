/**
 * The demo controller's version (the MCO's `version.Hash`): what it writes in the
 * generated-by-controller-version annotation of the configs it makes, and what a config's
 * annotation must say for it to render (generateRenderedMachineConfig, OCPBUGS-3821).
 */
export const CONTROLLER_VERSION = 'os-update-demo';

export const GENERATED_BY_ANNOTATION = 'machineconfiguration.openshift.io/generated-by-controller-version';
export const RELEASE_VERSION_ANNOTATION = 'machineconfiguration.openshift.io/release-image-version';
export const OVERRIDDEN_ANNOTATION = 'machineconfiguration.openshift.io/os-image-url-overridden';

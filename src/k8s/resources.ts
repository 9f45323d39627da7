import type { LabelSelector } from '../domain/pin/label-selector';
import type { K8sResourceCommon } from '@openshift-console/dynamic-plugin-sdk';

export interface Condition {
  readonly type: string;
  readonly status: 'True' | 'False' | 'Unknown';
  readonly reason?: string;
  readonly message?: string;
  readonly lastTransitionTime?: string;
}

/** A rendered config a pool targets or runs, and the MachineConfigs it was rendered from. */
export interface PoolConfiguration {
  readonly name?: string;
  readonly source?: readonly { readonly name?: string }[];
}

/** `machineconfiguration.openshift.io/v1` MachineConfigPool, the fields the plugin reads. */
export interface MachineConfigPool extends K8sResourceCommon {
  readonly spec?: {
    readonly paused?: boolean;
    readonly maxUnavailable?: number | string;
    /** PinnedImageSets the machines pull ahead (the controller lists its pre-staging set here). */
    readonly pinnedImageSets?: readonly { readonly name?: string }[];
    readonly configuration?: PoolConfiguration;
    readonly nodeSelector?: { readonly matchLabels?: Readonly<Record<string, string>> };
    readonly machineConfigSelector?: LabelSelector;
    /** 5.0 (TechPreview in 4.22): the OS stream the pool asks for. */
    readonly osImageStream?: { readonly name?: string };
  };
  readonly status?: {
    readonly configuration?: PoolConfiguration;
    /** The stream every machine runs, reported once the pool is updated. */
    readonly osImageStream?: { readonly name?: string };
    readonly machineCount?: number;
    readonly updatedMachineCount?: number;
    readonly readyMachineCount?: number;
    readonly unavailableMachineCount?: number;
    readonly degradedMachineCount?: number;
    readonly observedGeneration?: number;
    readonly conditions?: readonly Condition[];
  };
}

/** A rendered MachineConfig: its OS image, and what it installs on top from the extensions image. */
export interface MachineConfig extends K8sResourceCommon {
  readonly spec?: {
    readonly osImageURL?: string;
    readonly baseOSExtensionsContainerImage?: string;
    readonly extensions?: readonly string[];
    readonly kernelType?: string;
  };
}

export interface ConfigMap extends K8sResourceCommon {
  readonly data?: Readonly<Record<string, string>>;
}

/** Node annotations the machine-config daemon keeps (DESIGN section 1). */
export const NODE_ANNOTATIONS = {
  currentConfig: 'machineconfiguration.openshift.io/currentConfig',
  desiredConfig: 'machineconfiguration.openshift.io/desiredConfig',
  state: 'machineconfiguration.openshift.io/state',
  reason: 'machineconfiguration.openshift.io/reason',
  /** Image mode: the image the node boots. */
  currentImage: 'machineconfiguration.openshift.io/currentImage',
} as const;

export interface Node extends K8sResourceCommon {
  readonly status?: {
    readonly conditions?: readonly Condition[];
    readonly nodeInfo?: { readonly architecture?: string };
  };
}

/** machineconfiguration.openshift.io/v1 MachineConfigNode: one per node, its pool and update steps. */
export interface MachineConfigNode extends K8sResourceCommon {
  readonly spec?: {
    readonly node?: { readonly name?: string };
    readonly pool?: { readonly name?: string };
    readonly configVersion?: { readonly desired?: string };
  };
  readonly status?: {
    readonly conditions?: readonly Condition[];
    readonly configVersion?: { readonly current?: string; readonly desired?: string };
  };
}

export interface Lease extends K8sResourceCommon {
  readonly spec?: {
    readonly holderIdentity?: string;
    readonly renewTime?: string;
    readonly leaseDurationSeconds?: number;
  };
}

/** A core/v1 Event, the fields the page shows. */
export interface KubeEvent extends K8sResourceCommon {
  readonly reason?: string;
  readonly message?: string;
  readonly type?: string;
  readonly lastTimestamp?: string;
  readonly involvedObject?: { readonly name?: string; readonly kind?: string };
}

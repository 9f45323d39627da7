/**
 * The shape of the MCO test cases ported as data (release-4.22 of openshift/machine-config-operator).
 * Each case names the Go test it comes from; the inputs are the MachineConfigs and pools the
 * Go test builds, the expectations what it asserts, read through the demo's render controller.
 */

/** Stands for the running controller's version (the MCO's `version.Hash`) in a case's annotations. */
export const THIS_CONTROLLER = '<this controller>';

export interface McInput {
  readonly name: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
  readonly ownerReferences?: readonly object[];
  /** The MachineConfig's spec as the Go test marshals it (`config` is the raw Ignition JSON). */
  readonly spec: Readonly<Record<string, unknown>>;
}

export interface PoolInput {
  readonly name: string;
  readonly machineConfigSelector?: object;
  readonly osImageStream?: string;
}

/** What the MCO's ControllerConfig gives a render: the base OS images (`GetBaseImageContainer`). */
export interface ControllerImages {
  readonly baseOSContainerImage?: string;
  readonly baseOSExtensionsContainerImage?: string;
}

/** One step after the first render: a MachineConfig written or deleted, a rendered config tampered with, a resync. */
export type Step =
  | { readonly apply: McInput }
  | { readonly delete: string }
  | { readonly tamperRendered: { readonly pool: string; readonly osImageURL: string } }
  | { readonly resync: true };

export interface Expectation {
  readonly pool: string;
  /** The pool's target is a rendered config whose spec has these fields (equal, not just present). */
  readonly rendered?: Readonly<Record<string, unknown>>;
  /** The rendered config's `spec.config`, whole (Ignition JSON, as Go marshals it, empty sections left out). */
  readonly ignition?: object;
  /** A file of the rendered config, decoded. */
  readonly fileText?: { readonly path: string; readonly text: string };
  readonly sourceNames?: readonly string[];
  readonly annotations?: Readonly<Record<string, string>>;
  /** The render was refused: RenderDegraded True with a message containing this; the pool's target stays. */
  readonly refused?: string;
  /** How many rendered configs of the pool exist after the steps. */
  readonly renderedCount?: number;
  /** The target moved (true) or stayed (false) across the steps. */
  readonly moved?: boolean;
}

export interface RenderCase {
  /** The Go test function, and which part of it. */
  readonly test: string;
  readonly step: string;
  readonly controller: ControllerImages;
  readonly pools: readonly PoolInput[];
  readonly configs: readonly McInput[];
  readonly steps?: readonly Step[];
  readonly expect: readonly Expectation[];
}

export const ROLE = 'machineconfiguration.openshift.io/role';
export const GENERATED_BY = 'machineconfiguration.openshift.io/generated-by-controller-version';

/** `helpers.NewMachineConfig(name, labels, osurl, files)`: an Ignition 3.5 config with these files. */
export const newMachineConfig = (
  name: string,
  labels: Record<string, string>,
  osImageURL: string,
  files: object[],
  annotations?: Record<string, string>,
): McInput => ({
  name,
  labels,
  ...(annotations ? { annotations } : {}),
  spec: {
    config: { ignition: { version: '3.5.0' }, storage: { files } },
    extensions: [],
    fips: false,
    kernelArguments: [],
    kernelType: '',
    osImageURL,
  },
});

/** `helpers.CreateMachineConfigFromIgnitionWithMetadata(ignCfg, name, role)`. */
export const fromIgnition = (config: object, name: string, role: string): McInput => ({
  name,
  labels: { [ROLE]: role },
  spec: { config },
});

/** `helpers.NewMachineConfigPool(name, selector, …)` with `helpers.<Role>Selector`. */
export const nodeRolePool = (name: string, role: string, osImageStream?: string): PoolInput => ({
  name,
  machineConfigSelector: { matchLabels: { [`node-role/${role}`]: '' } },
  ...(osImageStream ? { osImageStream } : {}),
});

/** A pool selecting the MachineConfigs of these roles, as the demo's (and the installer's) pools do. */
export const rolePool = (name: string, ...roles: string[]): PoolInput => ({
  name,
  machineConfigSelector: { matchExpressions: [{ key: ROLE, operator: 'In', values: roles }] },
});

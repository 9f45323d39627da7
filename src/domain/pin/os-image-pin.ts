import { parseImageRef } from '../release-info/image-ref';
import { selects, type LabelSelector } from './label-selector';

/** The MachineConfig label the role-based pool selectors use. */
export const ROLE_LABEL = 'machineconfiguration.openshift.io/role';
/** Marks the MachineConfigs this plugin writes to pin a pool, with the pool's name. */
export const PIN_LABEL = 'os-updates.openshift.io/pin';
/** The MCO marks a rendered config whose OS image a MachineConfig overrides. */
export const OS_IMAGE_OVERRIDDEN_ANNOTATION = 'machineconfiguration.openshift.io/os-image-url-overridden';

export const pinName = (pool: string): string => `99-${pool}-os-update-pin`;

/** A pool as the pin needs it: its name and which MachineConfigs it takes. */
export interface SelectingPool {
  readonly name: string;
  readonly machineConfigSelector?: LabelSelector;
}

/** Reads a MachineConfigPool (any object of its shape) as the pin needs it. */
export const selectingPool = (pool: {
  readonly metadata?: { readonly name?: string };
  readonly spec?: { readonly machineConfigSelector?: LabelSelector };
}): SelectingPool => ({ name: pool.metadata?.name ?? '', machineConfigSelector: pool.spec?.machineConfigSelector });

export class PinError extends Error {
  override readonly name = 'PinError';
}

/**
 * The labels a pool's own selector asks for: its `matchLabels`, and for an `In` expression
 * the pool's name when listed (a custom pool's own role), else the first value.
 */
function labelsFor(pool: SelectingPool): Record<string, string> {
  const labels: Record<string, string> = { ...pool.machineConfigSelector?.matchLabels };
  for (const e of pool.machineConfigSelector?.matchExpressions ?? []) {
    if (e.operator !== 'In' || !e.values?.length || e.key in labels) continue;
    labels[e.key] = e.values.includes(pool.name) ? pool.name : (e.values[0] as string);
  }
  return labels;
}

/** The MachineConfig that pins a pool's OS image: the MCO's documented `osImageURL` override. */
export interface PinMachineConfig {
  readonly apiVersion: 'machineconfiguration.openshift.io/v1';
  readonly kind: 'MachineConfig';
  readonly metadata: { readonly name: string; readonly labels: Readonly<Record<string, string>> };
  readonly spec: { readonly osImageURL: string };
}

/**
 * Builds the pin of `pool` to `image`. Refused: an image named by tag (a tag moves; the pin
 * must hold exactly the reviewed image), and a pool whose selector gives no labels to match.
 */
export function pinMachineConfig(pool: SelectingPool, image: string): PinMachineConfig {
  if (!parseImageRef(image).digest)
    throw new PinError(`"${image}" names no digest: a pool is pinned only to an image by digest (…@sha256:…)`);
  const labels = { ...labelsFor(pool), [PIN_LABEL]: pool.name };
  if (!selects(pool.machineConfigSelector, labels))
    throw new PinError(`pool "${pool.name}" has no machineConfigSelector that a MachineConfig's labels can match`);
  return {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfig',
    metadata: { name: pinName(pool.name), labels },
    spec: { osImageURL: image },
  };
}

/** Every pool that takes a MachineConfig with these labels, by name: a pin of one may pin others. */
export const poolsSelecting = (labels: Readonly<Record<string, string>>, pools: readonly SelectingPool[]): string[] =>
  pools
    .filter((p) => selects(p.machineConfigSelector, labels))
    .map((p) => p.name)
    .sort();

/** A pin found in the cluster: the MachineConfig, the image it holds, the pools it selects. */
export interface Pin {
  readonly name: string;
  /** Which object the admin saw: an unpin deletes only it. */
  readonly uid?: string;
  readonly resourceVersion?: string;
  readonly pool: string;
  readonly image: string;
  readonly pools: readonly string[];
}

export interface PinLike {
  readonly metadata?: {
    readonly name?: string;
    readonly uid?: string;
    readonly resourceVersion?: string;
    readonly labels?: Readonly<Record<string, string>>;
  };
  readonly spec?: { readonly osImageURL?: string };
}

/** Reads the plugin's pin MachineConfigs; for each pool, the pins that select it (last by name wins, as in the MCO). */
export function readPins(configs: readonly PinLike[], pools: readonly SelectingPool[]): Map<string, Pin> {
  const byPool = new Map<string, Pin>();
  const pins = configs
    .filter((mc) => mc.metadata?.name && mc.spec?.osImageURL && mc.metadata.labels?.[PIN_LABEL])
    .map((mc) => ({
      name: mc.metadata?.name as string,
      uid: mc.metadata?.uid,
      resourceVersion: mc.metadata?.resourceVersion,
      pool: mc.metadata?.labels?.[PIN_LABEL] as string,
      image: mc.spec?.osImageURL as string,
      pools: poolsSelecting(mc.metadata?.labels ?? {}, pools),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const pin of pins) for (const pool of pin.pools) byPool.set(pool, pin);
  return byPool;
}

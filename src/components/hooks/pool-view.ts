import { OS_IMAGE_OVERRIDDEN_ANNOTATION, type Pin } from '../../domain/pin/os-image-pin';
import { poolGate, rolledOutWithoutReview, type PoolGate } from '../../domain/pool/gate';
import { countPhases, nodeRows, type NodeFacts, type NodeRow, type PhaseCounts } from '../../domain/pool/node-phase';
import {
  additionVersions,
  hasAdditions,
  nodeAdditions,
  type AdditionVersion,
  type NodeAdditions,
} from '../../domain/pool/node-additions';
import { poolState, type PoolFacts, type PoolState } from '../../domain/pool/pool-state';
import { machinesAtOnce, wavesFor } from '../../domain/pool/waves';
import { parseImageRef } from '../../domain/release-info/image-ref';
import { rpmArchOf } from '../../domain/release-info/pick-release-info';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { poolFacts } from '../../k8s/pool-facts';
import type { MachineConfig, MachineConfigPool } from '../../k8s/resources';
import type { ConfigDiffJson } from '../../domain/machine-config/published-config';
import type { PoolImageMode } from '../../domain/image-mode/image-build';
import type { PoolStream } from '../../domain/os-stream/os-image-streams';

/**
 * Whether the package list of an image is known: loading (the list or a refresh after the
 * image appeared is in flight), found, missing (a successful read has none), or failed
 * (the list could not be read: forbidden, server error).
 */
export type ReleaseInfoStatus =
  | { readonly kind: 'loading' }
  | { readonly kind: 'found' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'failed'; readonly error: unknown };

export interface ImageSide {
  /** rpm's architecture whose package list this side shows; undefined when the nodes are not known. */
  readonly arch?: string;
  readonly config?: string;
  /** The OS image the machines boot: in image mode the built one (undefined until built). */
  readonly image?: string;
  /** Image mode: the rendered config's OS image, which the build starts from. */
  readonly baseImage?: string;
  /** Image mode: the base image's release info, when known (what the build added is the rest). */
  readonly baseInfo?: ReleaseInfo;
  readonly digest?: string;
  readonly releaseInfo?: ReleaseInfo;
  readonly releaseInfoStatus: ReleaseInfoStatus;
}

export interface PoolView {
  readonly name: string;
  readonly pool: MachineConfigPool;
  readonly facts: PoolFacts;
  readonly state: PoolState;
  readonly gate: PoolGate;
  /** The sides for the pool's first architecture (its only one, mostly). */
  readonly current: ImageSide;
  readonly target: ImageSide;
  /** rpm's architectures of the pool's machines, when its nodes were read. */
  readonly archs: readonly string[];
  /** One pair of sides per architecture: the diff is shown for each. */
  readonly byArch: readonly ArchSides[];
  readonly imageChanges: boolean;
  readonly machineCount: number;
  /** Machines on the target: from the nodes when they are read, else the pool's status. */
  readonly updatedMachineCount: number;
  readonly atOnce: number;
  readonly wavesLeft: number;
  readonly totalWaves: number;
  /** The pool's nodes, failing first; undefined while not read (pools that do not move). */
  readonly nodes?: readonly NodeRow[];
  readonly phaseCounts?: PhaseCounts;
  /** Paused while some machines already run the new target. */
  readonly heldMidRollout: boolean;
  /** Runs an OS image other than the one approved here, with no approval of it. */
  readonly rolledOutWithoutReview: boolean;
  /** A rendered config is still being fetched. */
  readonly loading: boolean;
  /** Extensions and kernel type the rendered configs install on top of the OS image, if any. */
  readonly additions?: PoolAdditions;
  /** The plugin's pin that holds this pool's OS image, if one selects it. */
  readonly pin?: Pin;
  /** The target's OS image is overridden by a MachineConfig (a pin, ours or another's). */
  readonly osImageOverridden: boolean;
  /** Image mode: the pool's build and the images its machines boot and would boot. */
  readonly imageMode?: PoolImageMode;
  /**
   * What an approval binds: the target config, and in image mode its built image too (a
   * rebuild moves the target without renaming the config).
   */
  readonly targetKey?: string;
  /** Clusters with OS image streams: the pool's stream, and the others it could move to. */
  readonly stream?: PoolStream;
  /** The config change current → target and its disruption, as the controller published it. */
  readonly configChange?: ConfigDiffJson;
  /** The current or target rendered config was read in full: the controller has not summarized it. */
  readonly configsReadInFull?: boolean;
  /** A canary of this pool is under way (its pool is shown on this pool's card, not apart). */
  readonly hasCanary?: boolean;
  /**
   * This pool was approved through "Canary first" for its current target: the named canary
   * pool updates first and this one waits for Promote (its state is then `updating`).
   */
  readonly canaryFirst?: string;
  /** This pool is the canary of another (`os-updates.openshift.io/canary-of`). */
  readonly canaryOf?: string;
}

export interface PoolAdditions {
  readonly current: NodeAdditions;
  readonly target: NodeAdditions;
  /** Versions from the extensions images' release infos, where known. */
  readonly versions: readonly AdditionVersion[];
}

export interface ConfigResult {
  readonly data?: MachineConfig;
  readonly isPending: boolean;
}

export type ReleaseInfoLookup = (digest: string, arch?: string) => { info?: ReleaseInfo; status: ReleaseInfoStatus };

/**
 * One side's image. In image mode (`built` given) the machines boot the built image: what
 * they boot now, or the target's build, undefined while it is being built (or failed).
 */
function side(
  config: string | undefined,
  mc: ConfigResult | undefined,
  lookup: ReleaseInfoLookup,
  arch: string | undefined,
  built?: { readonly image?: string; readonly building: boolean },
): ImageSide {
  const baseImage = mc?.data?.spec?.osImageURL;
  const image = built ? built.image : baseImage;
  const digest = image ? parseImageRef(image).digest : undefined;
  const baseDigest = built && baseImage ? parseImageRef(baseImage).digest : undefined;
  const base = built ? { baseImage, baseInfo: baseDigest ? lookup(baseDigest, arch).info : undefined } : {};
  if (!digest) {
    const loading = mc?.isPending || built?.building;
    return { arch, config, image, ...base, releaseInfoStatus: loading ? { kind: 'loading' } : { kind: 'missing' } };
  }
  const { info, status } = lookup(digest, arch);
  return { arch, config, image, ...base, digest, releaseInfo: info, releaseInfoStatus: status };
}

/** Both sides of a pool for one architecture of its machines. */
export interface ArchSides {
  readonly arch?: string;
  readonly current: ImageSide;
  readonly target: ImageSide;
}

/** A moving pool (current ≠ target, or rolling out, or degraded) needs its nodes read. */
export const needsNodes = (facts: PoolFacts): boolean =>
  facts.currentConfig !== facts.targetConfig ||
  ['Updating', 'Degraded', 'NodeDegraded'].some((c) => facts.conditions.get(c)?.status === 'True');

export function buildPoolView(
  pool: MachineConfigPool,
  configs: ReadonlyMap<string, ConfigResult>,
  lookup: ReleaseInfoLookup,
  nodes: readonly NodeFacts[] | undefined,
  pin?: Pin,
  imageMode?: PoolImageMode,
  /** Whether every node of the cluster is on amd64 (`useOnlyAmd64`). */
  onlyAmd64 = false,
): PoolView {
  const facts = poolFacts(pool);
  const config = (name: string | undefined) => (name ? configs.get(name) : undefined);
  const currentMc = config(facts.currentConfig);
  const targetMc = config(facts.targetConfig);
  const nodeArchs = nodes
    ? [...new Set(nodes.flatMap((n) => (n.architecture ? [rpmArchOf(n.architecture)] : [])))].sort()
    : [];
  // A pool that moves shows the package lists of its nodes' architectures: until its nodes
  // are read, which lists those are is not known yet (an arm64 pool must never show x86_64's).
  // The console lists in pages: until a pool's first node has come, its architecture is not known.
  // Unless no node of the cluster is on another architecture than amd64: then it is x86_64.
  const machines = (facts.machineCount ?? 0) > 0;
  const moving = needsNodes(facts);
  const archs = onlyAmd64 && moving && nodeArchs.length === 0 && machines ? [rpmArchOf('amd64')] : nodeArchs;
  const archUnknown = !onlyAmd64 && moving && (nodes === undefined || (nodes.length === 0 && machines));
  const pending: ReleaseInfoLookup = () => ({ status: { kind: 'loading' } });
  // Image mode: machines that boot no built image yet boot their config's own OS image.
  const currentBuilt = imageMode && {
    image: imageMode.currentImage ?? currentMc?.data?.spec?.osImageURL,
    building: false,
  };
  const targetBuilt = imageMode && { image: imageMode.targetImage, building: imageMode.build?.state === 'building' };
  const byArch = (archs.length > 0 ? archs : [undefined]).map((arch) => ({
    arch,
    current: side(facts.currentConfig, currentMc, archUnknown ? pending : lookup, arch, currentBuilt),
    target: side(facts.targetConfig, targetMc, archUnknown ? pending : lookup, arch, targetBuilt),
  }));
  const { current, target } = byArch[0] as ArchSides;
  // Image mode: what each machine boots decides whether it is on the target.
  const booted = imageMode?.bootedImages && new Map(imageMode.bootedImages);
  const withImages = booted && nodes?.map((n) => (n.currentImage ? n : { ...n, currentImage: booted.get(n.name) }));
  const rows = nodes ? nodeRows(withImages ?? nodes, facts.targetConfig, imageMode?.targetImage) : undefined;
  const phaseCounts = rows ? countPhases(rows) : undefined;
  // The nodes tell the progress once all of the pool's have come (the console lists in pages
  // of 250: a large list arrives in parts); until then the pool's own counts do.
  const complete = rows !== undefined && rows.length >= (facts.machineCount ?? 0);
  const machineCount = complete ? rows.length : (facts.machineCount ?? 0);
  // `status.configuration` is the config every machine has reached: when the pool targets it,
  // every machine is updated, whatever a lagging `updatedMachineCount` still says.
  const reached = facts.currentConfig !== undefined && facts.currentConfig === facts.targetConfig;
  const updatedMachineCount = complete
    ? (phaseCounts as PhaseCounts).updated
    : reached
      ? machineCount
      : (facts.updatedMachineCount ?? 0);
  const atOnce = machinesAtOnce(pool.spec?.maxUnavailable, machineCount);
  const approvedImage = config(facts.approvedConfig)?.data?.spec?.osImageURL;
  const additions = poolAdditions(currentMc, targetMc, lookup, archs[0]);
  const state = poolState(facts, {
    currentImage: current.image,
    targetImage: target.image,
    imageMode: imageMode !== undefined,
  });
  return {
    name: facts.name,
    pool,
    facts,
    // Progress as the nodes tell it, when they were read: the pool's counts can lag.
    state: state.kind === 'updating' ? { ...state, updated: updatedMachineCount, total: machineCount } : state,
    gate: poolGate(facts),
    current,
    target,
    archs,
    byArch,
    imageChanges: current.image !== undefined && target.image !== undefined && current.image !== target.image,
    machineCount,
    updatedMachineCount,
    atOnce,
    wavesLeft: wavesFor(machineCount - updatedMachineCount, atOnce),
    totalWaves: wavesFor(machineCount, atOnce),
    nodes: rows,
    phaseCounts,
    heldMidRollout:
      facts.paused &&
      facts.currentConfig !== facts.targetConfig &&
      updatedMachineCount > 0 &&
      updatedMachineCount < machineCount,
    rolledOutWithoutReview: rolledOutWithoutReview(facts, { currentImage: current.image, approvedImage }),
    loading: Boolean(currentMc?.isPending || targetMc?.isPending),
    additions,
    pin,
    osImageOverridden: targetMc?.data?.metadata?.annotations?.[OS_IMAGE_OVERRIDDEN_ANNOTATION] === 'true',
    imageMode,
    targetKey: imageMode ? `${facts.targetConfig ?? ''} ${imageMode.targetImage ?? ''}` : facts.targetConfig,
  };
}

function extensionsList(mc: ConfigResult | undefined, lookup: ReleaseInfoLookup, arch: string | undefined) {
  const image = mc?.data?.spec?.baseOSExtensionsContainerImage;
  const digest = image ? parseImageRef(image).digest : undefined;
  return digest ? lookup(digest, arch).info?.packages : undefined;
}

function poolAdditions(
  currentMc: ConfigResult | undefined,
  targetMc: ConfigResult | undefined,
  lookup: ReleaseInfoLookup,
  arch: string | undefined,
): PoolAdditions | undefined {
  const current = nodeAdditions(currentMc?.data?.spec);
  const target = nodeAdditions(targetMc?.data?.spec);
  if (!hasAdditions(current) && !hasAdditions(target)) return undefined;
  const versions = additionVersions(
    current,
    target,
    extensionsList(currentMc, lookup, arch),
    extensionsList(targetMc, lookup, arch),
  );
  return { current, target, versions };
}

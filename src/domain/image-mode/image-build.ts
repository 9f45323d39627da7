/**
 * Image mode (on-cluster layering): a pool with a MachineOSConfig boots the image its
 * MachineOSBuilds make from the rendered config's OS image and the Containerfile. Read here
 * into plain facts, whoever read the objects (the console SDK or the controller).
 */

/** The MCO's labels and annotations (pkg/controller/build/constants). */
export const BUILD_POOL_LABEL = 'machineconfiguration.openshift.io/target-machine-config-pool';
export const CURRENT_BUILD_ANNOTATION = 'machineconfiguration.openshift.io/current-machine-os-build';

export type BuildState = 'building' | 'succeeded' | 'failed' | 'interrupted';

interface ConditionLike {
  readonly type: string;
  readonly status: string;
  readonly message?: string;
}

export interface MachineOSBuildLike {
  readonly metadata?: {
    readonly name?: string;
    readonly labels?: Readonly<Record<string, string>>;
    readonly creationTimestamp?: string;
  };
  readonly spec?: {
    readonly machineConfig?: { readonly name?: string };
    readonly machineOSConfig?: { readonly name?: string };
  };
  readonly status?: { readonly conditions?: readonly ConditionLike[]; readonly digestedImagePushSpec?: string };
}

export interface MachineOSConfigLike {
  readonly metadata?: { readonly name?: string; readonly annotations?: Readonly<Record<string, string>> };
  readonly spec?: {
    readonly machineConfigPool?: { readonly name?: string };
    readonly containerFile?: readonly { readonly containerfileArch?: string; readonly content?: string }[];
  };
  readonly status?: { readonly currentImagePullSpec?: string };
}

export interface BuildFacts {
  readonly name: string;
  readonly pool?: string;
  /** The rendered config the build is for. */
  readonly config?: string;
  readonly state: BuildState;
  /** The message of the condition that ended it (a failure's reason). */
  readonly message?: string;
  /** The built image, by digest, once it succeeded. */
  readonly image?: string;
  readonly created?: string;
}

const ENDS: readonly [string, BuildState][] = [
  ['Succeeded', 'succeeded'],
  ['Failed', 'failed'],
  ['Interrupted', 'interrupted'],
];

/** A MachineOSBuild's facts: it has ended when Succeeded, Failed or Interrupted is true. */
export function readBuild(build: MachineOSBuildLike): BuildFacts {
  const conditions = build.status?.conditions ?? [];
  const ended = ENDS.find(([type]) => conditions.some((c) => c.type === type && c.status === 'True'));
  const state = ended?.[1] ?? 'building';
  const message = ended ? conditions.find((c) => c.type === ended[0])?.message || undefined : undefined;
  return {
    name: build.metadata?.name ?? '',
    pool: build.metadata?.labels?.[BUILD_POOL_LABEL],
    config: build.spec?.machineConfig?.name,
    state,
    message,
    image: state === 'succeeded' ? build.status?.digestedImagePushSpec || undefined : undefined,
    created: build.metadata?.creationTimestamp,
  };
}

/** The newest build of a pool for `config`: what its target image is, or will be. */
export function newestBuild(builds: readonly BuildFacts[], pool: string, config: string | undefined) {
  return builds
    .filter((b) => b.pool === pool && b.config === config)
    .sort((a, b) => (b.created ?? '').localeCompare(a.created ?? ''))[0];
}

/** The pool's images built for any of `configs` (newest build first), each once. */
export function builtImages(builds: readonly BuildFacts[], pool: string, configs: readonly (string | undefined)[]) {
  const images = builds
    .filter((b) => b.pool === pool && b.image && configs.includes(b.config))
    .sort((a, b) => (b.created ?? '').localeCompare(a.created ?? ''))
    .map((b) => b.image as string);
  return [...new Set(images)];
}

/** What an image-mode pool's machines boot and would boot (see `poolImageMode`). */
export interface PoolImageMode {
  /** The MachineOSConfig's name. */
  readonly machineOSConfig: string;
  /** Its Containerfile(s), as written (all architectures', joined). */
  readonly containerfile: string;
  /** The build for the pool's target config: its state tells whether the target exists yet. */
  readonly build?: BuildFacts;
  /** The image most of the pool's machines boot (their `currentImage`); undefined: the base image. */
  readonly currentImage?: string;
  /** What each machine boots, by node name (the page's node list may come without the annotation). */
  readonly bootedImages?: readonly (readonly [node: string, image: string])[];
  /** The image built for the target config, once its build has succeeded. */
  readonly targetImage?: string;
  /** How the Containerfile changed since the build of what the machines boot (as recorded by the controller). */
  readonly containerfileChange?: { readonly before: string; readonly after: string };
}

/** A MachineOSConfig's Containerfile(s), as written (all architectures', joined). */
export const containerfileOf = (mosc: MachineOSConfigLike): string =>
  (mosc.spec?.containerFile ?? []).map((c) => c.content ?? '').join('\n');

/**
 * An image-mode pool's images: the MachineOSConfig's current build when it is for the
 * target config (else the newest build for it), and what the machines boot now by their
 * `machineconfiguration.openshift.io/currentImage` (most of them; none yet: the base image).
 */
export function poolImageMode(
  mosc: MachineOSConfigLike,
  builds: readonly BuildFacts[],
  targetConfig: string | undefined,
  nodeImages: readonly (string | undefined)[],
): PoolImageMode {
  const pool = mosc.spec?.machineConfigPool?.name;
  const named = builds.find((b) => b.name === mosc.metadata?.annotations?.[CURRENT_BUILD_ANNOTATION]);
  const build = named && named.config === targetConfig ? named : newestBuild(builds, pool ?? '', targetConfig);
  const currentImage = mostBooted(nodeImages);
  return {
    machineOSConfig: mosc.metadata?.name ?? '',
    containerfile: containerfileOf(mosc),
    build,
    currentImage,
    targetImage: build?.image,
  };
}

/** The image most of `images` name (what most of a pool's machines boot), if any. */
export function mostBooted(images: readonly (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const image of images) if (image) counts.set(image, (counts.get(image) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * An image-mode pool's move, for its changelogs: from what most of its machines boot (none
 * yet: the caller's base image) to the image built for its target (none while it builds).
 * Undefined for a pool without builds.
 */
export function imageModeMove(
  builds: readonly BuildFacts[],
  pool: string,
  targetConfig: string | undefined,
  nodeImages: readonly (string | undefined)[],
): { current?: string; target?: string } | undefined {
  if (!builds.some((b) => b.pool === pool)) return undefined;
  return { current: mostBooted(nodeImages), target: newestBuild(builds, pool, targetConfig)?.image };
}

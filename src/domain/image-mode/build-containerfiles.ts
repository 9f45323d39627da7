import { CURRENT_BUILD_ANNOTATION, containerfileOf, type BuildFacts, type MachineOSConfigLike } from './image-build';

/**
 * A MachineOSBuild keeps no copy of the Containerfile it was built from, and the
 * MachineOSConfig has only the latest: the controller records each build's as it first sees
 * it, in one ConfigMap of its namespace (key: the build's name), so that the page can show
 * what changed between the image the machines boot and the one they would get.
 */
export const BUILD_CONTAINERFILES_NAME = 'os-update-build-containerfiles';

/**
 * The Containerfiles to record: each build not recorded yet whose MachineOSConfig names it as
 * its current build (then its spec is what the build was made from; a build the config has
 * moved past is left out rather than recorded with a later Containerfile).
 */
export function containerfilesToRecord(
  builds: readonly BuildFacts[],
  configs: readonly MachineOSConfigLike[],
  recorded: ReadonlyMap<string, string>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const build of builds) {
    if (recorded.has(build.name)) continue;
    const mosc = configs.find((c) => c.metadata?.annotations?.[CURRENT_BUILD_ANNOTATION] === build.name);
    if (mosc) out.set(build.name, containerfileOf(mosc));
  }
  return out;
}

/** What the page shows: the Containerfile change from the build the machines boot to the target's. */
export interface ContainerfileChange {
  readonly before: string;
  readonly after: string;
}

/** The change from the build that made `currentImage` to the target's Containerfile, if they differ. */
export function containerfileChange(
  builds: readonly BuildFacts[],
  recorded: ReadonlyMap<string, string>,
  currentImage: string | undefined,
  targetBuild: string | undefined,
  latest: string,
): ContainerfileChange | undefined {
  const current = currentImage ? builds.find((b) => b.image === currentImage) : undefined;
  const before = current ? recorded.get(current.name) : undefined;
  const after = (targetBuild ? recorded.get(targetBuild) : undefined) ?? latest;
  return before !== undefined && before !== after ? { before, after } : undefined;
}

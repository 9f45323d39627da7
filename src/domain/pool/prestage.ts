import type { PoolFacts } from './pool-state';
import { readWindow, readWindowStatus } from './maintenance-window';
import type { PatchOperation } from './rollout-patch';
import { PRESTAGE_LABEL, prestageSetName } from './prestage-names';

/**
 * Pre-staging (issue 25, point 2): once a target is approved, now or for a window, the OS
 * update controller lists a PinnedImageSet of its OS image (and extensions image) on the pool,
 * so that every machine pulls it before its turn; removed once the rollout is done.
 */
export { PRESTAGE_LABEL, prestageSetName };

/** What to pre-pull for a pool: the approved rendered config (its images) or a built image. */
export interface PrestageWant {
  readonly target: string;
  /** Image mode: the approved built image (the rendered config names only its base). */
  readonly image?: string;
}

/**
 * The approval a pool's machines should pull ahead for: a maintenance window still to roll
 * out, or an approved rollout still running. None once every machine runs the target.
 */
export function prestageWanted(facts: PoolFacts): PrestageWant | undefined {
  const done = (target: string) =>
    facts.currentConfig === target && (facts.updatedMachineCount ?? 0) >= (facts.machineCount ?? 0);
  const window = readWindow(facts)?.parsed;
  // A window refused at its start (its target moved) rolls nothing out until approved again.
  if (window && 'value' in window && !done(window.value.target) && readWindowStatus(facts)?.phase !== 'refused')
    return { target: window.value.target, image: window.value.image };
  const approved = facts.approvedConfig;
  if (approved && approved === facts.targetConfig && !facts.paused && !done(approved))
    return { target: approved, image: facts.approvedImage };
  return undefined;
}

/** A PinnedImageSet may hold only images by digest: a tag could move under it. */
export const pinnableImages = (images: readonly (string | undefined)[]): string[] => [
  ...new Set(images.filter((i): i is string => !!i && /@sha256:[0-9a-f]{64}$/.test(i))),
];

/** The PinnedImageSet object for a pool's images. */
export const prestageSet = (pool: string, images: readonly string[]) => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'PinnedImageSet',
  metadata: { name: prestageSetName(pool), labels: { [PRESTAGE_LABEL]: pool } },
  spec: { pinnedImages: images.map((name) => ({ name })) },
});

type SetRefs = readonly { readonly name?: string }[] | undefined;

/** Lists the set on the pool, keeping the sets others listed (a `test` of what was read). */
export function listSetPatch(pool: string, listed: SetRefs): PatchOperation[] {
  const name = prestageSetName(pool);
  if (!listed) return [{ op: 'add', path: '/spec/pinnedImageSets', value: [{ name }] }];
  return [
    { op: 'test', path: '/spec/pinnedImageSets', value: listed },
    { op: 'add', path: '/spec/pinnedImageSets/-', value: { name } },
  ];
}

/** Takes the set off the pool, leaving the others' sets as they were read. */
export function unlistSetPatch(pool: string, listed: SetRefs): PatchOperation[] {
  const name = prestageSetName(pool);
  const rest = (listed ?? []).filter((s) => s.name !== name);
  return [
    { op: 'test', path: '/spec/pinnedImageSets', value: listed },
    rest.length > 0
      ? { op: 'replace', path: '/spec/pinnedImageSets', value: rest }
      : { op: 'remove', path: '/spec/pinnedImageSets' },
  ];
}

import { parseImageRef } from '../domain/release-info/image-ref';
import { rpmArchOf } from '../domain/release-info/pick-release-info';
import type { ChangelogPair } from './changelog-publisher';

/** Each pool's move to its target, and from what it runs to each update candidate's node image, per arch. */
export function changelogPairs(
  moves: readonly { pool: string; current?: string; target?: string; archs: readonly string[] }[],
  candidates: readonly string[],
): ChangelogPair[] {
  const digest = (image?: string) => (image ? parseImageRef(image).digest : undefined);
  return moves.flatMap(({ pool, current, target, archs }) => {
    if (!current || !digest(current)) return [];
    const tos = [target, ...candidates].filter((to): to is string => !!digest(to) && digest(to) !== digest(current));
    const rpmArchs = archs.length > 0 ? [...new Set(archs.map(rpmArchOf))] : ['x86_64'];
    return rpmArchs.flatMap((arch) => tos.map((to) => ({ from: current, to, arch, pools: [pool] })));
  });
}

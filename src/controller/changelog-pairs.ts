import { parseImageRef } from '../domain/release-info/image-ref';
import { rpmArchOf } from '../domain/release-info/pick-release-info';
import type { ChangelogPair } from './changelog-publisher';

/**
 * Each pool's move to its target and back, and from what it runs to each update candidate's
 * node image, per arch. The move back (target → what the machines run) names what the target
 * lacks of the running image's changelogs: the CVEs a downgrade reopens. For an update it is
 * next to empty (older packages bring no new entries), and both images are read once a round
 * whatever number of pairs they are in.
 */
export function changelogPairs(
  moves: readonly { pool: string; current?: string; target?: string; archs: readonly string[] }[],
  candidates: readonly string[],
): ChangelogPair[] {
  const digest = (image?: string) => (image ? parseImageRef(image).digest : undefined);
  return moves.flatMap(({ pool, current, target, archs }) => {
    if (!current || !digest(current)) return [];
    const moved = (to?: string): to is string => !!digest(to) && digest(to) !== digest(current);
    const tos = [target, ...candidates].filter(moved);
    const rpmArchs = archs.length > 0 ? [...new Set(archs.map(rpmArchOf))] : ['x86_64'];
    return rpmArchs.flatMap((arch) => [
      ...tos.map((to) => ({ from: current, to, arch, pools: [pool] })),
      ...(moved(target) ? [{ from: target, to: current, arch, pools: [pool] }] : []),
    ]);
  });
}

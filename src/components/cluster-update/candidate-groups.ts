import { useMemo } from 'react';
import type { UpdateCandidate } from '../../domain/cluster-update/candidates';
import { osDirection, type OsDirection } from '../../domain/cluster-update/os-direction';
import { groupSameChange } from '../../domain/cluster-update/same-change';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import type { ReleaseInfoIndex } from '../../k8s/release-infos';
import type { PoolView } from '../hooks/use-pool-views';
import { candidateReleaseInfo } from './candidate-release-info';

/** Pools a candidate changes alike, the node image it gives them, and which way their OS goes. */
export interface CandidateGroup {
  readonly views: readonly [PoolView, ...PoolView[]];
  readonly target?: ReleaseInfo;
  readonly direction?: OsDirection;
}

const isPinned = (view: PoolView) => view.pin !== undefined || view.osImageOverridden;

/**
 * A candidate's pools, those it moves from the same image to the same image together (a
 * cluster's worker-like pools mostly run one image: one diff says it for all). Memoised:
 * reading each side's kernel walks its package list.
 */
export function useCandidateGroups(
  candidate: UpdateCandidate,
  views: readonly PoolView[],
  infos: ReleaseInfoIndex | undefined,
): CandidateGroup[] {
  return useMemo(() => {
    const changes = views.map((view) => {
      const target = candidateReleaseInfo(
        infos,
        candidate.version,
        view.current.arch ?? view.archs[0] ?? 'x86_64',
        // The pool's stream; without the API, the stream of what it runs.
        view.stream?.name ?? view.current.releaseInfo?.stream,
      );
      const current = view.current.releaseInfo;
      return { name: view.name, from: current?.digest, to: target?.digest, alone: isPinned(view), view, target };
    });
    return groupSameChange(changes).map(([first, ...rest]) => {
      const current = first.view.current.releaseInfo;
      const comparable = !first.alone && current?.packages && first.target?.packages;
      return {
        views: [first.view, ...rest.map((c) => c.view)],
        target: first.target,
        direction: comparable ? osDirection(current, first.target) : undefined,
      };
    });
  }, [candidate.version, views, infos]);
}

import { useQuery } from '@tanstack/react-query';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { advisoryStatusQuery, pairAdvisoriesQuery } from '../../k8s/advisory-queries';

/** What the advisory source says of a move: the controller's status of the source, and the move's ratings. */
export function usePairAdvisories(current: ReleaseInfo, target: ReleaseInfo) {
  const status = useQuery(advisoryStatusQuery());
  const usable = status.data?.configured && !status.data.error ? status.data.version : undefined;
  const ratings = useQuery(pairAdvisoriesQuery(current, target, usable));
  return { status, ratings };
}

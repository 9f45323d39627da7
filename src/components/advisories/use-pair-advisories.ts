import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { advisoryStatusQuery, pairAdvisoriesQuery } from '../../k8s/advisory-queries';
import type { CveRatings } from '../changelog/ChangelogEntries';

/**
 * What the advisory source says of a move: the controller's status of the source, the move's
 * ratings, and those ratings by CVE (made once per published version, for every view that
 * looks a CVE up).
 */
export function usePairAdvisories(current: ReleaseInfo, target: ReleaseInfo) {
  const status = useQuery(advisoryStatusQuery());
  const usable = status.data?.configured && !status.data.error ? status.data.version : undefined;
  const ratings = useQuery(pairAdvisoriesQuery(current, target, usable));
  const published = ratings.data;
  const byCve = useMemo<CveRatings | undefined>(
    () => (published ? new Map(published.ratings.map((r) => [r.id, r])) : undefined),
    [published],
  );
  return { status, ratings, byCve };
}

import { skipToken, useQuery } from '@tanstack/react-query';
import type { PackageDiff } from '../../domain/package-diff';
import { osUpdateKeys } from '../../k8s/query-keys';
import { packageDiffQuery } from '../../k8s/queries';
import type { ImageSide } from './pool-view';

/**
 * The package diff of a pool's two images when both package lists are known (cached by
 * digest pair, shared with the diff panel and the review); undefined otherwise.
 */
export function usePackageDiff(current: ImageSide, target: ImageSide, imageChanges: boolean): PackageDiff | undefined {
  const a = current.releaseInfo?.packages ? current.releaseInfo : undefined;
  const b = target.releaseInfo?.packages ? target.releaseInfo : undefined;
  const query = useQuery(
    a && b && imageChanges
      ? packageDiffQuery(a, b)
      : { queryKey: osUpdateKeys.diff(current.digest ?? '', target.digest ?? ''), queryFn: skipToken },
  );
  return a && b && imageChanges ? (query.data as PackageDiff | undefined) : undefined;
}

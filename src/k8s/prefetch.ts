import type { QueryClient } from '@tanstack/react-query';
import { osImageUrlQuery, poolsQuery, releaseInfosQuery } from './queries';

/**
 * Starts every read the page needs before it renders: pools, release infos and the release
 * payload at once. The rendered configs are not read: the controller's summaries (watched)
 * tell what each pool runs; only those it has not summarized are read in full, once the
 * summaries are in.
 */
export async function prefetchOsUpdates(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(releaseInfosQuery());
  void queryClient.prefetchQuery(osImageUrlQuery());
  await queryClient.prefetchQuery(poolsQuery());
}

import type { QueryClient } from '@tanstack/react-query';
import { machineConfigQuery, osImageUrlQuery, poolsQuery, releaseInfosQuery } from './queries';

/**
 * Starts every read the page needs before it renders: pools, release infos and the release
 * payload at once, and each pool's rendered configs as soon as the pools are in (instead of
 * a render later). The page's queries then find their data in the cache or in flight.
 */
export async function prefetchOsUpdates(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(releaseInfosQuery());
  void queryClient.prefetchQuery(osImageUrlQuery());
  const pools = await queryClient.fetchQuery(poolsQuery()).catch(() => []);
  const names = new Set(pools.flatMap((p) => [p.status?.configuration?.name, p.spec?.configuration?.name]));
  for (const name of names) if (name) void queryClient.prefetchQuery(machineConfigQuery(name));
}

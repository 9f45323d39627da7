import { queryOptions } from '@tanstack/react-query';
import type { ReleaseInfo } from '../domain/release-info/release-info';
import { POLL_MS } from './queries';
import { osUpdateKeys } from './query-keys';

/** Whether an advisory source is configured and which version was read: polled, it changes with the feed. */
export const advisoryStatusQuery = () =>
  queryOptions({
    queryKey: osUpdateKeys.advisoryStatus(),
    queryFn: async () => (await import('./advisories-api')).getAdvisoryStatus(),
    staleTime: POLL_MS,
    refetchInterval: POLL_MS,
    retry: false,
  });

/** A move's ratings from one source version: they never change under it; polled until published. */
export const pairAdvisoriesQuery = (current: ReleaseInfo, target: ReleaseInfo, version: string | undefined) => {
  const arch = target.arch ?? current.arch ?? 'x86_64';
  return queryOptions({
    queryKey: osUpdateKeys.advisories(current.digest, target.digest, arch, version ?? ''),
    queryFn: async () =>
      (await import('./advisories-api')).getPairAdvisories(current.osImageUrl, target.osImageUrl, arch, version ?? ''),
    enabled: version !== undefined,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data === null ? POLL_MS : false),
    retry: false,
  });
};

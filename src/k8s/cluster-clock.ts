import { consoleFetch } from '@openshift-console/dynamic-plugin-sdk';
import { queryOptions } from '@tanstack/react-query';
import { clockOffsetMs } from '../domain/pool/cluster-clock';
import { osUpdateKeys } from './query-keys';

/** The API server's version: a small answer every user may read, and its `Date` header. */
const CLOCK_PATH = '/api/kubernetes/version';
/** Clocks drift by seconds a day: a look every few minutes is plenty. */
const CLOCK_MS = 5 * 60_000;

/** How far the cluster's clock is ahead of this browser's (ms): 0 when it cannot be told. */
export async function readClusterClockOffset(): Promise<number> {
  const sentAt = Date.now();
  const response = await consoleFetch(CLOCK_PATH);
  const receivedAt = Date.now();
  // Read to its end: a body left unread keeps the request open in the browser.
  await response.text();
  return clockOffsetMs(response.headers.get('Date'), sentAt, receivedAt) ?? 0;
}

/** The cluster clock's offset; a failed read is an offset of 0 (the browser's clock), not an error. */
export const clusterClockQuery = () =>
  queryOptions({
    queryKey: osUpdateKeys.clusterClock(),
    queryFn: () => readClusterClockOffset().catch(() => 0),
    staleTime: CLOCK_MS,
    refetchInterval: CLOCK_MS,
  });

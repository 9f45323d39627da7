import { useQuery } from '@tanstack/react-query';
import { clusterClockQuery } from '../../k8s/cluster-clock';

/**
 * How far the cluster's clock is ahead of this browser's (ms); 0 until it is known. What the
 * page compares with times the cluster keeps (a Lease's renewal, a maintenance window) is
 * read on the cluster's clock, not on a browser's that may be minutes off.
 */
export function useClusterClockOffset(): number {
  return useQuery(clusterClockQuery()).data ?? 0;
}

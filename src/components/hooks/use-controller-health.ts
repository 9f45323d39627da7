import { useQuery } from '@tanstack/react-query';
import { controllerHealth, type ControllerHealth } from '../../domain/pool/controller-health';
import { controllerLeaseQuery } from '../../k8s/queries';
import { useClusterClockOffset } from './use-cluster-clock';

/**
 * Whether the in-cluster controller runs, from its Lease; unknown while loading or unreadable.
 * Its renewal is the controller's time, told against the cluster's clock (not the browser's).
 */
export function useControllerHealth(): ControllerHealth {
  const lease = useQuery(controllerLeaseQuery());
  const offset = useClusterClockOffset();
  if (lease.isPending || lease.isError) return 'unknown';
  const data = lease.data;
  return controllerHealth(data === 'none' ? undefined : data === 'forbidden' ? null : data, Date.now() + offset);
}

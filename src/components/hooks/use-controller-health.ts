import { useQuery } from '@tanstack/react-query';
import { controllerHealth, type ControllerHealth } from '../../domain/pool/controller-health';
import { controllerLeaseQuery } from '../../k8s/queries';

/** Whether the in-cluster controller runs, from its Lease; unknown while loading or unreadable. */
export function useControllerHealth(): ControllerHealth {
  const lease = useQuery(controllerLeaseQuery());
  if (lease.isPending || lease.isError) return 'unknown';
  const data = lease.data;
  return controllerHealth(data === 'none' ? undefined : data === 'forbidden' ? null : data, Date.now());
}

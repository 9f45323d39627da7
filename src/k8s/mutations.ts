import { k8sPatch } from '@openshift-console/dynamic-plugin-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvePatch, holdPatch } from '../domain/pool/rollout-patch';
import { MachineConfigPoolModel } from './models';
import { osUpdateKeys } from './query-keys';
import type { MachineConfigPool } from './resources';

export interface ApproveVariables {
  readonly pool: MachineConfigPool;
  /** The rendered config the admin reviewed: only it may roll out. */
  readonly reviewedTarget: string;
}

export const approvePool = ({ pool, reviewedTarget }: ApproveVariables): Promise<MachineConfigPool> =>
  k8sPatch<MachineConfigPool>({
    model: MachineConfigPoolModel,
    resource: pool,
    data: approvePatch(reviewedTarget, pool.metadata?.annotations !== undefined),
  });

export const holdPool = (pool: MachineConfigPool): Promise<MachineConfigPool> =>
  k8sPatch<MachineConfigPool>({ model: MachineConfigPoolModel, resource: pool, data: holdPatch() });

/**
 * A patch of a pool, never retried (a retry could roll out something nobody reviewed).
 * Whatever the answer, the pools are re-read; the mutation stays pending until they are.
 */
function usePoolPatch<V>(mutationFn: (variables: V) => Promise<MachineConfigPool>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: osUpdateKeys.pools() }),
  });
}

export const useApproveMutation = () => usePoolPatch(approvePool);
export const useHoldMutation = () => usePoolPatch(holdPool);

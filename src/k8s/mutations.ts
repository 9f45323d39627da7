import { k8sPatch } from '@openshift-console/dynamic-plugin-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvePatch, holdPatch, resumePatch, type PatchOperation } from '../domain/pool/rollout-patch';
import { MachineConfigPoolModel } from './models';
import { osUpdateKeys } from './query-keys';
import type { MachineConfigPool } from './resources';

export interface ApproveVariables {
  readonly pool: MachineConfigPool;
  /** The rendered config the admin reviewed: only it may roll out. */
  readonly reviewedTarget: string;
  /** Hold the pool again after this rollout. */
  readonly reviewEachUpdate: boolean;
}

const patchPool = (pool: MachineConfigPool, data: PatchOperation[]): Promise<MachineConfigPool> =>
  k8sPatch<MachineConfigPool>({ model: MachineConfigPoolModel, resource: pool, data });

export const approvePool = ({ pool, reviewedTarget, reviewEachUpdate }: ApproveVariables) =>
  patchPool(pool, approvePatch({ reviewedTarget, annotations: pool.metadata?.annotations, reviewEachUpdate }));

export const holdPool = (pool: MachineConfigPool) => patchPool(pool, holdPatch());

/** Unpause a held pool that has nothing pending (its target is what it runs). */
export const resumePool = (pool: MachineConfigPool) =>
  patchPool(pool, resumePatch(pool.spec?.configuration?.name ?? ''));

/**
 * A patch of a pool, never retried (a retry could roll out something nobody reviewed).
 * Whatever the answer, the pools and the release infos are re-read (a moved target needs
 * its package list before it can be reviewed); the mutation stays pending until they are.
 */
function usePoolPatch<V>(mutationFn: (variables: V) => Promise<MachineConfigPool>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: (_data, error) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: osUpdateKeys.pools() }),
        error ? queryClient.invalidateQueries({ queryKey: osUpdateKeys.releaseInfos() }) : undefined,
      ]),
  });
}

export const useApproveMutation = () => usePoolPatch(approvePool);
export const useHoldMutation = () => usePoolPatch(holdPool);
export const useResumeMutation = () => usePoolPatch(resumePool);

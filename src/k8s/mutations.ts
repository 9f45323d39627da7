import {
  HttpError,
  k8sCreate,
  k8sDelete,
  k8sGet,
  k8sPatch,
  type K8sResourceCommon,
} from '@openshift-console/dynamic-plugin-sdk';
import type { MachineOSConfigLike } from '../domain/image-mode/image-build';
import { pinMachineConfig, selectingPool } from '../domain/pin/os-image-pin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchStreamPatch } from '../domain/os-stream/os-image-streams';
import { approvePatch, holdPatch, resumePatch, type PatchOperation } from '../domain/pool/rollout-patch';
import type { MaintenanceWindow } from '../domain/pool/maintenance-window';
import { cancelWindowPatch, scheduleApprovalPatch } from '../domain/pool/window-patch';
import { MachineConfigModel, MachineConfigPoolModel, MachineOSConfigModel } from './models';
import { osUpdateKeys } from './query-keys';
import type { MachineConfig, MachineConfigPool } from './resources';

export interface ApproveVariables {
  readonly pool: MachineConfigPool;
  /** The rendered config the admin reviewed: only it may roll out. */
  readonly reviewedTarget: string;
  /** Hold the pool again after this rollout. */
  readonly reviewEachUpdate: boolean;
  /** And pause it again whoever else unpauses it. */
  readonly strictGate?: boolean;
  /** Image mode: the built image reviewed, and the MachineOSConfig that names it. */
  readonly reviewedImage?: { readonly machineOSConfig: string; readonly image: string };
  /** Roll out in a maintenance window rather than now: the pool stays held until it opens. */
  readonly window?: ApprovalWindow;
}

/** When a scheduled approval rolls out: the start in UTC, the admin's time zone kept for display. */
export type ApprovalWindow = Pick<MaintenanceWindow, 'start' | 'durationMinutes' | 'repeat' | 'timeZone'>;

const patchPool = (pool: MachineConfigPool, data: PatchOperation[]): Promise<MachineConfigPool> =>
  k8sPatch<MachineConfigPool>({ model: MachineConfigPoolModel, resource: pool, data });

/**
 * Approves the reviewed target. In image mode the built image is not on the pool, so no
 * `test` can bind it: the MachineOSConfig is read first and a rebuild since the review is
 * refused as a moved target (409); what is left of that window is the controller's to close
 * (it pauses a pool whose target image differs from the approved one).
 */
export const approvePool = async ({
  pool,
  reviewedTarget,
  reviewEachUpdate,
  reviewedImage,
  strictGate,
  window,
}: ApproveVariables) => {
  if (reviewedImage) {
    const mosc = await k8sGet<MachineOSConfigLike & K8sResourceCommon>({
      model: MachineOSConfigModel,
      name: reviewedImage.machineOSConfig,
    });
    const now = mosc.status?.currentImagePullSpec;
    if (now !== reviewedImage.image)
      throw new HttpError(
        `the image built for pool ${pool.metadata?.name ?? ''} is now ${now ?? 'being built'}, not the one reviewed (${reviewedImage.image})`,
        409,
      );
  }
  if (window)
    return patchPool(
      pool,
      scheduleApprovalPatch(
        {
          ...window,
          target: reviewedTarget,
          image: reviewedImage?.image,
          reviewEachUpdate,
          strictGate: reviewEachUpdate && strictGate === true,
        },
        pool.metadata?.annotations,
      ),
    );
  return patchPool(
    pool,
    approvePatch({
      reviewedTarget,
      annotations: pool.metadata?.annotations,
      reviewEachUpdate,
      strictGate,
      reviewedImage: reviewedImage?.image,
    }),
  );
};

/** Cancel the window the admin saw; the pool stays held. */
export const cancelPoolWindow = ({ pool, shown }: { pool: MachineConfigPool; shown: string }) =>
  patchPool(pool, cancelWindowPatch(shown, pool.metadata?.annotations));

export const holdPool = (pool: MachineConfigPool) => patchPool(pool, holdPatch());

export interface SwitchStreamVariables {
  readonly pool: MachineConfigPool;
  readonly stream: string;
}

/**
 * Moves a pool to another OS stream, held: the render controller renders its new target,
 * which then waits for the same review as any other. Refused (422) when the pool's target or
 * stream is no longer what the admin saw.
 */
export const switchPoolStream = ({ pool, stream }: SwitchStreamVariables) =>
  patchPool(
    pool,
    switchStreamPatch({
      stream,
      target: pool.spec?.configuration?.name ?? '',
      from: pool.spec?.osImageStream?.name,
    }),
  );

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
export const useCancelWindowMutation = () => usePoolPatch(cancelPoolWindow);
export const useHoldMutation = () => usePoolPatch(holdPool);
export const useSwitchStreamMutation = () => usePoolPatch(switchPoolStream);
export const useResumeMutation = () => usePoolPatch(resumePool);

export interface PinVariables {
  readonly pool: MachineConfigPool;
  /** The reviewed OS image, by digest: the pin refuses anything else. */
  readonly image: string;
}

/** Creates `99-<pool>-os-update-pin`: the pool (and every pool that takes its MachineConfigs) keeps this image. */
export const createPin = async ({ pool, image }: PinVariables): Promise<MachineConfig> =>
  k8sCreate<MachineConfig>({
    model: MachineConfigModel,
    data: pinMachineConfig(selectingPool(pool), image) as MachineConfig,
  });

/**
 * Deletes the pin the admin reviewed, exactly that one: the preconditions make the API server
 * refuse when it was replaced or changed since (409), rather than drop a pin nobody saw.
 */
export const deletePin = (pin: { name: string; uid?: string; resourceVersion?: string }) =>
  k8sDelete({
    model: MachineConfigModel,
    resource: { metadata: { name: pin.name } },
    json: {
      kind: 'DeleteOptions',
      apiVersion: 'v1',
      preconditions: { uid: pin.uid, resourceVersion: pin.resourceVersion },
    },
  });

/** A pin or unpin, never retried; the pools are re-read whatever the answer (targets move; the pins' watch follows). */
function usePinChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: osUpdateKeys.pools() }),
  });
}

export const usePinMutation = () => usePinChange(createPin);
export const useUnpinMutation = () => usePinChange(deletePin);

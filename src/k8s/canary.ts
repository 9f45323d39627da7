import { k8sCreate, k8sPatch } from '@openshift-console/dynamic-plugin-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CANARY_STOPPED_ANNOTATION,
  CANARY_TARGET_ANNOTATION,
  canaryPoolObject,
  type CanaryIntent,
} from '../domain/canary/canary-pool';
import type { CanaryPromotion } from '../domain/canary/canary-promotion';
import { canaryLabelPatch, type CanaryAction } from '../domain/canary/canary-steps';
import { parentHoldPatch } from '../domain/canary/parent-hold';
import { pointerSegment, type PatchOperation } from '../domain/pool/rollout-patch';
import { MachineConfigPoolModel, NodeModel } from './models';
import { osUpdateKeys } from './query-keys';
import type { MachineConfigPool, Node } from './resources';

export interface StartCanaryVariables {
  /** The parent pool as the review showed it: held on the reviewed target. */
  readonly parent: MachineConfigPool;
  readonly reviewedTarget: string;
  readonly machines: readonly string[];
  /** The review's strict gate: the parent is put under the gate while the canary runs. */
  readonly strictGate: boolean;
  /** The review's choices for the rest: by hand or once healthy, its gate policy and window. */
  readonly promotion: CanaryPromotion;
}

const patchPool = (name: string, data: PatchOperation[]) =>
  k8sPatch<MachineConfigPool>({ model: MachineConfigPoolModel, resource: { metadata: { name } }, data });

/**
 * "Canary first", confirmed: only while the parent is still held on the reviewed target, it is
 * put under the gate (422 otherwise, and nothing is made), the canary pool created held, then each chosen machine labelled while it is still the parent's. The
 * canary's approval for its render follows once the machine-config controller has rendered
 * it and counted the machines (`nextCanaryStep`: here while the page is open, and by the
 * OS update controller whether it is or not).
 */
export async function startCanary({ parent, reviewedTarget, machines, strictGate, promotion }: StartCanaryVariables) {
  const name = parent.metadata?.name ?? '';
  await patchPool(name, parentHoldPatch(reviewedTarget, parent.metadata?.annotations, strictGate));
  const intent: CanaryIntent = { parent: name, reviewedTarget, machines, promotion };
  await k8sCreate<MachineConfigPool>({
    model: MachineConfigPoolModel,
    data: canaryPoolObject(intent, 1) as MachineConfigPool,
  });
  for (const machine of machines)
    await k8sPatch<Node>({ model: NodeModel, resource: { metadata: { name: machine } }, data: canaryLabelPatch(name) });
}

/** Stop: recorded on the canary pool, only while it is the canary of the reviewed target shown. */
export const stopCanary = ({ canary, reviewedTarget }: { canary: string; reviewedTarget: string }) =>
  patchPool(canary, [
    { op: 'test', path: `/metadata/annotations/${pointerSegment(CANARY_TARGET_ANNOTATION)}`, value: reviewedTarget },
    {
      op: 'add',
      path: `/metadata/annotations/${pointerSegment(CANARY_STOPPED_ANNOTATION)}`,
      value: new Date().toISOString(),
    },
  ]);

/** One of the canary's preparing steps the page takes while open (each guarded by its patch's tests). */
export async function takeCanaryStep(action: CanaryAction): Promise<void> {
  if (action.kind === 'label-node')
    await k8sPatch<Node>({ model: NodeModel, resource: { metadata: { name: action.node } }, data: action.patch });
  else if (action.kind === 'approve-canary') await patchPool(action.pool, action.patch);
}

/** A canary write, never retried; the pools are re-read whatever the answer. */
function useCanaryWrite<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: osUpdateKeys.pools() }),
  });
}

export const useStartCanaryMutation = () => useCanaryWrite(startCanary);
export const useStopCanaryMutation = () => useCanaryWrite(stopCanary);
export const useCanaryStepMutation = () => useCanaryWrite(takeCanaryStep);

import { useEffect, useRef } from 'react';
import type { CanaryStep } from '../../domain/canary/canary-steps';
import { useCanaryStepMutation } from '../../k8s/canary';

/**
 * While the page is open, it takes the canary's preparing steps the admin's Confirm began
 * (a machine labelled, the canary approved for its render of the reviewed content), each
 * once: the OS update controller takes the same steps, and whichever is second is refused
 * by the patch's tests and reads again. Returning the machines and deleting the canary pool
 * are the controller's alone.
 */
export function useCanarySteps(step: CanaryStep | undefined): void {
  const take = useCanaryStepMutation();
  const taken = useRef(new Set<string>());
  const action = step?.action;
  const key = action ? `${action.kind} ${JSON.stringify(action)}` : undefined;
  useEffect(() => {
    if (!action || !key || taken.current.has(key)) return;
    if (action.kind !== 'label-node' && action.kind !== 'approve-canary') return;
    taken.current.add(key);
    take.mutate(action);
  }, [action, key, take]);
}

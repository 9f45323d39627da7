import { useRef } from 'react';
import type { CanaryPromotion } from '../../domain/canary/canary-promotion';
import { useTranslation } from 'react-i18next';
import { canaryPoolOf } from '../../k8s/canary-world';
import { useStartCanaryMutation } from '../../k8s/canary';
import { classifyPatchError, type PatchFailure } from '../../k8s/patch-errors';
import { usePools } from '../../k8s/watches';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import type { RolloutScope } from './CanaryChoice';

/**
 * The review's "Canary first": offered for worker only (a machine that two custom pools
 * select is in neither; master's stay master's), refused in image mode and while a canary
 * of the pool is under way; what blocks Confirm; and the start, from the reviewed target.
 */
export function useCanaryScope(view: PoolView, scope: RolloutScope, strictGate: boolean) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const start = useStartCanaryMutation();
  const sending = useRef(false);
  const existing = canaryPoolOf(usePools().data, view.name);
  const refusal = view.imageMode
    ? t('In image mode a canary needs its own MachineOSConfig, which this page does not create: roll out to everyone.')
    : existing
      ? t('{{pool}} has a canary already: promote or stop it on its card.', { pool: view.name })
      : undefined;
  const machines = scope.kind === 'canary' ? scope.machines : [];
  // Nothing chosen yet is the next step, not a mistake: said plainly, never as an error.
  const todo = scope.kind === 'canary' && machines.length === 0 ? t('Choose the machines to update first.') : undefined;
  const blocked =
    scope.kind === 'canary' && machines.length > 0 && machines.length >= view.machineCount
      ? t('A canary of every machine is the whole pool: roll out to everyone instead.')
      : undefined;
  return {
    offered: view.name === 'worker',
    refusal,
    blocked,
    todo,
    pending: start.isPending,
    start: async (
      reviewedTarget: string,
      promotion: CanaryPromotion,
      onFailure: (failure: PatchFailure | undefined) => void,
      onStarted: (message: string) => void,
      onClose: () => void,
    ) => {
      if (sending.current || blocked || todo || refusal) return;
      sending.current = true;
      onFailure(undefined);
      try {
        await start.mutateAsync({ parent: view.pool, reviewedTarget, machines, strictGate, promotion });
        onStarted(
          t('Canary started: {{target}} rolls out to {{machines}} first.', {
            machines: machines.join(', '),
            target: reviewedTarget,
          }),
        );
        onClose();
      } catch (error) {
        onFailure(classifyPatchError(error));
      } finally {
        sending.current = false;
      }
    },
  };
}

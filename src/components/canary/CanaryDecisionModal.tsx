import { Alert, Stack, StackItem } from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStopCanaryMutation } from '../../k8s/canary';
import { promotionWindowAhead, type CanaryPromotion } from '../../domain/canary/canary-promotion';
import { useApproveMutation } from '../../k8s/mutations';
import { classifyPatchError, type PatchFailure } from '../../k8s/patch-errors';
import { ConfirmModal, type ModalAlert } from '../gate/ConfirmModal';
import { failureMessage } from '../gate/failure-message';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { useTimeFormat } from '../window/use-time-format';
import { useQuery } from '@tanstack/react-query';
import { preflightQuery } from '../../k8s/preflight';
import { usePreflightVerdict } from '../preflight/use-preflight-verdict';
import { VerdictLine, VerdictNote } from '../preflight/VerdictLine';

interface CanaryDecisionModalProps {
  readonly decision: 'promote' | 'stop';
  readonly view: PoolView;
  readonly canary: string;
  readonly reviewedTarget: string;
  readonly machines: readonly string[];
  /** The review's choices for the rest: its gate policy and window apply to Promote. */
  readonly promotion: CanaryPromotion;
  /** The cluster's time: whether the review's window is still ahead. */
  readonly now: number;
  readonly onClose: () => void;
}

/**
 * Promote or Stop, confirmed. Promote approves the pool for the target the canary rolled out,
 * the one reviewed, with the review's gate policy and window (nothing decided again), and only
 * while the pool still targets it; Stop records itself on the canary pool and leaves the pool held.
 */
export function CanaryDecisionModal({
  decision,
  view,
  canary,
  reviewedTarget,
  machines,
  promotion,
  now,
  onClose,
}: CanaryDecisionModalProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const approve = useApproveMutation();
  const stop = useStopCanaryMutation();
  const [failure, setFailure] = useState<PatchFailure | undefined>();
  const promote = decision === 'promote';
  const window = promotion.window && promotionWindowAhead(promotion, now) ? promotion.window : undefined;
  const time = useTimeFormat();
  // What will stall the rest of the pool, as its review said it for the whole pool: read again now.
  const preflight = useQuery({ ...preflightQuery(view.pool), enabled: promote });
  const verdict = usePreflightVerdict(preflight, view.configChange?.disruption.drain ?? true);
  const confirm = async () => {
    setFailure(undefined);
    try {
      if (promote)
        await approve.mutateAsync({
          pool: view.pool,
          reviewedTarget,
          reviewEachUpdate: promotion.reviewEachUpdate,
          strictGate: promotion.reviewEachUpdate && promotion.strictGate,
          window,
        });
      else await stop.mutateAsync({ canary, reviewedTarget });
      onClose();
    } catch (error) {
      setFailure(classifyPatchError(error));
    }
  };
  const alerts: ModalAlert[] = failure
    ? [{ key: 'failure', variant: 'danger', ...failureMessage(t, failure, view.name, view.facts.paused) }]
    : [];
  return (
    <ConfirmModal
      id={`canary-${decision}`}
      variant="small"
      title={
        promote
          ? t('Promote the canary to {{pool}}', { pool: view.name })
          : t('Stop the canary of {{pool}}', { pool: view.name })
      }
      alerts={alerts}
      confirmLabel={promote ? (window ? t('Promote for the window') : t('Promote and roll out')) : t('Stop the canary')}
      confirmTestId={`confirm-canary-${decision}`}
      confirmVariant={promote ? 'primary' : 'danger'}
      confirmDisabled={false}
      pending={approve.isPending || stop.isPending}
      onConfirm={() => void confirm()}
      confirmNote={promote && !verdict.pending ? <VerdictNote verdict={verdict} /> : undefined}
      cancelLabel={failure ? t('Close') : t('Cancel')}
      onClose={onClose}
    >
      <Stack hasGutter>
        {promote ? (
          <StackItem>
            <VerdictLine verdict={verdict} />
          </StackItem>
        ) : null}
        <StackItem>
          {promote && window
            ? t(
                'Approves {{pool}} for exactly {{target}}, the target the canary runs, in the window chosen in the review: it stays held until {{start}}. If the target of {{pool}} changed since, nothing is changed.',
                { pool: view.name, target: reviewedTarget, start: time.local(Date.parse(window.start)) },
              )
            : promote
              ? t(
                  'Unpauses {{pool}} so that exactly {{target}} rolls out to its other machines, the target the canary runs. If the target of {{pool}} changed since, nothing is changed.',
                  { pool: view.name, target: reviewedTarget },
                )
              : t(
                  '{{pool}} stays held; {{machines}} stay in {{canary}} on {{target}}. To roll them back, pin the OS image {{pool}} runs.',
                  { pool: view.name, machines: machines.join(', '), canary, target: reviewedTarget },
                )}
        </StackItem>
        {promote && promotion.window && !window ? (
          <StackItem>
            <Alert
              isInline
              variant="warning"
              title={t('The maintenance window chosen in the review has passed: {{pool}} rolls out now.', {
                pool: view.name,
              })}
            />
          </StackItem>
        ) : null}
        {promote && !promotion.reviewEachUpdate ? (
          <StackItem>
            {t('As chosen in the review, later updates of {{pool}} roll out without a review.', { pool: view.name })}
          </StackItem>
        ) : null}
      </Stack>
    </ConfirmModal>
  );
}

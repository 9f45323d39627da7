import { Stack, StackItem } from '@patternfly/react-core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveMutation } from '../../k8s/mutations';
import { classifyPatchError, type PatchFailure } from '../../k8s/patch-errors';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { ConfirmModal, type ModalAlert } from './ConfirmModal';
import { failureMessage } from './failure-message';
import { ReviewSummary } from './ReviewSummary';

/**
 * The review before a roll-out. The admin approves the target shown here and no other: the
 * patch tests that the pool still targets it. After a refusal the review moves on to the
 * pool's new target, and the admin must confirm again.
 */
export function ReviewModal({ view, onClose }: { view: PoolView; onClose: () => void }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const approve = useApproveMutation();
  const [reviewed, setReviewed] = useState(view.target.config);
  const [failure, setFailure] = useState<PatchFailure | undefined>();
  const sending = useRef(false);
  const paused = view.pool.spec?.paused;
  const moved = reviewed !== view.target.config;

  // After a refusal, show the pool as it is now: a fresh review of its current target.
  useEffect(() => {
    if (failure?.kind === 'moved' && moved) setReviewed(view.target.config);
  }, [failure, moved, view.target.config]);

  const confirm = async () => {
    if (sending.current || !reviewed) return; // one click, one patch
    sending.current = true;
    setFailure(undefined);
    try {
      await approve.mutateAsync({ pool: view.pool, reviewedTarget: reviewed });
      onClose();
    } catch (error) {
      setFailure(classifyPatchError(error));
    } finally {
      sending.current = false;
    }
  };

  const alerts: ModalAlert[] = [];
  if (failure) {
    const message = failureMessage(t, failure, view.name, paused);
    alerts.push({
      key: 'failure',
      variant: failure.kind === 'unknown' ? 'warning' : 'danger',
      ...message,
      dataTest: dataTest.approveError,
    });
  }
  if (view.name === 'master') {
    alerts.push({
      key: 'master',
      variant: 'warning',
      title: t('This updates the control plane'),
      body: t(
        'Control-plane machines reboot one at a time; the API stays available through the others, but etcd and the API servers run with less redundancy until every machine is back.',
      ),
    });
  }
  const canConfirm = paused === true && !moved && view.state.kind !== 'degraded' && failure?.kind !== 'forbidden';
  return (
    <ConfirmModal
      id="review"
      variant="medium"
      title={t('Review the update of pool {{pool}}', { pool: view.name })}
      alerts={alerts}
      confirmLabel={t('Approve and roll out')}
      confirmTestId={dataTest.confirmApprove}
      confirmDisabled={!canConfirm}
      pending={approve.isPending}
      onConfirm={() => void confirm()}
      cancelLabel={failure ? t('Close') : t('Cancel')}
      onClose={onClose}
    >
      <Stack hasGutter>
        <StackItem>
          <ReviewSummary view={view} />
        </StackItem>
        <StackItem>
          {t(
            'Confirming unpauses the pool so that exactly {{target}} rolls out. If the target changes before you confirm, nothing is changed.',
            { target: reviewed },
          )}
        </StackItem>
      </Stack>
    </ConfirmModal>
  );
}

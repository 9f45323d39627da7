import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResumeMutation } from '../../k8s/mutations';
import { classifyPatchError } from '../../k8s/patch-errors';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { ConfirmModal, type ModalAlert } from './ConfirmModal';

interface ResumeModalProps {
  readonly view: PoolView;
  readonly onClose: () => void;
  readonly onResumed: (message: string) => void;
}

/**
 * Resume a held pool with nothing pending: it opens the gate, so that the next OS update
 * rolls out as soon as it is published. The patch tests that the target is still the one
 * the pool runs: a target that moved meanwhile goes through the review instead.
 */
export function ResumeModal({ view, onClose, onResumed }: ResumeModalProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const resume = useResumeMutation();
  const [error, setError] = useState<string | undefined>();
  const confirm = async () => {
    setError(undefined);
    try {
      await resume.mutateAsync(view.pool);
      onResumed(t('Resumed: OS updates of {{pool}} roll out as soon as they are published', { pool: view.name }));
      onClose();
    } catch (e) {
      const failure = classifyPatchError(e);
      setError(
        failure.kind === 'moved'
          ? t(
              'The pool changed after you opened this dialog (a new target, or it was resumed already): nothing was changed. {{message}}',
              {
                message: failure.message,
              },
            )
          : failure.message,
      );
    }
  };
  const alerts: ModalAlert[] = error
    ? [
        {
          key: 'error',
          variant: 'danger',
          title: t('The pool could not be resumed'),
          body: error,
          dataTest: 'resume-error',
        },
      ]
    : [];
  return (
    <ConfirmModal
      id="resume"
      variant="small"
      title={t('Resume updates of pool {{pool}}?', { pool: view.name })}
      alerts={alerts}
      confirmLabel={t('Resume updates')}
      confirmTestId={`confirm-${dataTest.resume}`}
      confirmDisabled={error !== undefined}
      pending={resume.isPending}
      onConfirm={() => void confirm()}
      cancelLabel={error ? t('Close') : t('Cancel')}
      onClose={onClose}
    >
      {t(
        'Nothing is waiting: the pool runs its target. Once resumed, the pool is open: the next OS update rolls out without a review, until you hold it again.',
      )}
    </ConfirmModal>
  );
}

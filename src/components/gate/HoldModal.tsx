import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHoldMutation } from '../../k8s/mutations';
import { classifyPatchError } from '../../k8s/patch-errors';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { ConfirmModal, type ModalAlert } from './ConfirmModal';

/** Pause a pool after a confirmation; for master, say what that blocks. */
export function HoldModal({ view, onClose }: { view: PoolView; onClose: () => void }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const hold = useHoldMutation();
  const [error, setError] = useState<string | undefined>();
  const confirm = async () => {
    setError(undefined);
    try {
      await hold.mutateAsync(view.pool);
      onClose();
    } catch (e) {
      setError(classifyPatchError(e).message);
    }
  };
  const alerts: ModalAlert[] = [];
  if (error) alerts.push({ key: 'error', variant: 'danger', title: t('The pool could not be paused'), body: error });
  if (view.name === 'master') {
    alerts.push({
      key: 'master',
      variant: 'warning',
      title: t('A paused master pool blocks cluster upgrades'),
      body: t(
        'The machine-config operator cannot finish a cluster upgrade while the master pool is paused. Release it as soon as you can.',
      ),
    });
  }
  return (
    <ConfirmModal
      id="hold"
      variant="small"
      title={t('Hold updates of pool {{pool}}?', { pool: view.name })}
      alerts={alerts}
      confirmLabel={t('Hold updates')}
      confirmTestId="confirm-hold"
      confirmDisabled={false}
      pending={hold.isPending}
      onConfirm={() => void confirm()}
      cancelLabel={t('Cancel')}
      onClose={onClose}
    >
      {t('The pool is paused: machines that are updating finish, no others start. New targets wait for an approval.')}
    </ConfirmModal>
  );
}

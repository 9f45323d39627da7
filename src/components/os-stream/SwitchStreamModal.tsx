import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchStreamMutation } from '../../k8s/mutations';
import { classifyPatchError } from '../../k8s/patch-errors';
import { dataTest } from '../data-test';
import { ConfirmModal, type ModalAlert } from '../gate/ConfirmModal';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

/**
 * Moves a pool to another OS stream after a confirmation. Nothing rolls out here: the pool
 * is held, the operator renders its new target, and that target waits for the review.
 */
export function SwitchStreamModal({
  view,
  stream,
  onClose,
  onSwitched,
}: {
  view: PoolView;
  stream: string;
  onClose: () => void;
  onSwitched: (message: string) => void;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const switchStream = useSwitchStreamMutation();
  const [error, setError] = useState<string | undefined>();
  const confirm = async () => {
    setError(undefined);
    try {
      await switchStream.mutateAsync({ pool: view.pool, stream });
      onSwitched(
        t('Pool {{pool}} is held on its way to {{stream}}: review its new target, then approve it.', {
          pool: view.name,
          stream,
        }),
      );
      onClose();
    } catch (e) {
      setError(classifyPatchError(e).message);
    }
  };
  const alerts: ModalAlert[] = [];
  if (error)
    alerts.push({ key: 'error', variant: 'danger', title: t('The stream of the pool was not changed'), body: error });
  if (view.name === 'master')
    alerts.push({
      key: 'master',
      variant: 'warning',
      title: t('This moves the control plane to another OS'),
      body: t(
        'Every control-plane machine reboots into {{stream}}, one at a time. Move a worker pool first and watch it; while master is held, cluster upgrades cannot finish.',
        { stream },
      ),
    });
  return (
    <ConfirmModal
      id="switch-stream"
      variant="small"
      title={t('Move pool {{pool}} to {{stream}}?', { pool: view.name, stream })}
      alerts={alerts}
      confirmLabel={t('Hold and switch to {{stream}}', { stream })}
      confirmTestId={dataTest.confirmSwitchStream}
      confirmDisabled={false}
      pending={switchStream.isPending}
      onConfirm={() => void confirm()}
      cancelLabel={t('Cancel')}
      onClose={onClose}
    >
      {t(
        'The pool is paused and asks for {{stream}}; its new target is the {{stream}} image with the same configuration. Nothing rolls out until you review that target and approve it.',
        { stream },
      )}
    </ConfirmModal>
  );
}

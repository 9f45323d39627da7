import { Content, Stack } from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pin } from '../../domain/pin/os-image-pin';
import { useUnpinMutation } from '../../k8s/mutations';
import { classifyPatchError } from '../../k8s/patch-errors';
import { dataTest } from '../data-test';
import { ConfirmModal, type ModalAlert } from '../gate/ConfirmModal';
import { I18N_NAMESPACE } from '../i18n';
import { PinnedPools } from './PinnedPools';

interface UnpinModalProps {
  readonly pool: string;
  readonly pin: Pin;
  readonly onClose: () => void;
  readonly onUnpinned: (message: string) => void;
}

/** Deletes the pin the admin sees, after naming every pool it releases and what they get then. */
export function UnpinModal({ pool, pin, onClose, onUnpinned }: UnpinModalProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const unpin = useUnpinMutation();
  const [error, setError] = useState<string | undefined>();
  const confirm = async () => {
    setError(undefined);
    try {
      await unpin.mutateAsync(pin);
      onUnpinned(t('Unpinned: {{pools}} follow the cluster release again', { pools: pin.pools.join(', ') }));
      onClose();
    } catch (e) {
      const failure = classifyPatchError(e);
      setError(
        failure.kind === 'moved'
          ? t('The pin changed after you opened this dialog: nothing was deleted. {{message}}', {
              message: failure.message,
            })
          : failure.message,
      );
    }
  };
  const alerts: ModalAlert[] = error
    ? [
        {
          key: 'error',
          variant: 'danger',
          title: t('The pin could not be removed'),
          body: error,
          dataTest: dataTest.pinError,
        },
      ]
    : [];
  return (
    <ConfirmModal
      id="unpin"
      variant="small"
      title={t('Unpin the OS image of pool {{pool}}?', { pool })}
      description={t('Deletes MachineConfig {{name}}.', { name: pin.name })}
      alerts={alerts}
      confirmLabel={t('Unpin')}
      confirmTestId={dataTest.confirmUnpin}
      confirmDisabled={error !== undefined}
      pending={unpin.isPending}
      onConfirm={() => void confirm()}
      cancelLabel={error ? t('Close') : t('Cancel')}
      onClose={onClose}
    >
      <Stack hasGutter>
        <Content component="p">
          {t(
            'These pools then take the OS image of the cluster release; paused pools wait for your approval before their machines change:',
          )}
        </Content>
        <PinnedPools pools={pin.pools} owner={pin.pool} />
      </Stack>
    </ConfirmModal>
  );
}

import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Stack, StackItem } from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHoldMutation } from '../../k8s/mutations';
import { classifyPatchError } from '../../k8s/patch-errors';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

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
  return (
    <Modal variant="small" isOpen onClose={onClose} aria-labelledby="os-update-plugin-hold-title">
      <ModalHeader
        title={t('Hold updates of pool {{pool}}?', { pool: view.name })}
        labelId="os-update-plugin-hold-title"
      />
      <ModalBody>
        <Stack hasGutter>
          {error ? (
            <StackItem>
              <Alert isInline variant="danger" title={t('The pool could not be paused')}>
                {error}
              </Alert>
            </StackItem>
          ) : null}
          {view.name === 'master' ? (
            <StackItem>
              <Alert isInline variant="warning" title={t('A paused master pool blocks cluster upgrades')}>
                {t(
                  'The cluster-version operator cannot finish an upgrade while the master pool is paused, and certificate rotations wait too. Release it as soon as you can.',
                )}
              </Alert>
            </StackItem>
          ) : null}
          <StackItem>
            {t(
              'The pool is paused: machines that are updating finish, no others start. New targets wait for an approval.',
            )}
          </StackItem>
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button
          variant="primary"
          data-test="confirm-hold"
          onClick={() => void confirm()}
          isDisabled={hold.isPending}
          isLoading={hold.isPending}
        >
          {t('Hold updates')}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t('Cancel')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

import { usePools } from '../../k8s/watches';
import { Content, Radio, Stack } from '@patternfly/react-core';
import { useState } from 'react';
import { offeredSides, pinChoice, type PinSide } from './pin-choice';
import { useTranslation } from 'react-i18next';
import { pinMachineConfig, pinName, PinError, poolsSelecting, selectingPool } from '../../domain/pin/os-image-pin';
import { shortDigest } from '../../domain/release-info/image-ref';
import { usePinMutation } from '../../k8s/mutations';
import { classifyPatchError } from '../../k8s/patch-errors';
import { dataTest } from '../data-test';
import { ConfirmModal, type ModalAlert } from '../gate/ConfirmModal';
import type { ImageSide, PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { PinnedPools } from './PinnedPools';

interface PinModalProps {
  readonly view: PoolView;
  readonly onClose: () => void;
  readonly onPinned: (message: string) => void;
}

const describeSide = (side: ImageSide) =>
  [side.digest ? shortDigest(side.digest) : side.image, side.releaseInfo?.ostreeVersion].filter(Boolean).join(' · ');

/**
 * Pins a pool to an OS image it runs or was offered: the review names the image, every pool
 * the pin's MachineConfig selects (a worker pin holds the custom pools that take worker's
 * configs), and what pinning costs. Only images by digest can be chosen.
 */
export function PinModal({ view, onClose, onPinned }: PinModalProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const pools = usePools().data ?? [view.pool];
  const pin = usePinMutation();
  const [error, setError] = useState<string | undefined>();
  const sides = offeredSides(
    (['target', 'current'] as const).map((key) => ({
      key,
      side: view[key],
      image: view[key].image,
      digest: view[key].digest,
      label: key === 'target' ? t('The target it was offered') : t('The image its machines run now'),
    })),
  );
  const [picked, setChoice] = useState<PinSide['key']>();
  const choice = pinChoice(sides, picked);
  const image = sides.find((s) => s.key === choice)?.side.image;
  const selecting = pools.map(selectingPool);
  const self = selecting.find((p) => p.name === view.name) ?? { name: view.name };
  let built: ReturnType<typeof pinMachineConfig> | undefined;
  let refusal: string | undefined;
  try {
    built = image ? pinMachineConfig(self, image) : undefined;
  } catch (e) {
    refusal = e instanceof PinError ? e.message : String(e);
  }
  const held = built ? poolsSelecting(built.metadata.labels, selecting) : [view.name];
  const confirm = async () => {
    if (!image) return;
    setError(undefined);
    try {
      await pin.mutateAsync({ pool: view.pool, image });
      onPinned(t('Pinned: {{pools}} keep this OS image through cluster updates', { pools: held.join(', ') }));
      onClose();
    } catch (e) {
      const failure = classifyPatchError(e);
      setError(
        failure.kind === 'moved'
          ? t('A pin named {{name}} exists already (pinned meanwhile?): nothing was changed. {{message}}', {
              name: pinName(view.name),
              message: failure.message,
            })
          : failure.message,
      );
    }
  };
  const alerts: ModalAlert[] = [];
  if (error)
    alerts.push({
      key: 'error',
      variant: 'danger',
      title: t('The pool could not be pinned'),
      body: error,
      dataTest: dataTest.pinError,
    });
  if (refusal)
    alerts.push({ key: 'refusal', variant: 'danger', title: t('This image cannot be pinned'), body: refusal });
  alerts.push({
    key: 'cost',
    variant: 'warning',
    title: t('Pinned pools get no OS updates with cluster updates'),
    body: t(
      'Kernel, CRI-O, systemd and security fixes reach these pools only after you unpin them. Cluster updates still change the rest of their configuration, and an OS image far behind the release may stop being supported.',
    ),
  });
  return (
    <ConfirmModal
      id="pin"
      variant="medium"
      title={t('Pin the OS image of pool {{pool}}?', { pool: view.name })}
      description={t('Creates MachineConfig {{name}} with this image as its osImageURL.', { name: pinName(view.name) })}
      alerts={alerts}
      confirmLabel={t('Pin')}
      confirmTestId={dataTest.confirmPin}
      confirmDisabled={!built || error !== undefined}
      pending={pin.isPending}
      onConfirm={() => void confirm()}
      cancelLabel={error ? t('Close') : t('Cancel')}
      onClose={onClose}
    >
      <Stack hasGutter>
        <div role="radiogroup" aria-label={t('OS image to pin')}>
          {sides.map(({ key, side, label }) => (
            <Radio
              key={key}
              id={`os-update-plugin-pin-${key}`}
              name="os-update-plugin-pin-image"
              isChecked={choice === key}
              onChange={() => setChoice(key)}
              label={label}
              description={
                side.digest
                  ? describeSide(side)
                  : t('{{image}}: named by tag, it cannot be pinned', { image: side.image })
              }
              isDisabled={!side.digest}
            />
          ))}
        </div>
        <Content component="p">
          {t('The MachineConfig applies to every pool that takes it. These pools keep the image:')}
        </Content>
        <PinnedPools pools={held} owner={view.name} />
      </Stack>
    </ConfirmModal>
  );
}

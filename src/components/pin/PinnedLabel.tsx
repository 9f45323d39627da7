import { Label, Tooltip } from '@patternfly/react-core';
import { MapPinIcon } from '../icons';
import { useTranslation } from 'react-i18next';
import { shortDigest, parseImageRef } from '../../domain/release-info/image-ref';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

/** "Pinned": the pool keeps its OS image through cluster updates (a pin, or another override). */
export function PinnedLabel({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (!view.pin && !view.osImageOverridden) return null;
  const digest = view.pin ? parseImageRef(view.pin.image).digest : undefined;
  const tip = view.pin
    ? t('OS image pinned to {{digest}} by MachineConfig {{name}}: cluster updates leave it alone.', {
        digest: digest ? shortDigest(digest) : view.pin.image,
        name: view.pin.name,
      })
    : t('A MachineConfig overrides the OS image of this pool: cluster updates leave it alone.');
  return (
    <Tooltip content={tip}>
      <Label data-test={dataTest.poolPinned} icon={<MapPinIcon />} color="purple" tabIndex={0}>
        {view.pin ? t('Pinned') : t('OS image overridden')}
      </Label>
    </Tooltip>
  );
}

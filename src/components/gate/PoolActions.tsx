import { Button, Content, Flex, FlexItem } from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePoolPatchAccess } from '../../k8s/access';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { HoldModal } from './HoldModal';
import { ReviewModal } from './ReviewModal';

/**
 * Approve (through the review) and Hold, for users who may patch MachineConfigPools; the
 * others are told why they see neither. The API server still decides.
 */
export function PoolActions({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [allowed, checking] = usePoolPatchAccess();
  const [open, setOpen] = useState<'review' | 'hold' | undefined>();
  const paused = view.pool.spec?.paused === true;
  const waiting = paused && view.current.config !== view.target.config;
  if (checking) return null;
  if (!allowed) {
    return (
      <Content component="small" data-test="no-permission">
        {t(
          'You can review OS updates but not approve or hold them: approving needs the "patch" permission on MachineConfigPools.',
        )}
      </Content>
    );
  }
  return (
    <>
      <Flex spaceItems={{ default: 'spaceItemsSm' }}>
        {waiting ? (
          <FlexItem>
            <Button
              variant="primary"
              data-test={dataTest.approve}
              onClick={() => setOpen('review')}
              isDisabled={view.state.kind === 'degraded'}
            >
              {t('Review and approve')}
            </Button>
          </FlexItem>
        ) : null}
        {!paused ? (
          <FlexItem>
            <Button variant="secondary" data-test={dataTest.hold} onClick={() => setOpen('hold')}>
              {t('Hold updates')}
            </Button>
          </FlexItem>
        ) : null}
      </Flex>
      {open === 'review' ? <ReviewModal view={view} onClose={() => setOpen(undefined)} /> : null}
      {open === 'hold' ? <HoldModal view={view} onClose={() => setOpen(undefined)} /> : null}
    </>
  );
}

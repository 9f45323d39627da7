import { Button, Flex, FlexItem, Stack } from '@patternfly/react-core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachineConfigAccess, usePoolPatchAccess } from '../../k8s/access';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { offersResume, waitsForReview } from '../pools/waits-for-review';
import { useDoneMessage } from './use-done-message';

// The dialogs load when first opened: they are not part of what a first visit shows.
const ReviewModal = lazy(() => import('./ReviewModal').then((m) => ({ default: m.ReviewModal })));
const ResumeModal = lazy(() => import('./ResumeModal').then((m) => ({ default: m.ResumeModal })));
const HoldModal = lazy(() => import('./HoldModal').then((m) => ({ default: m.HoldModal })));
const PinModal = lazy(() => import('../pin/PinModal').then((m) => ({ default: m.PinModal })));
const UnpinModal = lazy(() => import('../pin/UnpinModal').then((m) => ({ default: m.UnpinModal })));

/**
 * The gate's actions, for users who may patch MachineConfigPools: a held pool with a new
 * target is approved through the review, a held pool with nothing pending is resumed, an
 * open or rolling pool is held; a pool is pinned to an image or unpinned by those who may
 * create or delete MachineConfigs. The others are told why they see none. The server decides.
 */
export function PoolActions({ view, downgrade }: { view: PoolView; downgrade: boolean }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [allowed, checking] = usePoolPatchAccess();
  const [mayPin] = useMachineConfigAccess('create');
  const [mayUnpin] = useMachineConfigAccess('delete');
  const [open, setOpen] = useState<'review' | 'hold' | 'resume' | 'pin' | 'unpin' | undefined>();
  const [done, setDone] = useDoneMessage(view.state, dataTest.approveSuccess);
  const held = view.gate === 'held';
  const waiting = waitsForReview(view);

  // Nothing to review before the target's image is built: a failed build blocks approval.
  const notBuilt = view.imageMode !== undefined && view.imageMode.build?.state !== 'succeeded';
  // Users who may not patch pools are told once per page (ViewerNote), not on every card.
  if (checking || !allowed) return null;
  const close = () => setOpen(undefined);
  return (
    <Stack hasGutter>
      {done}
      <Flex spaceItems={{ default: 'spaceItemsSm' }}>
        {waiting ? (
          <FlexItem>
            <Button
              variant={downgrade ? 'danger' : 'primary'}
              data-test={dataTest.approve}
              onClick={() => setOpen('review')}
              isDisabled={view.state.kind === 'degraded' || notBuilt}
            >
              {view.facts.maintenanceWindow ? t('Review again or change the window') : t('Review and approve')}
            </Button>
          </FlexItem>
        ) : null}
        {offersResume(view) ? (
          <FlexItem>
            <Button variant="secondary" data-test={dataTest.resume} onClick={() => setOpen('resume')}>
              {t('Resume updates')}
            </Button>
          </FlexItem>
        ) : null}
        {!held ? (
          <FlexItem>
            <Button variant="secondary" data-test={dataTest.hold} onClick={() => setOpen('hold')}>
              {t('Hold updates')}
            </Button>
          </FlexItem>
        ) : null}
        {mayPin && !view.pin ? (
          <FlexItem>
            <Button variant="link" data-test={dataTest.pin} onClick={() => setOpen('pin')}>
              {t('Pin OS image')}
            </Button>
          </FlexItem>
        ) : null}
        {mayUnpin && view.pin ? (
          <FlexItem>
            <Button variant="link" data-test={dataTest.unpin} onClick={() => setOpen('unpin')}>
              {t('Unpin OS image')}
            </Button>
          </FlexItem>
        ) : null}
      </Flex>
      <Suspense fallback={null}>
        {open === 'review' ? <ReviewModal view={view} onClose={close} onApproved={setDone} /> : null}
        {open === 'resume' ? <ResumeModal view={view} onClose={close} onResumed={setDone} /> : null}
        {open === 'hold' ? <HoldModal view={view} onClose={close} /> : null}
        {open === 'pin' ? <PinModal view={view} onClose={close} onPinned={setDone} /> : null}
        {open === 'unpin' && view.pin ? (
          <UnpinModal pool={view.name} pin={view.pin} onClose={close} onUnpinned={setDone} />
        ) : null}
      </Suspense>
    </Stack>
  );
}

import { Alert, AlertActionCloseButton, Button, Flex, FlexItem, Stack } from '@patternfly/react-core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePoolPatchAccess } from '../../k8s/access';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

// The dialogs load when first opened: they are not part of what a first visit shows.
const ReviewModal = lazy(() => import('./ReviewModal').then((m) => ({ default: m.ReviewModal })));
const ResumeModal = lazy(() => import('./ResumeModal').then((m) => ({ default: m.ResumeModal })));
const HoldModal = lazy(() => import('./HoldModal').then((m) => ({ default: m.HoldModal })));

/**
 * The gate's actions, for users who may patch MachineConfigPools: a held pool with a new
 * target is approved through the review, a held pool with nothing pending is resumed, an
 * open or rolling pool is held. The others are told why they see none. The server decides.
 */
export function PoolActions({ view, downgrade }: { view: PoolView; downgrade: boolean }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [allowed, checking] = usePoolPatchAccess();
  const [open, setOpen] = useState<'review' | 'hold' | 'resume' | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const held = view.gate === 'held';
  const waiting = held && view.current.config !== view.target.config;
  // Users who may not patch pools are told once per page (ViewerNote), not on every card.
  if (checking || !allowed) return null;
  const close = () => setOpen(undefined);
  return (
    <Stack hasGutter>
      {done ? (
        <Alert
          isInline
          variant="success"
          data-test={dataTest.approveSuccess}
          title={done}
          actionClose={<AlertActionCloseButton onClose={() => setDone(undefined)} />}
        />
      ) : null}
      <Flex spaceItems={{ default: 'spaceItemsSm' }}>
        {waiting ? (
          <FlexItem>
            <Button
              variant={downgrade ? 'danger' : 'primary'}
              data-test={dataTest.approve}
              onClick={() => setOpen('review')}
              isDisabled={view.state.kind === 'degraded'}
            >
              {t('Review and approve')}
            </Button>
          </FlexItem>
        ) : null}
        {held && !waiting ? (
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
      </Flex>
      <Suspense fallback={null}>
        {open === 'review' ? <ReviewModal view={view} onClose={close} onApproved={setDone} /> : null}
        {open === 'resume' ? <ResumeModal view={view} onClose={close} onResumed={setDone} /> : null}
        {open === 'hold' ? <HoldModal view={view} onClose={close} /> : null}
      </Suspense>
    </Stack>
  );
}

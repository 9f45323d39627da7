import {
  Button,
  Card,
  CardBody,
  CardTitle,
  DataList,
  DataListCell,
  DataListItem,
  DataListItemCells,
  DataListItemRow,
  Flex,
  FlexItem,
} from '@patternfly/react-core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { usePoolPatchAccess } from '../../k8s/access';
import { drainHoldsQuery } from '../../k8s/preflight';
import { PreflightGlance, usePoolGlance } from '../preflight/PreflightLabel';
import type { BudgetBlocker } from '../../domain/preflight/drain-blockers';
import { PoolDisruptionLabel } from '../config/PoolDisruption';
import type { PoolView } from '../hooks/use-pool-views';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { useDoneMessage } from '../gate/use-done-message';
import { WaitingChange } from './WaitingChange';
import { useReviewTitle } from '../gate/review-heading';
import { waitsForReview } from './waits-for-review';

const ReviewModal = lazy(() => import('../gate/ReviewModal').then((m) => ({ default: m.ReviewModal })));

/** A waiting pool's pre-flight at a glance, from what the page read at load. */
function WaitingPreflight({ view, holds }: { view: PoolView; holds: readonly BudgetBlocker[] | undefined }) {
  return <PreflightGlance {...usePoolGlance(view, holds, false)} />;
}

/**
 * First on the page: the pools that wait for a review, a line each (what changes, why, what
 * it costs) with their Review, so that nobody scrolls through cards to learn what waits.
 */
export function WaitingSummary({ views }: { views: readonly PoolView[] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const reviewTitle = useReviewTitle();
  const [mayApprove] = usePoolPatchAccess();
  const [reviewing, setReviewing] = useState<string | undefined>();
  const [approved, setApproved] = useState<string | undefined>();
  const [done, setDone] = useDoneMessage(views.find((v) => v.name === approved)?.state);
  const waiting = views.filter(waitsForReview);
  const open = views.find((v) => v.name === reviewing);
  // What holds each waiting pool's drain, read at load for every pool (each machine placed in its own).
  const holds = useQuery({
    ...drainHoldsQuery(
      views.map((v) => ({ name: v.name, nodeSelector: v.pool.spec?.nodeSelector?.matchLabels ?? {} })),
    ),
    enabled: waiting.length > 0,
  }).data;
  if (waiting.length === 0 && !done) return null;
  return (
    <Card isCompact component="section" aria-labelledby="os-update-plugin-waiting" data-test="waiting-summary">
      <CardTitle id="os-update-plugin-waiting" component="h2">
        {waiting.length > 0 ? t('Waiting for your review') : t('Nothing waits for a review')}
      </CardTitle>
      <CardBody>
        {done}
        {waiting.length > 0 ? (
          <DataList aria-label={t('Pools waiting for a review')} isCompact gridBreakpoint="none">
            {waiting.map((view) => (
              <DataListItem key={view.name} data-test={`waiting-${view.name}`}>
                <DataListItemRow>
                  <DataListItemCells
                    dataListCells={[
                      <DataListCell key="what" width={3}>
                        <Flex spaceItems={{ default: 'spaceItemsSm' }} alignItems={{ default: 'alignItemsCenter' }}>
                          <FlexItem>
                            <strong>{view.name}</strong>
                          </FlexItem>
                          <FlexItem>
                            <WaitingChange view={view} />
                          </FlexItem>
                        </Flex>
                      </DataListCell>,
                      <DataListCell key="cost" width={3}>
                        <Flex spaceItems={{ default: 'spaceItemsSm' }} alignItems={{ default: 'alignItemsCenter' }}>
                          <FlexItem>
                            <PoolDisruptionLabel view={view} />
                          </FlexItem>
                          <FlexItem>
                            <WaitingPreflight view={view} holds={holds?.get(view.name)} />
                          </FlexItem>
                          <FlexItem>
                            {t('{{formatted}} machines', {
                              count: view.machineCount,
                              formatted: format(view.machineCount),
                            })}
                          </FlexItem>
                        </Flex>
                      </DataListCell>,
                      <DataListCell key="review" isFilled={false} alignRight>
                        {mayApprove ? (
                          <Button
                            variant="secondary"
                            size="sm"
                            onClick={() => setReviewing(view.name)}
                            isDisabled={view.state.kind === 'degraded'}
                            aria-label={reviewTitle(view)}
                          >
                            {t('Review')}
                          </Button>
                        ) : null}
                      </DataListCell>,
                    ]}
                  />
                </DataListItemRow>
              </DataListItem>
            ))}
          </DataList>
        ) : null}
      </CardBody>
      <Suspense fallback={null}>
        {open ? (
          <ReviewModal
            view={open}
            onClose={() => setReviewing(undefined)}
            onApproved={(text) => {
              setApproved(open.name);
              setDone(text);
            }}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}

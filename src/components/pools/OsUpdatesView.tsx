import { usePools, usePoolsStaleness, useReleaseInfos } from '../../k8s/watches';
import {
  Button,
  EmptyState,
  EmptyStateBody,
  Flex,
  PageSection,
  Skeleton,
  Stack,
  StackItem,
  Title,
} from '@patternfly/react-core';
import { DocumentTitle } from '@openshift-console/dynamic-plugin-sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { updateCandidates } from '../../domain/cluster-update/candidates';
import { clusterVersionQuery } from '../../k8s/queries';
import { lazy, Suspense, useEffect } from 'react';
import { prefetchOsUpdates } from '../../k8s/prefetch';
import { ConfigsReadInFull } from '../config/ConfigsReadInFull';
import { useTranslation } from 'react-i18next';
import { QueryErrorState, StaleDataAlert } from '../common/QueryErrorState';
import { I18N_NAMESPACE } from '../i18n';
import { ControllerNotRunning } from '../gate/ControllerNotRunning';
import { FullUpdateNote, fullUpdateReleases } from '../gate/FullUpdateNote';
import { ViewerNote } from '../gate/ViewerNote';
import { ClusterRelease } from './ClusterRelease';
import { PoolSection } from './PoolSection';
import { WaitingSummary } from './WaitingSummary';

import { byAttention, usePoolViews } from '../hooks/use-pool-views';
import { useStableOrder } from '../hooks/use-stable-order';
import type { MachineConfigPool } from '../../k8s/resources';
import { reviewsEachUpdate } from '../../domain/pool/pool-facts';

// Only large clusters need the table: it loads when first shown, not on every first visit.
const PoolTable = lazy(() => import('./PoolTable').then((m) => ({ default: m.PoolTable })));
// Said only when there is a problem with a release info: loaded then (the network is up: the
// release infos just came). The error views stay in the page: they must show when offline.
const ReleaseInfoProblems = lazy(() =>
  import('./ReleaseInfoProblems').then((m) => ({ default: m.ReleaseInfoProblems })),
);
// Only where some pool is set to review every OS update: who holds that gate (and its watches).
const GateEnforcement = lazy(() => import('../gate/GateEnforcement').then((m) => ({ default: m.GateEnforcement })));

/** From this many pools on, the page lists them in a compact table (details on expanding a row). */
export const TABLE_FROM_POOLS = 13;

function PoolList({ pools }: { pools: readonly MachineConfigPool[] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  // A canary pool is shown on its parent's card.
  const built = usePoolViews(pools)
    .filter((view) => view.canaryOf === undefined)
    .sort(byAttention);
  // "Full update" releases held pools only when there is a cluster update to choose it for.
  // Read with the page, not polled: the candidates change with the channel, not by the minute.
  const clusterVersion = useQuery({ ...clusterVersionQuery(), refetchInterval: false });
  const clusterUpdateOffered =
    clusterVersion.data !== undefined &&
    clusterVersion.data !== 'none' &&
    updateCandidates(clusterVersion.data).length > 0;
  const views = useStableOrder(
    built,
    (view) => view.name,
    built.every((view) => !view.loading),
  );
  return (
    <Stack hasGutter>
      {views.length < TABLE_FROM_POOLS ? (
        <StackItem>
          <WaitingSummary views={views} />
        </StackItem>
      ) : null}
      {views.some(fullUpdateReleases) && clusterUpdateOffered ? (
        <StackItem>
          <FullUpdateNote />
        </StackItem>
      ) : null}
      {views.length >= TABLE_FROM_POOLS ? (
        <StackItem>
          <Suspense fallback={<Skeleton height="8rem" screenreaderText={t('Loading MachineConfigPools')} />}>
            <PoolTable views={views} />
          </Suspense>
        </StackItem>
      ) : (
        views.map((view) => (
          <StackItem key={view.name}>
            <PoolSection view={view} linkPool />
          </StackItem>
        ))
      )}
    </Stack>
  );
}

/** The "OS updates" page: every pool, those needing attention first. */
export function OsUpdatesView() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const queryClient = useQueryClient();
  // Pools and release infos are read before the first render.
  useEffect(() => void prefetchOsUpdates(queryClient), [queryClient]);
  const pools = usePools();
  const stale = usePoolsStaleness();
  const releaseInfos = useReleaseInfos();
  return (
    <>
      <DocumentTitle>{t('OS updates')}</DocumentTitle>
      <PageSection>
        <Flex justifyContent={{ default: 'justifyContentSpaceBetween' }} alignItems={{ default: 'alignItemsCenter' }}>
          <Title headingLevel="h1">{t('OS updates')}</Title>
          <Flex spaceItems={{ default: 'spaceItemsLg' }}>
            <Button variant="link" component="a" href="/os-updates/cluster-updates" isInline>
              {t('Cluster updates')}
            </Button>
            <Button variant="link" component="a" href="/os-updates/compare" isInline>
              {t('Compare OS images')}
            </Button>
          </Flex>
        </Flex>
        <ClusterRelease />
      </PageSection>
      <PageSection>
        <Stack hasGutter>
          <ControllerNotRunning />
          {pools.data?.some(reviewsEachUpdate) ? (
            <Suspense fallback={null}>
              <GateEnforcement />
            </Suspense>
          ) : null}
          <ViewerNote />
          {releaseInfos.data && releaseInfos.data.problems.length > 0 ? (
            <Suspense fallback={null}>
              <ReleaseInfoProblems problems={releaseInfos.data.problems} />
            </Suspense>
          ) : null}
          {(pools.isError || Boolean(stale)) && pools.data ? (
            <StaleDataAlert
              error={stale ?? pools.error}
              what={t('MachineConfigPools')}
              onRetry={() => void pools.refetch()}
            />
          ) : null}
          {pools.isPending ? (
            <Skeleton height="8rem" screenreaderText={t('Loading MachineConfigPools')} />
          ) : pools.isError && !pools.data ? (
            <QueryErrorState error={pools.error} what={t('MachineConfigPools')} onRetry={() => void pools.refetch()} />
          ) : pools.data.length === 0 ? (
            <EmptyState titleText={t('No MachineConfigPools')} headingLevel="h2">
              <EmptyStateBody>
                {t('This cluster has no MachineConfigPools, so there are no OS updates to review.')}
              </EmptyStateBody>
            </EmptyState>
          ) : (
            <PoolList pools={pools.data} />
          )}
          {/* Below the pools: how the page read them, not something to act on first. */}
          {pools.data ? <ConfigsReadInFull pools={pools.data} /> : null}
        </Stack>
      </PageSection>
    </>
  );
}

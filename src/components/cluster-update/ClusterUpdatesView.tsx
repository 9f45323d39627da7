import { usePools } from '../../k8s/watches';
import { EmptyState, EmptyStateBody, PageSection, Skeleton, Stack, StackItem, Title } from '@patternfly/react-core';
import { DocumentTitle } from '@openshift-console/dynamic-plugin-sdk';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateCandidates } from '../../domain/cluster-update/candidates';
import { clusterVersionQuery } from '../../k8s/queries';
import { QueryErrorState } from '../common/QueryErrorState';
import { OsUpdatesBreadcrumb } from '../common/OsUpdatesBreadcrumb';
import { usePoolViews } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { FullUpdateNote, fullUpdateReleases } from '../gate/FullUpdateNote';
import { CandidateCard } from './CandidateCard';

/**
 * What each update the cluster offers would do to every pool's OS, before it starts:
 * recommended updates first, conditional ones with their risk.
 */
export function ClusterUpdatesView() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const clusterVersion = useQuery(clusterVersionQuery());
  const pools = usePools();
  const views = usePoolViews(pools.data ?? []);
  const candidates = updateCandidates(clusterVersion.data === 'none' ? undefined : clusterVersion.data);
  let body;
  if (clusterVersion.isPending || pools.isPending)
    body = <Skeleton height="8rem" screenreaderText={t('Loading the cluster updates')} />;
  else if (clusterVersion.isError)
    body = (
      <QueryErrorState
        error={clusterVersion.error}
        what={t('the ClusterVersion')}
        onRetry={() => void clusterVersion.refetch()}
      />
    );
  else if (candidates.length === 0)
    body = (
      <EmptyState headingLevel="h2" titleText={t('No cluster update available')} variant="sm">
        <EmptyStateBody>{t('The cluster lists no release to update to in its current channel.')}</EmptyStateBody>
      </EmptyState>
    );
  else
    body = (
      <Stack hasGutter>
        {/* Here is where a cluster update is chosen: what a Full update does to held pools. */}
        {views.some(fullUpdateReleases) ? (
          <StackItem>
            <FullUpdateNote />
          </StackItem>
        ) : null}
        {candidates.map((candidate) => (
          <StackItem key={candidate.image}>
            <CandidateCard candidate={candidate} views={views} />
          </StackItem>
        ))}
      </Stack>
    );
  return (
    <>
      <DocumentTitle>{t('Cluster updates')}</DocumentTitle>
      <PageSection>
        <OsUpdatesBreadcrumb current={t('Cluster updates')} />
        <Title headingLevel="h1">{t('Cluster updates')}</Title>
        {t("What each available cluster update would do to every pool's OS, before it starts.")}
      </PageSection>
      <PageSection>{body}</PageSection>
    </>
  );
}

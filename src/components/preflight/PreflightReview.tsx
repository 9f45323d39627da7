import {
  Alert,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Skeleton,
  Title,
} from '@patternfly/react-core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { poolBudgets } from '../../domain/preflight/pool-glance';
import type { PreflightFacts } from '../../domain/preflight/read-preflight';
import { alertSilencesQuery, firingAlertsQuery } from '../../k8s/preflight';
import { I18N_NAMESPACE } from '../i18n';
import { DrainBlockersPart } from './DrainBlockersPart';
import { FiringAlertsPart } from './FiringAlertsPart';
import { ForecastPart } from './ForecastPart';

/**
 * The budgets a budget alert must be about to concern this pool: those holding its machines'
 * pods; none when its machines are not drained; unknown while the budgets are not read.
 */
interface PreflightReviewProps {
  readonly preflight: UseQueryResult<PreflightFacts>;
  /** The disruption forecast says the machines are drained: only then can a budget hold them. */
  readonly drains: boolean;
}

/** Before approving: what will stall the rollout (drain blockers, firing alerts) and how long it will take. */
export function PreflightReview({ preflight, drains }: PreflightReviewProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const alerts = useQuery(firingAlertsQuery());
  const silences = useQuery(alertSilencesQuery());
  const facts = preflight.data;
  return (
    <section aria-labelledby="os-update-plugin-preflight-title" data-test="preflight">
      <Title headingLevel="h3" size="md" id="os-update-plugin-preflight-title">
        {t('What could stall it, and how long it takes')}
      </Title>
      <DescriptionList isHorizontal isCompact>
        {drains ? (
          <DescriptionListGroup>
            <DescriptionListTerm>{t('Drain')}</DescriptionListTerm>
            <DescriptionListDescription>
              {facts ? (
                <DrainBlockersPart drain={facts.drain} atOnce={facts.atOnce} unread={facts.budgetsUnread} />
              ) : preflight.isError ? (
                <Alert
                  isInline
                  isPlain
                  variant="warning"
                  data-test="preflight-error"
                  title={t('What holds the drain could not be read')}
                >
                  {preflight.error.message}
                </Alert>
              ) : (
                <Skeleton screenreaderText={t('Reading the pods and budgets of these machines')} />
              )}
            </DescriptionListDescription>
          </DescriptionListGroup>
        ) : null}
        <DescriptionListGroup>
          <DescriptionListTerm>{t('Firing alerts')}</DescriptionListTerm>
          <DescriptionListDescription>
            <FiringAlertsPart
              alerts={alerts}
              silences={silences.data}
              machines={facts?.machines ?? []}
              budgets={poolBudgets(facts, drains)}
            />
          </DescriptionListDescription>
        </DescriptionListGroup>
        <DescriptionListGroup>
          <DescriptionListTerm>{t('How long')}</DescriptionListTerm>
          <DescriptionListDescription>
            {facts ? (
              <ForecastPart
                forecast={facts.forecast}
                blockers={drains ? facts.drain.blockers : []}
                machines={facts.machines.length}
                atOnce={facts.atOnce}
              />
            ) : preflight.isError ? (
              t('Unknown: the machines could not be read.')
            ) : (
              <Skeleton screenreaderText={t('Reading how long the machines took last time')} />
            )}
          </DescriptionListDescription>
        </DescriptionListGroup>
      </DescriptionList>
    </section>
  );
}

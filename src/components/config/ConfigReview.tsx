import { Alert, Skeleton, Stack } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { ConfigChanges } from './ConfigChanges';
import { DisruptionSummary } from './DisruptionSummary';
import type { ConfigReviewResult } from './use-config-review';

/** The review's config part: every change of the rendered config, then what it costs the machines. */
export function ConfigReview({ view, result }: { view: PoolView; result: ConfigReviewResult }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (result.error)
    return (
      <Alert isInline variant="danger" title={t('The config changes cannot be shown')} data-test="config-review-error">
        {result.error instanceof Error ? result.error.message : String(result.error)}
      </Alert>
    );
  if (!result.review) return <Skeleton height="4rem" screenreaderText={t('Reading the rendered configs')} />;
  return (
    <Stack hasGutter>
      <ConfigChanges result={result} />
      <DisruptionSummary
        forecast={result.review.disruption}
        machines={view.machineCount}
        atOnce={view.atOnce}
        policySource={result.policySource}
      />
    </Stack>
  );
}

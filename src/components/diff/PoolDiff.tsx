import { Alert, Skeleton } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { packageDiffQuery } from '../../k8s/queries';
import type { ImageSide } from '../hooks/use-pool-view';
import { I18N_NAMESPACE } from '../i18n';
import { DiffCounts } from './DiffCounts';

function ComputedDiff({ current, target }: { current: ReleaseInfo; target: ReleaseInfo }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const diff = useQuery(packageDiffQuery(current, target));
  if (diff.isPending) return <Skeleton screenreaderText={t('Computing the package diff')} />;
  if (diff.isError) return <Alert isInline variant="danger" title={t('The package diff could not be computed')}>{String(diff.error)}</Alert>;
  return <DiffCounts counts={diff.data.counts} />;
}

/** The package diff of a pool whose OS image changes, or why there is none. */
export function PoolDiff({ current, target }: { current: ImageSide; target: ImageSide }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const missing = [
    !current.releaseInfo?.packages ? t('the current image ({{image}})', { image: current.image ?? '?' }) : undefined,
    !target.releaseInfo?.packages ? t('the target image ({{image}})', { image: target.image ?? '?' }) : undefined,
  ].filter((m): m is string => m !== undefined);
  if (missing.length > 0 || !current.releaseInfo || !target.releaseInfo) {
    return (
      <Alert isInline isPlain variant="info" title={t('No package list for {{images}}', { images: missing.join(t(' and ')) })}>
        {t('The OS image still changes as shown; publish a release-info ConfigMap for it to see the package diff.')}
      </Alert>
    );
  }
  return <ComputedDiff current={current.releaseInfo} target={target.releaseInfo} />;
}

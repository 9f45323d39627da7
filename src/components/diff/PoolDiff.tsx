import { Alert, Skeleton } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { packageDiffQuery } from '../../k8s/queries';
import type { ImageSide } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { PackageDiffPanel } from './PackageDiffPanel';

function ComputedDiff({ pool, current, target }: { pool: string; current: ReleaseInfo; target: ReleaseInfo }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const diff = useQuery(packageDiffQuery(current, target));
  if (diff.isPending) return <Skeleton screenreaderText={t('Computing the package diff')} />;
  if (diff.isError)
    return (
      <Alert isInline variant="danger" title={t('The package diff could not be computed')}>
        {String(diff.error)}
      </Alert>
    );
  return <PackageDiffPanel pool={pool} diff={diff.data} current={current} target={target} />;
}

/** The package diff of a pool whose OS image changes, or which image has no package list. */
export function PoolDiff({ pool, current, target }: { pool: string; current: ImageSide; target: ImageSide }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const currentInfo = current.releaseInfo?.packages ? current.releaseInfo : undefined;
  const targetInfo = target.releaseInfo?.packages ? target.releaseInfo : undefined;
  if (currentInfo && targetInfo) return <ComputedDiff pool={pool} current={currentInfo} target={targetInfo} />;
  const title =
    !currentInfo && !targetInfo
      ? t('No package list for either image')
      : !currentInfo
        ? t('No package list for the current image ({{image}})', { image: current.image })
        : t('No package list for the target image ({{image}})', { image: target.image });
  return (
    <Alert isInline isPlain variant="info" title={title}>
      {t('The OS image still changes as shown; publish a release-info ConfigMap for it to see the package diff.')}
    </Alert>
  );
}

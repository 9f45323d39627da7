import { Alert, Skeleton } from '@patternfly/react-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfigChangeExport } from './export-diff';
import type { MachineConfigPool } from '../../k8s/resources';
import { useTranslation } from 'react-i18next';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { changelogsQuery, packageDiffQuery } from '../../k8s/queries';
import type { ImageSide } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { lazy, Suspense } from 'react';

// Why a list is missing is said only when one is: not part of a first visit.
const MissingPackageList = lazy(() =>
  import('../release-info/ReleaseInfoStatusAlert').then((m) => ({ default: m.MissingPackageList })),
);
import { PackageDiffPanel } from './PackageDiffPanel';

interface ComputedDiffProps {
  readonly pool: string;
  readonly current: ReleaseInfo;
  readonly target: ReleaseInfo;
  readonly configChange?: () => Promise<ConfigChangeExport>;
}

function ComputedDiff({ pool, current, target, configChange }: ComputedDiffProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const diff = useQuery(packageDiffQuery(current, target));
  // Asked for while the diff is computed, not once it is drawn: the table is then usually
  // drawn once, with its changelog column, rather than drawn again when they come.
  useQuery(changelogsQuery(current, target));
  if (diff.isPending) return <Skeleton screenreaderText={t('Computing the package diff')} />;
  if (diff.isError)
    return (
      <Alert isInline variant="danger" title={t('The package diff could not be computed')}>
        {String(diff.error)}
      </Alert>
    );
  return (
    <PackageDiffPanel
      collapsible
      pool={pool}
      diff={diff.data}
      current={current}
      target={target}
      configChange={configChange}
    />
  );
}

/** The package diff of a pool whose OS image changes, or why it cannot be shown. */
export function PoolDiff({
  pool,
  poolName = pool,
  current,
  target,
  machineConfigPool,
}: {
  pool: string;
  /** The pool's own name, when `pool` also names an architecture. */
  poolName?: string;
  current: ImageSide;
  target: ImageSide;
  /** The pool, whose config change the exports include. */
  machineConfigPool?: MachineConfigPool;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const client = useQueryClient();
  const from = current.config;
  const to = target.config;
  const configChange =
    machineConfigPool && from && to
      ? // Loaded when an export asks for it: the diff code is not part of a first visit.
        () =>
          import('../config/fetch-config-review').then((m) => m.fetchConfigExport(client, machineConfigPool, from, to))
      : undefined;
  const currentInfo = current.releaseInfo?.packages ? current.releaseInfo : undefined;
  const targetInfo = target.releaseInfo?.packages ? target.releaseInfo : undefined;
  if (currentInfo && targetInfo)
    return <ComputedDiff pool={pool} current={currentInfo} target={targetInfo} configChange={configChange} />;
  const loading = <Skeleton height="4rem" screenreaderText={t('Loading release infos')} />;
  if (current.releaseInfoStatus.kind === 'loading' || target.releaseInfoStatus.kind === 'loading') return loading;
  return (
    <Suspense fallback={loading}>
      <MissingPackageList current={current} target={target} pool={poolName} />
    </Suspense>
  );
}

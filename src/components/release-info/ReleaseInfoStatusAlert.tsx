import { Alert, AlertActionLink, Skeleton } from '@patternfly/react-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RELEASE_INFO_NAMESPACE } from '../../domain/release-info/release-info';
import { errorMessageOf as serverMessage, statusCodeOf } from '../../k8s/api-errors';
import { releaseInfoEventsQuery } from '../../k8s/queries';
import { osUpdateKeys } from '../../k8s/query-keys';
import { dataTest } from '../data-test';
import type { ImageSide } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

/** The Role in deploy/base that grants reading release infos. */
const READER_ROLE = 'os-update-release-info-reader';

/** The release-info list could not be read: forbidden (with the Role to bind) or failed (with a retry). */
export function ReleaseInfoError({ error }: { error: unknown }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const queryClient = useQueryClient();
  const code = statusCodeOf(error);
  const retry = (
    <AlertActionLink onClick={() => void queryClient.refetchQueries({ queryKey: osUpdateKeys.releaseInfos() })}>
      {t('Try again')}
    </AlertActionLink>
  );
  if (code === 403)
    return (
      <Alert
        isInline
        variant="danger"
        data-test={dataTest.releaseInfoError}
        title={t('You may not read release infos: the package changes cannot be shown')}
      >
        {t(
          'Reading them needs "list" on ConfigMaps in namespace {{configMapNamespace}}: ask a cluster admin to bind the Role {{role}} (deploy/base) to you. The API server said: {{message}}',
          { configMapNamespace: RELEASE_INFO_NAMESPACE, role: READER_ROLE, message: serverMessage(error) },
        )}
      </Alert>
    );
  return (
    <Alert
      isInline
      variant="danger"
      data-test={dataTest.releaseInfoError}
      title={
        code === undefined
          ? t('Release infos could not be read: the package changes cannot be shown')
          : t('Release infos could not be read ({{code}}): the package changes cannot be shown', { code })
      }
      actionLinks={retry}
    >
      {serverMessage(error)}
    </Alert>
  );
}

/**
 * Why the package list of one side is not shown: still loading (a skeleton), the list
 * failed (the error), or a read that succeeded has none for the image.
 */
export function MissingPackageList({
  current,
  target,
  pool,
}: {
  current: ImageSide;
  target: ImageSide;
  pool?: string;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const failed = [current, target].find((s) => s.releaseInfoStatus.kind === 'failed')?.releaseInfoStatus;
  if (failed?.kind === 'failed') return <ReleaseInfoError error={failed.error} />;
  if ([current, target].some((s) => s.releaseInfoStatus.kind === 'loading'))
    return <Skeleton height="4rem" screenreaderText={t('Loading release infos')} />;
  const lacks = (s: ImageSide) => !s.releaseInfo?.packages;
  const arch = target.arch;
  const title =
    lacks(current) && lacks(target)
      ? arch
        ? t('No {{arch}} package list for either image', { arch })
        : t('No package list for either image')
      : lacks(current)
        ? arch
          ? t('No {{arch}} package list for the current image ({{image}})', { arch, image: current.image })
          : t('No package list for the current image ({{image}})', { image: current.image })
        : arch
          ? t('No {{arch}} package list for the target image ({{image}})', { arch, image: target.image })
          : t('No package list for the target image ({{image}})', { image: target.image });
  return (
    <Alert isInline isPlain variant="info" title={title} data-test="no-release-info">
      {t('The OS image still changes as shown; publish a release-info ConfigMap for it to see the package diff.')}
      {pool ? <ControllerEvents pool={pool} /> : null}
    </Alert>
  );
}

/** What the controller said about the pool's images it could not read (its Events), if anything. */
function ControllerEvents({ pool }: { pool: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const events = useQuery(releaseInfoEventsQuery(pool));
  const latest = events.data?.[0];
  if (!latest) return null;
  return (
    <div data-test="release-info-event">
      {t('The OS update controller could not publish it: {{message}}', { message: latest.message })}
    </div>
  );
}

/** Both package lists are known: the diff can be shown. */
export const hasPackageLists = (current: ImageSide, target: ImageSide): boolean =>
  current.releaseInfo?.packages !== undefined && target.releaseInfo?.packages !== undefined;

/** The package lists are still being read (nothing can be said yet). */
export const releaseInfosLoading = (current: ImageSide, target: ImageSide): boolean =>
  current.releaseInfoStatus.kind === 'loading' || target.releaseInfoStatus.kind === 'loading';

import { useReleaseInfos } from '../../k8s/watches';
import { Alert, AlertActionLink } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateCandidates } from '../../domain/cluster-update/candidates';
import { clusterVersionQuery } from '../../k8s/queries';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { candidateReleaseInfo } from './candidate-release-info';

/**
 * On a pool's tab: the cluster updates that would change this pool's OS, those not
 * recommended marked, and where to see how.
 */
export function CandidateNote({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const clusterVersion = useQuery(clusterVersionQuery());
  const infos = useReleaseInfos();
  const arch = view.current.arch ?? view.archs[0] ?? 'x86_64';
  const changing = updateCandidates(clusterVersion.data === 'none' ? undefined : clusterVersion.data).filter((c) => {
    const target = candidateReleaseInfo(infos.data, c.version, arch);
    return target && target.digest !== view.current.digest;
  });
  if (changing.length === 0) return null;
  // Outside the title's options: i18next-parser does not read a t() call nested there.
  const notRecommended = (version: string) => t('{{version}} (not recommended)', { version });
  return (
    <Alert
      isInline
      isPlain
      variant="info"
      data-test="candidate-note"
      title={t('Cluster updates that change the OS of this pool: {{versions}}', {
        // A release the cluster does not recommend is marked as the Cluster updates page marks it.
        versions: changing.map((c) => (c.recommended ? c.version : notRecommended(c.version))).join(', '),
      })}
      actionLinks={
        <AlertActionLink component="a" href="/os-updates/cluster-updates">
          {t('See what they change')}
        </AlertActionLink>
      }
    />
  );
}

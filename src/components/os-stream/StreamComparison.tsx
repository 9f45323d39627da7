import { Content } from '@patternfly/react-core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OSStream } from '../../domain/os-stream/os-image-streams';
import { pickReleaseInfo } from '../../domain/release-info/pick-release-info';
import { packageDiffQuery } from '../../k8s/queries';
import { osUpdateKeys } from '../../k8s/query-keys';
import { dataTest } from '../data-test';
import { PackageDiffPanel } from '../diff/PackageDiffPanel';
import { useReleaseInfoIndex, type PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

/**
 * What moving the pool to another stream would change in its OS: the diff from what its
 * machines run to that stream's image for their architecture. Counts at once, the packages
 * on request.
 */
export function StreamComparison({ view, stream }: { view: PoolView; stream: OSStream }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const index = useReleaseInfoIndex();
  const current = view.current.releaseInfo;
  const other = pickReleaseInfo(index.data?.byDigest.get(stream.digest), view.current.arch);
  const comparable = current?.packages !== undefined && other?.packages !== undefined;
  const diff = useQuery(
    comparable ? packageDiffQuery(current, other) : { queryKey: osUpdateKeys.diff('', ''), queryFn: skipToken },
  );
  let body;
  if (index.isPending) body = t('Loading the package lists');
  else if (!other?.packages) body = t('No package list for the {{stream}} image yet', { stream: stream.name });
  else if (!current?.packages) body = t('No package list for the OS image this pool runs');
  else if (!diff.data) body = t('Computing the package diff');
  else
    body = (
      <PackageDiffPanel
        collapsible
        pool={`${view.name}-${stream.name}`}
        diff={diff.data}
        current={current}
        target={other}
      />
    );
  const unknown = t('unknown');
  return (
    <section
      data-test={dataTest.streamCompare(stream.name)}
      aria-label={t('Pool {{pool}} compared with {{stream}}', { pool: view.name, stream: stream.name })}
    >
      <Content component="p">
        {t('From {{from}}, which its machines run, to {{to}} of {{stream}}:', {
          from: current?.ostreeVersion ?? unknown,
          to: other?.ostreeVersion ?? unknown,
          stream: stream.name,
        })}
      </Content>
      {body}
    </section>
  );
}

import { Content, Title } from '@patternfly/react-core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { packageDiffQuery } from '../../k8s/queries';
import { osUpdateKeys } from '../../k8s/query-keys';
import { dataTest } from '../data-test';
import { DiffCountsThenPackages } from '../diff/DiffCountsThenPackages';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

/** What one release would do to one pool's OS: counts at once, the whole diff on request. */
export function CandidatePool({ view, version, target }: { view: PoolView; version: string; target?: ReleaseInfo }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const current = view.current.releaseInfo;
  const pinned = view.pin !== undefined || view.osImageOverridden;
  const comparable = !pinned && current?.packages && target?.packages && current.digest !== target.digest;
  const diff = useQuery(
    comparable ? packageDiffQuery(current, target) : { queryKey: osUpdateKeys.diff('', ''), queryFn: skipToken },
  );
  let body;
  if (pinned)
    body = (
      <Content component="p" data-test={dataTest.candidatePinned}>
        {view.pin
          ? t(
              'Pinned to {{version}} by MachineConfig {{name}}: this cluster update leaves the OS of this pool alone.',
              {
                version: view.target.releaseInfo?.ostreeVersion ?? view.pin.image,
                name: view.pin.name,
              },
            )
          : t('A MachineConfig overrides the OS image of this pool: this cluster update leaves its OS alone.')}
      </Content>
    );
  else if (!target) body = t("No package list for this release's OS image yet");
  else if (!current?.packages) body = t('No package list for the OS image this pool runs');
  else if (current.digest === target.digest) body = t('This release does not change the OS of this pool');
  else if (!diff.data) body = t('Computing the package diff');
  else
    body = <DiffCountsThenPackages id={`${version}-${view.name}`} diff={diff.data} current={current} target={target} />;
  // Outside the sentence's options: i18next-parser does not read a t() call nested there.
  const unknown = t('unknown');
  return (
    <section data-test={dataTest.pool(view.name)} aria-label={t('Pool {{pool}}', { pool: view.name })}>
      <Title headingLevel="h3" size="md">
        {pinned
          ? t('Pool {{pool}}: pinned', { pool: view.name })
          : t('Pool {{pool}}: {{from}} → {{to}}', {
              pool: view.name,
              from: current?.ostreeVersion ?? unknown,
              to: target?.ostreeVersion ?? unknown,
            })}
      </Title>
      {body}
    </section>
  );
}

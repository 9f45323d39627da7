import { Content, Stack, StackItem, Title } from '@patternfly/react-core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OsDirection } from '../../domain/cluster-update/os-direction';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { packageDiffQuery } from '../../k8s/queries';
import { osUpdateKeys } from '../../k8s/query-keys';
import { dataTest } from '../data-test';
import { PackageDiffPanel } from '../diff/PackageDiffPanel';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { DowngradeAlert } from './DowngradeAlert';

/**
 * What one release would do to the OS of one pool, or of pools it changes alike (from the
 * same image to the same image): counts at once, the whole diff on request, and a warning
 * when the OS goes back. A pinned pool comes alone: its pin is its own.
 */
export function CandidatePool({
  views,
  version,
  target,
  direction,
}: {
  views: readonly [PoolView, ...PoolView[]];
  version: string;
  target?: ReleaseInfo;
  /** Which way the release moves these pools' OS, when both sides' lists are known. */
  direction?: OsDirection;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [view] = views;
  const names = views.map((v) => v.name).join(', ');
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
  else if (current.digest === target.digest)
    body =
      views.length > 1
        ? t('This release does not change the OS of these pools')
        : t('This release does not change the OS of this pool');
  else if (!diff.data) body = t('Computing the package diff');
  else
    body = (
      <PackageDiffPanel
        collapsible
        pool={`${version}-${view.name}`}
        diff={diff.data}
        current={current}
        target={target}
      />
    );
  // Outside the sentence's options: i18next-parser does not read a t() call nested there.
  const unknown = t('unknown');
  const [from, to] = [current?.ostreeVersion ?? unknown, target?.ostreeVersion ?? unknown];
  let heading;
  if (pinned) heading = t('Pool {{pool}}: pinned', { pool: view.name });
  else if (views.length > 1) heading = t('Pools {{pools}}: {{from}} → {{to}}', { pools: names, from, to });
  else heading = t('Pool {{pool}}: {{from}} → {{to}}', { pool: view.name, from, to });
  return (
    <section
      // The first pool's id, as when it came alone; data-pools names every pool of the group.
      data-test={dataTest.pool(view.name)}
      data-pools={views.map((v) => v.name).join(' ')}
      aria-label={views.length > 1 ? t('Pools {{pools}}', { pools: names }) : t('Pool {{pool}}', { pool: view.name })}
    >
      <Stack hasGutter>
        <StackItem>
          <Title headingLevel="h3" size="md">
            {heading}
          </Title>
        </StackItem>
        {comparable && direction?.direction === 'back' ? (
          <StackItem>
            <DowngradeAlert from={from} to={to} kernel={direction.kernel} />
          </StackItem>
        ) : null}
        <StackItem>{body}</StackItem>
      </Stack>
    </section>
  );
}

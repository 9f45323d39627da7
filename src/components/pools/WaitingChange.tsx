import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { osDirection } from '../../domain/cluster-update/os-direction';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { changelogsQuery } from '../../k8s/queries';
import { usePoolConfigChange } from '../config/use-pool-config-change';
import type { PoolView } from '../hooks/use-pool-views';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';

const WorstSeverity = lazy(() => import('./WorstSeverity'));

/**
 * The worst rating of what a move fixes, once the changelogs name fixes: its code (and the
 * advisory reads) loaded only then, not on a first visit.
 */
export function FixesSeverity({
  current,
  target,
  where,
}: {
  current: ReleaseInfo;
  target: ReleaseInfo;
  where: 'summary' | 'header';
}) {
  const fixes = useQuery(changelogsQuery(current, target)).data?.fixes.length ?? 0;
  return fixes > 0 ? (
    <Suspense fallback={null}>
      <WorstSeverity current={current} target={target} where={where} />
    </Suspense>
  ) : null;
}

/**
 * How many CVEs a move fixes, from the changelogs the controller published, and the worst of
 * their ratings when an advisory source rates them; nothing until then.
 */
function FixesCount({ current, target }: { current: ReleaseInfo; target: ReleaseInfo }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const changelogs = useQuery(changelogsQuery(current, target));
  const fixes = changelogs.data?.fixes.length;
  if (fixes === undefined || fixes === 0) return null;
  return (
    <>
      , {t('fixes {{formatted}} CVEs', { count: fixes, formatted: format(fixes) })}
      <FixesSeverity current={current} target={target} where="summary" />
    </>
  );
}

/** What a waiting pool's move changes, in a line: the OS version, or the config only and how much of it. */
export function WaitingChange({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const { change } = usePoolConfigChange(view);
  if (view.imageChanges) {
    const from = view.current.releaseInfo?.ostreeVersion;
    const to = view.target.releaseInfo?.ostreeVersion;
    // A move to an older OS is offered like any other: it is named for what it is.
    const back = osDirection(view.current.releaseInfo, view.target.releaseInfo).direction === 'back';
    return (
      <span data-test="waiting-change" data-change={back ? 'os-downgrade' : 'os'}>
        {from && to
          ? back
            ? t('Downgrade: OS {{from}} → {{to}}', { from, to })
            : t('OS {{from}} → {{to}}', { from, to })
          : back
            ? t('An older OS image (a downgrade)')
            : t('A new OS image')}
        {view.current.releaseInfo && view.target.releaseInfo ? (
          <FixesCount current={view.current.releaseInfo} target={view.target.releaseInfo} />
        ) : null}
      </span>
    );
  }
  if (!change)
    return (
      <span data-test="waiting-change" data-change="config">
        {t('Configuration only')}
      </span>
    );
  const files = change.files.added.length + change.files.changed.length + change.files.removed.length;
  const units = change.units.added.length + change.units.changed.length + change.units.removed.length;
  const args = change.kernelArguments.added.length + change.kernelArguments.removed.length;
  const parts = [
    ...(files > 0 ? [t('{{formatted}} files', { count: files, formatted: format(files) })] : []),
    ...(units > 0 ? [t('{{formatted}} units', { count: units, formatted: format(units) })] : []),
    ...(args > 0 ? [t('{{formatted}} kernel arguments', { count: args, formatted: format(args) })] : []),
  ];
  return (
    <span data-test="waiting-change" data-change="config">
      {parts.length > 0 ? t('Configuration only: {{parts}}', { parts: parts.join(', ') }) : t('Configuration only')}
    </span>
  );
}

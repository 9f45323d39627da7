import { Alert, LabelGroup, Skeleton } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { worstFirst } from '../../domain/advisories/severity';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { changelogsQuery } from '../../k8s/queries';
import { usePairAdvisories } from '../advisories/use-pair-advisories';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { ChangelogId, type CveRatings } from './ChangelogEntries';

/**
 * What a downgrade reopens: the CVEs the running image's changelogs fix that the target's do
 * not, read from the move back (target → what the machines run), which the controller
 * publishes beside each pool's move; worst first once rated, with how many of each rating.
 */
export function WhatItReopens({ current, target }: { current: ReleaseInfo; target: ReleaseInfo }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const back = useQuery(changelogsQuery(target, current));
  const ratings: CveRatings = usePairAdvisories(target, current).byCve ?? new Map();
  if (back.isPending) return <Skeleton screenreaderText={t('Loading what the downgrade reopens')} />;
  // Not published (yet) or unreadable: the downgrade itself is said above; nothing is claimed here.
  if (back.isError || !back.data || back.data.fixes.length === 0) return null;
  const reopened = worstFirst(back.data.fixes, (id) => ratings.get(id));
  const critical = reopened.filter((id) => ratings.get(id)?.severity === 'Critical').length;
  const count = reopened.length;
  return (
    <Alert
      isInline
      isPlain
      variant="danger"
      data-test="review-reopens"
      title={
        critical > 0
          ? t('Reopens {{formatted}} CVEs that the running image fixes ({{critical}} Critical)', {
              count,
              formatted: format(count),
              critical: format(critical),
            })
          : t('Reopens {{formatted}} CVEs that the running image fixes', { count, formatted: format(count) })
      }
    >
      <LabelGroup numLabels={10} aria-label={t('CVEs the downgrade reopens')}>
        {reopened.map((id) => (
          <ChangelogId key={id} id={id} rating={ratings.get(id)} />
        ))}
      </LabelGroup>
    </Alert>
  );
}

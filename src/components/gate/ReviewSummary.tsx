import {
  Alert,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  List,
  ListItem,
  Skeleton,
} from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatEvr } from '../../domain/evr';
import { shortDigest } from '../../domain/release-info/image-ref';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { packageDiffQuery } from '../../k8s/queries';
import { DiffCounts } from '../diff/DiffCounts';
import type { ImageSide, PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

const imageLine = (side: ImageSide): string =>
  [side.digest ? shortDigest(side.digest) : side.image, side.releaseInfo?.ostreeVersion].filter(Boolean).join(' · ');

/** The diff summary of a review: counts, downgrades flagged, downgrades and key packages listed. */
function ReviewDiff({ current, target }: { current: ReleaseInfo; target: ReleaseInfo }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const diff = useQuery(packageDiffQuery(current, target));
  if (!diff.data) return <Skeleton screenreaderText={t('Computing the package diff')} />;
  const notable = diff.data.changes.filter((c) => c.kind === 'downgraded' || c.important);
  return (
    <>
      <DiffCounts counts={diff.data.counts} />
      {diff.data.counts.downgraded > 0 ? (
        <Alert
          isInline
          isPlain
          variant="warning"
          title={t('{{count}} packages are downgraded', { count: diff.data.counts.downgraded })}
        />
      ) : null}
      {notable.length > 0 ? (
        <List isPlain aria-label={t('Downgrades and key packages')}>
          {notable.slice(0, 12).map((c) => (
            <ListItem key={`${c.name}.${c.arch}`}>
              {c.name}: {c.from ? formatEvr(c.from) : '—'} → {c.to ? formatEvr(c.to) : '—'}
              {c.kind === 'downgraded' ? ` (${t('downgrade')})` : ''}
            </ListItem>
          ))}
        </List>
      ) : null}
    </>
  );
}

/** What the admin approves: configs, images, the package changes that matter, the rollout's pace. */
export function ReviewSummary({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const current = view.current.releaseInfo?.packages ? view.current.releaseInfo : undefined;
  const target = view.target.releaseInfo?.packages ? view.target.releaseInfo : undefined;
  return (
    <DescriptionList isHorizontal isCompact>
      <DescriptionListGroup>
        <DescriptionListTerm>{t('Rendered config')}</DescriptionListTerm>
        <DescriptionListDescription data-test="review-target">
          {view.current.config} → {view.target.config}
        </DescriptionListDescription>
      </DescriptionListGroup>
      <DescriptionListGroup>
        <DescriptionListTerm>{t('OS image')}</DescriptionListTerm>
        <DescriptionListDescription>
          {view.imageChanges
            ? `${imageLine(view.current)} → ${imageLine(view.target)}`
            : t('Unchanged: {{image}}', { image: imageLine(view.target) })}
        </DescriptionListDescription>
      </DescriptionListGroup>
      <DescriptionListGroup>
        <DescriptionListTerm>{t('Machines')}</DescriptionListTerm>
        <DescriptionListDescription>
          {t('{{count}} machines, {{atOnce}} at a time: {{waves}} waves', {
            count: view.machineCount,
            atOnce: view.atOnce,
            waves: view.wavesLeft,
          })}
        </DescriptionListDescription>
      </DescriptionListGroup>
      {view.imageChanges ? (
        <DescriptionListGroup>
          <DescriptionListTerm>{t('Packages')}</DescriptionListTerm>
          <DescriptionListDescription>
            {current && target ? (
              <ReviewDiff current={current} target={target} />
            ) : (
              t('No package list for one of the images: the diff cannot be shown.')
            )}
          </DescriptionListDescription>
        </DescriptionListGroup>
      ) : null}
    </DescriptionList>
  );
}

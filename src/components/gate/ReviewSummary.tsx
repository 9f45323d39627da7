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
import { useTranslation } from 'react-i18next';
import { formatEvr } from '../../domain/evr';
import type { PackageDiff } from '../../domain/package-diff';
import { shortDigest } from '../../domain/release-info/image-ref';
import { DiffCounts } from '../diff/DiffCounts';
import type { ImageSide, PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { hasPackageLists, MissingPackageList } from '../release-info/ReleaseInfoStatusAlert';

const NOTABLE_SHOWN = 12;

const imageLine = (side: ImageSide): string =>
  [side.digest ? shortDigest(side.digest) : side.image, side.releaseInfo?.ostreeVersion].filter(Boolean).join(' · ');

/** The diff summary of a review: downgrades first, counts, then the downgrades and key packages. */
function ReviewDiff({ diff }: { diff: PackageDiff }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const downgrades = diff.changes.filter((c) => c.kind === 'downgraded');
  const notable = [...downgrades, ...diff.changes.filter((c) => c.kind !== 'downgraded' && c.important)];
  const more = notable.length - NOTABLE_SHOWN;
  return (
    <>
      {downgrades.length > 0 ? (
        <Alert
          isInline
          isPlain
          variant="danger"
          data-test="review-downgrades"
          title={t('{{count}} packages are downgraded', { count: downgrades.length })}
        />
      ) : null}
      <DiffCounts counts={diff.counts} />
      {notable.length > 0 ? (
        <List isPlain aria-label={t('Downgrades and key packages')} data-test="review-notable">
          {notable.slice(0, NOTABLE_SHOWN).map((c) => (
            <ListItem key={`${c.name}.${c.arch}.${c.kind}`}>
              {c.name}: {c.from ? formatEvr(c.from) : '—'} → {c.to ? formatEvr(c.to) : '—'}
              {c.kind === 'downgraded' ? ` (${t('downgrade')})` : ''}
            </ListItem>
          ))}
          {more > 0 ? <ListItem>{t('and {{count}} more', { count: more })}</ListItem> : null}
        </List>
      ) : null}
    </>
  );
}

/** What the admin approves: configs, images, the package changes that matter, the rollout's pace. */
export function ReviewSummary({ view, diff }: { view: PoolView; diff: PackageDiff | undefined }) {
  const { t } = useTranslation(I18N_NAMESPACE);
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
      {view.target.image ? (
        <DescriptionListGroup>
          <DescriptionListTerm>{t('Target image')}</DescriptionListTerm>
          <DescriptionListDescription className="os-update-plugin__image-full" data-test="review-target-image">
            {view.target.image}
          </DescriptionListDescription>
        </DescriptionListGroup>
      ) : null}
      <DescriptionListGroup>
        <DescriptionListTerm>{t('Machines')}</DescriptionListTerm>
        <DescriptionListDescription data-test="review-machines">
          {t('{{left}} of {{count}} machines to update, {{atOnce}} at a time: {{waves}} waves', {
            left: view.machineCount - view.updatedMachineCount,
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
            {!hasPackageLists(view.current, view.target) ? (
              <MissingPackageList current={view.current} target={view.target} />
            ) : diff ? (
              <ReviewDiff diff={diff} />
            ) : (
              <Skeleton screenreaderText={t('Computing the package diff')} />
            )}
          </DescriptionListDescription>
        </DescriptionListGroup>
      ) : null}
    </DescriptionList>
  );
}

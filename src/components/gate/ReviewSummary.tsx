import {
  Alert,
  Content,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  List,
  ListItem,
  Skeleton,
  Stack,
} from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { formatEvr } from '../../domain/evr';
import type { PackageChange, PackageDiff } from '../../domain/package-diff';
import { shortDigest } from '../../domain/release-info/image-ref';
import { WhatItReopens } from '../changelog/WhatItReopens';
import { WhyUpdate } from '../changelog/WhyUpdate';
import { DiffCounts } from '../diff/DiffCounts';
import { useNumberFormat } from '../hooks/use-number-format';
import type { ImageSide, PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { hasPackageLists, MissingPackageList } from '../release-info/ReleaseInfoStatusAlert';
import { useDetailStyles } from '../use-detail-styles';

const NOTABLE_SHOWN = 12;

const imageLine = (side: ImageSide): string =>
  [side.digest ? shortDigest(side.digest) : side.image, side.releaseInfo?.ostreeVersion].filter(Boolean).join(' · ');

/** The stream the machines run and the one the target belongs to, when they differ (a stream switch). */
function streamMove(view: PoolView): { from: string; to: string } | undefined {
  const from = view.current.releaseInfo?.stream;
  const to = view.target.releaseInfo?.stream;
  return from && to && from !== to ? { from, to } : undefined;
}

/** Up to NOTABLE_SHOWN changes as a plain list, then "and N more". */
function ChangeList({ changes, label, testId }: { changes: readonly PackageChange[]; label: string; testId: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const more = changes.length - NOTABLE_SHOWN;
  return (
    <List isPlain aria-label={label} data-test={testId}>
      {changes.slice(0, NOTABLE_SHOWN).map((c) => (
        <ListItem key={`${c.name}.${c.arch}.${c.kind}`}>
          {c.name}: {c.from ? formatEvr(c.from) : '—'} → {c.to ? formatEvr(c.to) : '—'}
        </ListItem>
      ))}
      {more > 0 ? <ListItem>{t('and {{formatted}} more', { count: more, formatted: format(more) })}</ListItem> : null}
    </List>
  );
}

/**
 * The diff summary of a review: the downgrades first, under their own heading; the counts;
 * then the key packages that change otherwise (never listed under the downgrades).
 */
function ReviewDiff({ diff }: { diff: PackageDiff }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const downgrades = diff.changes.filter((c) => c.kind === 'downgraded');
  const keyChanges = diff.changes.filter((c) => c.kind !== 'downgraded' && c.important);
  return (
    <Stack hasGutter>
      {downgrades.length > 0 ? (
        <Alert
          isInline
          isPlain
          variant="danger"
          data-test="review-downgrades"
          title={t('{{formatted}} packages are downgraded', {
            count: downgrades.length,
            formatted: format(downgrades.length),
          })}
        >
          <ChangeList changes={downgrades} label={t('Downgraded packages')} testId="review-downgrade-list" />
        </Alert>
      ) : null}
      <DiffCounts counts={diff.counts} />
      {keyChanges.length > 0 ? (
        <div>
          <Content component="h4">{t('Key packages')}</Content>
          <ChangeList changes={keyChanges} label={t('Key packages')} testId="review-notable" />
        </div>
      ) : null}
    </Stack>
  );
}

/** What the admin approves: why (the CVEs fixed), configs, images, the package changes that matter, the rollout's pace. */
export function ReviewSummary({ view, diff }: { view: PoolView; diff: PackageDiff | undefined }) {
  useDetailStyles();
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  return (
    <DescriptionList isHorizontal isCompact>
      {view.imageChanges && view.current.releaseInfo && view.target.releaseInfo ? (
        <DescriptionListGroup>
          <DescriptionListTerm>{t('Why update')}</DescriptionListTerm>
          <DescriptionListDescription>
            <Stack hasGutter>
              <WhyUpdate current={view.current.releaseInfo} target={view.target.releaseInfo} />
              {diff && diff.counts.downgraded > 0 ? (
                <WhatItReopens current={view.current.releaseInfo} target={view.target.releaseInfo} />
              ) : null}
            </Stack>
          </DescriptionListDescription>
        </DescriptionListGroup>
      ) : null}
      <DescriptionListGroup>
        <DescriptionListTerm>{t('OS image')}</DescriptionListTerm>
        <DescriptionListDescription>
          {view.imageChanges
            ? `${imageLine(view.current)} → ${imageLine(view.target)}`
            : t('Unchanged: {{image}}', { image: imageLine(view.target) })}
        </DescriptionListDescription>
      </DescriptionListGroup>
      {streamMove(view) ? (
        <DescriptionListGroup>
          <DescriptionListTerm>{t('OS stream')}</DescriptionListTerm>
          <DescriptionListDescription data-test="review-stream">
            <Alert
              isInline
              isPlain
              variant="warning"
              title={t('{{from}} → {{to}}: another major OS version', streamMove(view))}
            >
              {t(
                'The largest OS change a pool gets: every package is rebuilt, and software on the machines that depends on the OS must support {{to}}.',
                streamMove(view),
              )}
            </Alert>
          </DescriptionListDescription>
        </DescriptionListGroup>
      ) : null}
      <DescriptionListGroup>
        <DescriptionListTerm>{t('Machines')}</DescriptionListTerm>
        <DescriptionListDescription data-test="review-machines">
          {t('{{machines}}, {{pace}}', {
            machines: t('{{left}} of {{total}} machines to update', {
              count: view.machineCount,
              left: format(view.machineCount - view.updatedMachineCount),
              total: format(view.machineCount),
            }),
            pace: t('{{atOnce}} at a time: {{waves}} waves', {
              count: view.wavesLeft,
              atOnce: format(view.atOnce),
              waves: format(view.wavesLeft),
            }),
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
      {/* What exactly is approved, by name and digest: last, after what it means. */}
      <DescriptionListGroup>
        <DescriptionListTerm>{t('Rendered config')}</DescriptionListTerm>
        <DescriptionListDescription data-test="review-target">
          {view.current.config} → {view.target.config}
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
    </DescriptionList>
  );
}

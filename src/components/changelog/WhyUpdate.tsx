import { Alert, Content, HelperText, HelperTextItem, LabelGroup, Skeleton, Stack } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fixesOfSource } from '../../domain/rpmdb/pair-changelogs';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { changelogEventsQuery, changelogsQuery } from '../../k8s/queries';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { ChangelogId, type CveRatings } from './ChangelogEntries';
import { worstFirst } from '../../domain/advisories/severity';
import { SecurityRatings } from '../advisories/SecurityRatings';
import { usePairAdvisories } from '../advisories/use-pair-advisories';

/**
 * Why update, in the review: the CVEs the new changelog entries name, the kernel's apart,
 * read from what the controller published for this move.
 */
export function WhyUpdate({ current, target }: { current: ReleaseInfo; target: ReleaseInfo }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const changelogs = useQuery(changelogsQuery(current, target));
  const ratings: CveRatings = usePairAdvisories(current, target).byCve ?? new Map();
  if (changelogs.isPending) return <Skeleton screenreaderText={t('Loading the changelogs')} />;
  if (changelogs.isError)
    return (
      <Alert isInline isPlain variant="warning" title={t('The changelogs could not be read')}>
        {changelogs.error.message}
      </Alert>
    );
  if (!changelogs.data) return <NoChangelogs current={current} target={target} />;
  // Worst first once rated (the rating, then the CVSS score); as the changelogs name them otherwise.
  const fixes = worstFirst(changelogs.data.fixes, (id) => ratings.get(id));
  const kernel = fixesOfSource(changelogs.data, 'kernel').length;
  return (
    <Stack hasGutter>
      <Content component="p" data-test="review-fixes">
        {fixes.length === 0
          ? t('Fixes no CVE named in the changelogs')
          : kernel > 0
            ? t('Fixes {{formatted}} CVEs ({{kernel}} in the kernel)', {
                count: fixes.length,
                formatted: format(fixes.length),
                kernel: format(kernel),
              })
            : t('Fixes {{formatted}} CVEs', { count: fixes.length, formatted: format(fixes.length) })}
      </Content>
      <SecurityRatings current={current} target={target} part="lead" />
      {fixes.length > 0 ? (
        <LabelGroup numLabels={10} aria-label={t('CVEs fixed')} data-test="review-cves">
          {fixes.map((id) => (
            <ChangelogId key={id} id={id} rating={ratings.get(id)} />
          ))}
        </LabelGroup>
      ) : null}
      <SecurityRatings current={current} target={target} part="still-open" />
    </Stack>
  );
}

/**
 * No changelogs published for the move: why, when the controller said so (its latest Event
 * naming both images: it could not read one, say), else that it has not read them yet.
 */
export function NoChangelogs({ current, target }: { current: ReleaseInfo; target: ReleaseInfo }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const failure = useQuery(changelogEventsQuery(current, target)).data?.[0];
  return (
    <HelperText data-test="review-no-changelogs">
      {failure ? (
        <HelperTextItem variant="warning" data-test="review-changelogs-failed">
          {t('No changelogs: the OS update controller could not publish them. It said: {{message}}', {
            message: failure.message,
          })}
        </HelperTextItem>
      ) : (
        <HelperTextItem>
          {t('No changelogs yet: the OS update controller publishes them once it has read both images')}
        </HelperTextItem>
      )}
    </HelperText>
  );
}

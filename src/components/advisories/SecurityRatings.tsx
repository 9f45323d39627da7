import { Button, Content, HelperText, HelperTextItem, List, ListItem, Skeleton, Stack } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { severityRank, SEVERITIES } from '../../domain/advisories/severity';
import type { PublishedAdvisories } from '../../domain/advisories/published-advisories';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { ChangelogId } from '../changelog/ChangelogEntries';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { useSeverityText } from './severity-text';
import { usePairAdvisories } from './use-pair-advisories';

/**
 * How serious is what the update fixes (issue 46), in the review under the CVEs: "Fixes 1
 * Critical, 3 Important" with the advisories that ship the fixes, and what stays open after
 * it. Said once where no advisory source is configured, with how to add one.
 */
export function SecurityRatings({
  current,
  target,
  part,
}: {
  current: ReleaseInfo;
  target: ReleaseInfo;
  /** The lead (ratings of the fixes, or why there are none) above the CVEs; what stays open below them. */
  part: 'lead' | 'still-open';
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { status, ratings } = usePairAdvisories(current, target);
  if (part === 'still-open') return ratings.data ? <StillOpen published={ratings.data} /> : null;
  if (status.isPending) return <Skeleton screenreaderText={t('Loading the advisory ratings')} />;
  if (status.isError || status.data?.error)
    return (
      <HelperText data-test="review-advisories-failed">
        <HelperTextItem variant="warning">
          {t('The fixes are not rated: {{message}}', { message: status.data?.error ?? status.error?.message })}
        </HelperTextItem>
      </HelperText>
    );
  if (!status.data?.configured)
    return (
      <HelperText data-test="review-no-advisories">
        <HelperTextItem>
          {t(
            'No advisory source is configured, so the fixes are not rated (severity, CVSS, advisories). To add one, mirror Red Hat’s CSAF VEX documents as an image (oc-mirror’s additionalImages) and give it to the OS update controller as --advisories IMAGE: the install guide’s “Advisories” says how.',
          )}
        </HelperTextItem>
      </HelperText>
    );
  if (ratings.isPending || !ratings.data)
    return (
      <HelperText data-test="review-advisories-pending">
        <HelperTextItem>{t('Rating the fixes: the OS update controller has not published them yet')}</HelperTextItem>
      </HelperText>
    );
  return <SeverityLead published={ratings.data} />;
}

/** Advisories shown in the lead: the worst fixes' first; the rest are on each CVE's row. */
const LEAD_ADVISORIES = 4;

function SeverityLead({ published }: { published: PublishedAdvisories }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const severityText = useSeverityText();
  const counts = SEVERITIES.map((s) => [s, published.ratings.filter((r) => r.severity === s).length] as const).filter(
    ([, n]) => n > 0,
  );
  // Each count in its own words first: a t() nested in another's options is not read by the catalogue's parser.
  const ratings = counts
    .map(([s, n]) => t('{{formatted}} {{severity}}', { formatted: format(n), severity: severityText(s) }))
    .join(', ');
  const worstFirst = [...published.ratings].sort(
    (a, b) => severityRank(a.severity ?? undefined) - severityRank(b.severity ?? undefined) || a.id.localeCompare(b.id),
  );
  const all = new Map(worstFirst.flatMap((r) => r.advisories.map((a) => [a.id, a.url] as const)));
  const advisories = [...all].slice(0, LEAD_ADVISORIES);
  return (
    <Stack hasGutter>
      <Content component="p" data-test="review-severity">
        {counts.length === 0
          ? t('None of the fixed CVEs is rated for {{product}}', { product: published.product })
          : t('Fixes {{ratings}}', { ratings })}{' '}
        {advisories.length > 0 ? <>· {t('Advisories:')} </> : null}
        {advisories.map(([id, url], i) => (
          <span key={id}>
            {i > 0 ? ', ' : ''}
            <Button
              variant="link"
              isInline
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-test="review-advisory"
            >
              {id}
            </Button>
          </span>
        ))}
        {all.size > advisories.length
          ? ` ${t('and {{formatted}} more', { formatted: format(all.size - advisories.length) })}`
          : null}
      </Content>
    </Stack>
  );
}

/** What the documents list as still affecting the target's packages: named, worst first. */
function StillOpen({ published }: { published: PublishedAdvisories }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const severityText = useSeverityText();
  const open = [...published.stillOpen].sort(
    (a, b) => severityRank(a.severity ?? undefined) - severityRank(b.severity ?? undefined),
  );
  const worstOpen = open[0]?.severity;
  return (
    <Stack hasGutter>
      <Content component="p" data-test="review-still-open">
        {open.length === 0
          ? t('Still open after this update: none known')
          : worstOpen
            ? t('Still open after this update: {{formatted}}, the worst {{severity}}', {
                formatted: format(open.length),
                severity: severityText(worstOpen),
              })
            : t('Still open after this update: {{formatted}}', { formatted: format(open.length) })}
      </Content>
      {open.length > 0 ? (
        <List isPlain aria-label={t('CVEs still open after this update')}>
          {open.map((o) => (
            <ListItem key={`${o.id} ${o.package}`} data-test="still-open-cve">
              <ChangelogId id={o.id} severity={o.severity ?? undefined} /> {t('in {{package}}', { package: o.package })}
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

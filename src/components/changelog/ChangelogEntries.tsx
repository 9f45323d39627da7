import { Content, Label, LabelGroup, Stack, StackItem } from '@patternfly/react-core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangelogJson } from '../../domain/rpmdb/changelog-diff';
import { I18N_NAMESPACE } from '../i18n';
import { idLink } from './id-links';
import type { PublishedAdvisories } from '../../domain/advisories/published-advisories';
import { SEVERITY_COLOR, useSeverityText } from '../advisories/severity-text';
import type { Severity } from '../../domain/advisories/severity';
import { useNumberFormat } from '../hooks/use-number-format';
import { useDetailStyles } from '../use-detail-styles';

function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation(I18N_NAMESPACE);
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    }
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}

/** A CVE's rating, as the advisory source gives it for the image's product. */
export type CveRating = PublishedAdvisories['ratings'][number];
export type CveRatings = ReadonlyMap<string, CveRating>;

/**
 * A CVE or bug id: a plain link to its public page when there is one. A rated CVE says how
 * serious (its rating and CVSS v3 score), in its rating's own colour; an unrated one is neutral.
 */
export function ChangelogId({ id, rating, severity }: { id: string; rating?: CveRating; severity?: Severity }) {
  const severityText = useSeverityText();
  const format = useNumberFormat();
  const href = idLink(id);
  const rated = rating?.severity ?? severity;
  const color = rated ? SEVERITY_COLOR[rated] : 'grey';
  const score = rating?.cvss ? ` · CVSS ${format(rating.cvss.score)}` : '';
  const text = rated ? `${id} · ${severityText(rated)}${score}` : id;
  // PatternFly's clickable label keeps its colours readable in every theme; a plain link
  // inside a label did not (light blue on orange in the dark theme).
  return href ? (
    <Label
      isCompact
      isClickable
      color={color}
      data-test="changelog-id"
      data-severity={rated ?? 'unrated'}
      render={({ className, content, componentRef }) => (
        <a className={className} href={href} target="_blank" rel="noopener noreferrer" ref={componentRef}>
          {content}
        </a>
      )}
    >
      {text}
    </Label>
  ) : (
    <Label isCompact color={color} data-test="changelog-id" data-severity={rated ?? 'unrated'}>
      {text}
    </Label>
  );
}

/** A rated CVE in full: its rating, CVSS v3 score and vector, and the advisories that ship its fix. */
function CveRatingLine({ id, rating }: { id: string; rating: CveRating }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const severityText = useSeverityText();
  return (
    <Content component="small" data-test="cve-rating">
      {[
        rating.severity ? `${id}: ${severityText(rating.severity)}` : id,
        rating.cvss
          ? t('CVSS {{score}} ({{vector}})', { score: rating.cvss.score, vector: rating.cvss.vector })
          : undefined,
      ]
        .filter(Boolean)
        .join(' · ')}
      {rating.advisories.length > 0 ? ` · ${t('Fixed by:')} ` : null}
      {rating.advisories.map((a, i) => (
        <span key={a.id}>
          {i > 0 ? ', ' : ''}
          <a href={a.url} target="_blank" rel="noopener noreferrer">
            {a.id}
          </a>
        </span>
      ))}
    </Content>
  );
}

/** A package's new changelog entries, newest first: date, packager, text, and the ids they name. */
export function ChangelogEntries({
  changelog,
  ratings,
}: {
  changelog: readonly ChangelogJson[];
  ratings?: CveRatings;
}) {
  useDetailStyles();
  const { t } = useTranslation(I18N_NAMESPACE);
  const date = useDateFormat();
  return (
    <Stack hasGutter className="os-update-plugin__changelog">
      {changelog.map((entry, i) => (
        <StackItem key={`${entry.time}-${i}`} data-test="changelog-entry">
          <Content component="small">
            {t('{{date}} · {{author}}', { date: date(entry.time), author: entry.author })}
          </Content>
          <Content component="pre" className="os-update-plugin__changelog-text">
            {entry.text}
          </Content>
          {entry.ids.length > 0 ? (
            <LabelGroup numLabels={8} aria-label={t('CVE and bug ids')}>
              {entry.ids.map((id) => (
                <ChangelogId key={id} id={id} rating={ratings?.get(id)} />
              ))}
            </LabelGroup>
          ) : null}
          {entry.ids.map((id) => {
            const rating = ratings?.get(id);
            return rating ? <CveRatingLine key={id} id={id} rating={rating} /> : null;
          })}
        </StackItem>
      ))}
    </Stack>
  );
}

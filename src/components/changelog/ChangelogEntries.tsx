import { Content, Label, LabelGroup, Stack, StackItem } from '@patternfly/react-core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangelogJson } from '../../domain/rpmdb/changelog-diff';
import { I18N_NAMESPACE } from '../i18n';
import { idLink } from './id-links';

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

/** A CVE or bug id: a plain link to its public page when there is one. */
export function ChangelogId({ id }: { id: string }) {
  const href = idLink(id);
  const color = id.startsWith('CVE-') ? 'orange' : 'grey';
  // PatternFly's clickable label keeps its colours readable in every theme; a plain link
  // inside a label did not (light blue on orange in the dark theme).
  return href ? (
    <Label
      isCompact
      isClickable
      color={color}
      data-test="changelog-id"
      render={({ className, content, componentRef }) => (
        <a className={className} href={href} target="_blank" rel="noopener noreferrer" ref={componentRef}>
          {content}
        </a>
      )}
    >
      {id}
    </Label>
  ) : (
    <Label isCompact color={color} data-test="changelog-id">
      {id}
    </Label>
  );
}

/** A package's new changelog entries, newest first: date, packager, text, and the ids they name. */
export function ChangelogEntries({ changelog }: { changelog: readonly ChangelogJson[] }) {
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
                <ChangelogId key={id} id={id} />
              ))}
            </LabelGroup>
          ) : null}
        </StackItem>
      ))}
    </Stack>
  );
}

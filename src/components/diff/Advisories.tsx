import { ExpandableSection, List, ListItem } from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Advisory } from '../../domain/release-info/advisories';
import { I18N_NAMESPACE } from '../i18n';

/** Errata advisories shipped with the target image, when its release info lists them. */
export function Advisories({ advisories }: { advisories: readonly Advisory[] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [expanded, setExpanded] = useState(false);
  if (advisories.length === 0) return null;
  return (
    <ExpandableSection
      toggleText={t('{{count}} advisories in the target image', { count: advisories.length })}
      isExpanded={expanded}
      onToggle={(_e, open) => setExpanded(open)}
    >
      <List>
        {advisories.map((a) => (
          <ListItem key={a.id}>{[a.id, a.type, a.severity].filter(Boolean).join(' · ')}</ListItem>
        ))}
      </List>
    </ExpandableSection>
  );
}

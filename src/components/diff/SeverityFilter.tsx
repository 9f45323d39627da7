import { MenuToggle, Select, SelectList, SelectOption } from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEVERITIES, type Severity } from '../../domain/advisories/severity';
import { useSeverityText } from '../advisories/severity-text';
import { FilterIcon } from '../icons';
import { I18N_NAMESPACE } from '../i18n';

interface SeverityFilterProps {
  readonly id: string;
  readonly severity?: Severity;
  readonly onSeverity: (severity: Severity | undefined) => void;
}

/** "Fixes": only the packages whose update fixes a CVE rated this or worse (one choice; again to clear). */
export function SeverityFilter({ id, severity, onSeverity }: SeverityFilterProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const severityText = useSeverityText();
  const [open, setOpen] = useState(false);
  return (
    <Select
      isOpen={open}
      onOpenChange={setOpen}
      selected={severity}
      onSelect={(_event, value) => {
        onSeverity(value === severity ? undefined : (value as Severity));
        setOpen(false);
      }}
      toggle={(ref) => (
        <MenuToggle
          ref={ref}
          id={`os-update-plugin-severity-filter-${id}`}
          icon={<FilterIcon />}
          onClick={() => setOpen(!open)}
          isExpanded={open}
        >
          {severity ? t('Fixes {{severity}} or worse', { severity: severityText(severity) }) : t('Filter by rating')}
        </MenuToggle>
      )}
    >
      <SelectList aria-label={t('Ratings of the CVEs fixed')}>
        {SEVERITIES.map((s) => (
          <SelectOption key={s} value={s} isSelected={s === severity}>
            {t('Fixes {{severity}} or worse', { severity: severityText(s) })}
          </SelectOption>
        ))}
      </SelectList>
    </Select>
  );
}

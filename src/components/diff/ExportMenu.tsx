import { DownloadIcon } from '../icons';
import { Dropdown, DropdownItem, DropdownList, MenuToggle } from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n';
import type { ExportFormat } from './download-file';

/** Export the rows shown (CSV, Markdown) or the whole diff (JSON). */
export function ExportMenu({ onExport }: { onExport: (format: ExportFormat) => void }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [open, setOpen] = useState(false);
  const formats: [ExportFormat, string][] = [
    ['csv', t('CSV (rows shown)')],
    ['markdown', t('Markdown (rows shown)')],
    ['json', t('JSON (whole diff)')],
  ];
  return (
    <Dropdown
      isOpen={open}
      onOpenChange={setOpen}
      onSelect={() => setOpen(false)}
      popperProps={{ position: 'right' }}
      toggle={(ref) => (
        <MenuToggle ref={ref} icon={<DownloadIcon />} onClick={() => setOpen(!open)} isExpanded={open}>
          {t('Export')}
        </MenuToggle>
      )}
    >
      <DropdownList>
        {formats.map(([format, label]) => (
          <DropdownItem key={format} onClick={() => onExport(format)}>
            {label}
          </DropdownItem>
        ))}
      </DropdownList>
    </Dropdown>
  );
}

import {
  Dropdown,
  DropdownItem,
  DropdownList,
  MenuToggle,
  SearchInput,
  ToggleGroup,
  ToggleGroupItem,
  Toolbar,
  ToolbarContent,
  ToolbarGroup,
  ToolbarItem,
} from '@patternfly/react-core';
import DownloadIcon from '@patternfly/react-icons/dist/esm/icons/download-icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGE_KINDS, type ChangeKind } from '../../domain/package-diff';
import { I18N_NAMESPACE } from '../i18n';
import { useChangeKindLabels } from './change-kind-labels';
import type { ExportFormat } from './export-diff';

interface DiffToolbarProps {
  readonly counts: Readonly<Record<ChangeKind, number>>;
  readonly kinds: ReadonlySet<ChangeKind>;
  readonly onToggleKind: (kind: ChangeKind) => void;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly onExport: (format: ExportFormat) => void;
  readonly shown: number;
}

function ExportMenu({ onExport }: { onExport: (format: ExportFormat) => void }) {
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

/** Class filter, name search and export for one pool's diff. */
export function DiffToolbar({ counts, kinds, onToggleKind, search, onSearch, onExport, shown }: DiffToolbarProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const labels = useChangeKindLabels();
  return (
    <Toolbar>
      <ToolbarContent>
        <ToolbarItem>
          <ToggleGroup aria-label={t('Show package changes')} isCompact>
            {CHANGE_KINDS.map((kind) => (
              <ToggleGroupItem
                key={kind}
                text={`${labels[kind]} (${counts[kind]})`}
                buttonId={`os-update-plugin-filter-${kind}`}
                isSelected={kinds.has(kind)}
                onChange={() => onToggleKind(kind)}
              />
            ))}
          </ToggleGroup>
        </ToolbarItem>
        <ToolbarItem>
          <SearchInput
            aria-label={t('Search packages by name')}
            placeholder={t('Search packages')}
            value={search}
            onChange={(_e, value) => onSearch(value)}
            onClear={() => onSearch('')}
          />
        </ToolbarItem>
        <ToolbarItem>{t('{{count}} shown', { count: shown })}</ToolbarItem>
        <ToolbarGroup align={{ default: 'alignEnd' }}>
          <ToolbarItem>
            <ExportMenu onExport={onExport} />
          </ToolbarItem>
        </ToolbarGroup>
      </ToolbarContent>
    </Toolbar>
  );
}

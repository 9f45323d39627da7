import {
  Button,
  SearchInput,
  ToggleGroup,
  ToggleGroupItem,
  Toolbar,
  ToolbarContent,
  ToolbarGroup,
  ToolbarItem,
} from '@patternfly/react-core';
import DownloadIcon from '@patternfly/react-icons/dist/esm/icons/download-icon';
import { useTranslation } from 'react-i18next';
import { CHANGE_KINDS, type ChangeKind } from '../../domain/package-diff';
import { I18N_NAMESPACE } from '../i18n';
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

/** Class filter, name search and export for one pool's diff. */
export function DiffToolbar({ counts, kinds, onToggleKind, search, onSearch, onExport, shown }: DiffToolbarProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const labels: Record<ChangeKind, string> = {
    upgraded: t('Upgraded'),
    downgraded: t('Downgraded'),
    added: t('Added'),
    removed: t('Removed'),
    unchanged: t('Unchanged'),
  };
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
            <Button variant="secondary" icon={<DownloadIcon />} onClick={() => onExport('csv')}>
              {t('Export CSV')}
            </Button>
          </ToolbarItem>
          <ToolbarItem>
            <Button variant="secondary" icon={<DownloadIcon />} onClick={() => onExport('json')}>
              {t('Export JSON')}
            </Button>
          </ToolbarItem>
          <ToolbarItem>
            <Button variant="secondary" icon={<DownloadIcon />} onClick={() => onExport('markdown')}>
              {t('Export Markdown')}
            </Button>
          </ToolbarItem>
        </ToolbarGroup>
      </ToolbarContent>
    </Toolbar>
  );
}

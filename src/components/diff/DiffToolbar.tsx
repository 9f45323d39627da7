import { FilterIcon } from '../icons';
import {
  Badge,
  MenuToggle,
  SearchInput,
  Select,
  SelectList,
  SelectOption,
  Toolbar,
  ToolbarContent,
  ToolbarFilter,
  ToolbarGroup,
  ToolbarItem,
  ToolbarToggleGroup,
} from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGE_KINDS, type ChangeKind } from '../../domain/package-diff';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { useChangeKindLabels } from './change-kind-labels';
import { ExportMenu } from './ExportMenu';
import { SeverityFilter } from './SeverityFilter';
import type { Severity } from '../../domain/advisories/severity';
import { useSeverityText } from '../advisories/severity-text';
import type { ExportFormat } from './download-file';

interface DiffToolbarProps {
  readonly id: string;
  readonly counts: Readonly<Record<ChangeKind, number>>;
  readonly kinds: ReadonlySet<ChangeKind>;
  readonly onKinds: (kinds: ReadonlySet<ChangeKind>) => void;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly onClearAll: () => void;
  readonly onExport: (format: ExportFormat) => void;
  readonly shown: number;
  /** The search also finds CVE and bug ids (the changelogs are published). */
  readonly searchesIds?: boolean;
  /** The rating filter, offered once an advisory source rates the fixes. */
  readonly severity?: Severity;
  readonly onSeverity?: (severity: Severity | undefined) => void;
}

/** The "Change" filter: one checkbox per class, with its count; classes with no package cannot be chosen. */
function ChangeFilter({ id, counts, kinds, onKinds }: Pick<DiffToolbarProps, 'id' | 'counts' | 'kinds' | 'onKinds'>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const labels = useChangeKindLabels();
  const format = useNumberFormat();
  const [open, setOpen] = useState(false);
  const toggle = (kind: ChangeKind) => {
    const next = new Set(kinds);
    if (next.has(kind)) next.delete(kind);
    else next.add(kind);
    onKinds(next);
  };
  return (
    <Select
      role="menu"
      isOpen={open}
      onOpenChange={setOpen}
      onSelect={(_event, value) => toggle(value as ChangeKind)}
      toggle={(ref) => (
        <MenuToggle
          ref={ref}
          id={`os-update-plugin-change-filter-${id}`}
          icon={<FilterIcon />}
          onClick={() => setOpen(!open)}
          isExpanded={open}
          badge={kinds.size > 0 ? <Badge isRead>{kinds.size}</Badge> : undefined}
        >
          {t('Filter by change')}
        </MenuToggle>
      )}
    >
      <SelectList aria-label={t('Classes of package change')}>
        {CHANGE_KINDS.map((kind) => (
          <SelectOption
            key={kind}
            value={kind}
            hasCheckbox
            isSelected={kinds.has(kind)}
            isDisabled={counts[kind] === 0 && !kinds.has(kind)}
            description={t('{{formatted}} packages', { count: counts[kind], formatted: format(counts[kind]) })}
          >
            {labels[kind]}
          </SelectOption>
        ))}
      </SelectList>
    </Select>
  );
}

/**
 * The console's list toolbar for one pool's diff: a "Change" filter and a name search, each
 * choice shown as a label with "Clear all filters"; collapsed behind a filter toggle on
 * narrow screens; the number of rows shown; export.
 */
export function DiffToolbar(props: DiffToolbarProps) {
  const { id, kinds, onKinds, search, onSearch, onClearAll, onExport, shown, searchesIds, severity, onSeverity } =
    props;
  const severityText = useSeverityText();
  const { t } = useTranslation(I18N_NAMESPACE);
  const labels = useChangeKindLabels();
  const format = useNumberFormat();
  const changeCategory = t('Change');
  const nameCategory = t('Name');
  const byLabel = new Map(CHANGE_KINDS.map((kind) => [labels[kind], kind]));
  return (
    <Toolbar
      id={`os-update-plugin-diff-toolbar-${id}`}
      clearAllFilters={onClearAll}
      clearFiltersButtonText={t('Clear all filters')}
      collapseListedFiltersBreakpoint="xl"
    >
      <ToolbarContent>
        <ToolbarToggleGroup toggleIcon={<FilterIcon />} breakpoint="md">
          <ToolbarGroup variant="filter-group">
            <ToolbarFilter
              categoryName={changeCategory}
              labels={CHANGE_KINDS.filter((kind) => kinds.has(kind)).map((kind) => labels[kind])}
              deleteLabel={(_category, label) => {
                const next = new Set(kinds);
                next.delete(byLabel.get(String(label)) as ChangeKind);
                onKinds(next);
              }}
              deleteLabelGroup={() => onKinds(new Set())}
            >
              <ChangeFilter {...props} />
            </ToolbarFilter>
            <ToolbarFilter
              categoryName={nameCategory}
              labels={search ? [search] : []}
              deleteLabel={() => onSearch('')}
              deleteLabelGroup={() => onSearch('')}
            >
              <SearchInput
                aria-label={searchesIds ? t('Search packages by name, CVE or bug id') : t('Search packages by name')}
                placeholder={searchesIds ? t('Search packages or CVEs') : t('Search packages')}
                value={search}
                onChange={(_e, value) => onSearch(value)}
                onClear={() => onSearch('')}
              />
            </ToolbarFilter>
            {onSeverity ? (
              <ToolbarFilter
                categoryName={t('Rating')}
                labels={severity ? [severityText(severity)] : []}
                deleteLabel={() => onSeverity(undefined)}
                deleteLabelGroup={() => onSeverity(undefined)}
              >
                <SeverityFilter id={id} severity={severity} onSeverity={onSeverity} />
              </ToolbarFilter>
            ) : null}
          </ToolbarGroup>
        </ToolbarToggleGroup>
        <ToolbarItem alignSelf="center">
          {t('{{formatted}} shown', { count: shown, formatted: format(shown) })}
        </ToolbarItem>
        <ToolbarGroup align={{ default: 'alignEnd' }}>
          <ToolbarItem>
            <ExportMenu onExport={onExport} />
          </ToolbarItem>
        </ToolbarGroup>
      </ToolbarContent>
    </Toolbar>
  );
}

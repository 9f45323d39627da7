import { ArrowDownIcon } from '../icons';
import { Label, Skeleton } from '@patternfly/react-core';
import { ExpandableRowContent, Table, Tbody, Td, Th, Thead, Tr, type ThProps } from '@patternfly/react-table';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffColumn, SortDirection } from '../../domain/diff-view';
import { formatEvr } from '../../domain/evr';
import type { ChangeKind, PackageChange } from '../../domain/package-diff';
import { changelogKey, cvesOf, type PairChangelogs } from '../../domain/rpmdb/pair-changelogs';
import { I18N_NAMESPACE } from '../i18n';
import type { CveRatings } from '../changelog/ChangelogEntries';
import { worstSeverity } from '../../domain/advisories/severity';
import { SEVERITY_COLOR, useSeverityText } from '../advisories/severity-text';
import { CHANGE_KIND_COLORS, useChangeKindLabels } from './change-kind-labels';
import { useVirtualRows } from '../common/use-virtual-rows';
import { PadRow } from '../common/PadRow';
import { useDetailStyles } from '../use-detail-styles';

// Loaded when a row is first expanded.
const ChangelogEntries = lazy(() =>
  import('../changelog/ChangelogEntries').then((m) => ({ default: m.ChangelogEntries })),
);

const ROW_HEIGHT = 37;
const COLUMNS: readonly DiffColumn[] = ['name', 'arch', 'change', 'from', 'to'];
const WIDTHS: Record<Exclude<DiffColumn, 'fixes'>, 10 | 15 | 20 | 30 | 35> = {
  name: 30,
  arch: 10,
  change: 15,
  from: 20,
  to: 20,
};
/** The Fixes column sorts too (by how serious, then how many), after the five. */
const columnIndex = (column: DiffColumn) => (column === 'fixes' ? COLUMNS.length : COLUMNS.indexOf(column));

interface DiffTableProps {
  readonly rows: readonly PackageChange[];
  readonly sort?: { readonly column: DiffColumn; readonly direction: SortDirection };
  readonly onSort: (column: DiffColumn, direction: SortDirection) => void;
  readonly caption: string;
  /** The pair's published changelogs: a Fixes column, and upgraded rows that expand to their new entries. */
  readonly changelogs?: PairChangelogs;
  /** The fixed CVEs' ratings from the advisory source, when one is configured. */
  readonly ratings?: CveRatings;
}

// The labels come from the table: a hook a row would translate five names for each row drawn.
function ChangeLabel({ kind, labels }: { kind: ChangeKind; labels: Record<ChangeKind, string> }) {
  return kind === 'downgraded' ? (
    <Label status="danger" icon={<ArrowDownIcon />} isCompact>
      {labels[kind]}
    </Label>
  ) : (
    <Label color={CHANGE_KIND_COLORS[kind]} isCompact>
      {labels[kind]}
    </Label>
  );
}

/**
 * The package rows, virtualised: only the rows in view are in the DOM, so 20,000 rows
 * scroll as smoothly as 20 in a region of their own, focusable for keyboard users; up to a
 * hundred rows are drawn whole and scroll with the page (no box inside it cuts an expanded row). With
 * changelogs, each row is a row group that may hold its expanded entries, measured as drawn.
 */
export function DiffTable({ rows, sort, onSort, caption, changelogs, ratings }: DiffTableProps) {
  useDetailStyles();
  const severityText = useSeverityText();
  const { t } = useTranslation(I18N_NAMESPACE);
  const labels = useChangeKindLabels();
  const keyPackage = t('Key package');
  const scrollRef = useRef<HTMLDivElement>(null);
  const { items, padTop, padBottom, measure, scrolls } = useVirtualRows(rows.length, scrollRef, ROW_HEIGHT);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const headers: Record<DiffColumn, string> = {
    name: t('Package'),
    arch: t('Arch'),
    change: t('Change'),
    from: t('From'),
    to: t('To'),
    fixes: t('Fixes'),
  };
  const sortProps = (column: DiffColumn, index: number): ThProps['sort'] => ({
    columnIndex: index,
    sortBy: sort ? { index: columnIndex(sort.column), direction: sort.direction } : {},
    onSort: (_event, _index, direction) => onSort(column, direction),
  });
  const columnCount = COLUMNS.length + (changelogs ? 2 : 0);
  return (
    <div
      ref={scrollRef}
      className={scrolls ? 'os-update-plugin__diff-scroll' : undefined}
      tabIndex={scrolls ? 0 : undefined}
      role="region"
      aria-label={caption}
    >
      <Table aria-label={caption} variant="compact" isStickyHeader gridBreakPoint="" aria-rowcount={rows.length + 1}>
        <Thead>
          <Tr>
            {changelogs ? <Th screenReaderText={t('Changelog')} /> : null}
            {COLUMNS.map((column, index) => (
              <Th
                key={column}
                sort={sortProps(column, index)}
                width={WIDTHS[column as keyof typeof WIDTHS]}
                modifier="nowrap"
              >
                {headers[column]}
              </Th>
            ))}
            {changelogs ? (
              <Th sort={sortProps('fixes', COLUMNS.length)} modifier="nowrap">
                {headers.fixes}
              </Th>
            ) : null}
          </Tr>
        </Thead>
        <Tbody>
          <PadRow height={padTop} />
        </Tbody>
        {items.map((item) => {
          const row = rows[item.index] as PackageChange;
          const key = changelogKey(row.name, row.arch);
          const log = row.kind === 'upgraded' || row.kind === 'downgraded' ? changelogs?.byPackage.get(key) : undefined;
          const open = log !== undefined && expanded.has(key);
          const ids = log ? cvesOf(log.changelog) : [];
          const cves = ids.length;
          const worst = worstSeverity(ids.map((id) => ratings?.get(id)?.severity ?? undefined));
          const detailId = `os-update-plugin-changelog-${item.index}`;
          return (
            <Tbody key={item.key} isExpanded={open} ref={measure} data-index={item.index}>
              <Tr
                aria-rowindex={item.index + 2}
                data-test="diff-row"
                className={row.kind === 'downgraded' ? 'os-update-plugin__row--downgraded' : undefined}
              >
                {changelogs ? (
                  <Td
                    expand={
                      log
                        ? {
                            rowIndex: item.index,
                            isExpanded: open,
                            onToggle: () => toggle(key),
                            expandId: detailId,
                          }
                        : undefined
                    }
                  />
                ) : null}
                <Td dataLabel={headers.name}>
                  {row.name}
                  {row.important ? (
                    <Label isCompact color="purple" className="os-update-plugin__key-package">
                      {keyPackage}
                    </Label>
                  ) : null}
                </Td>
                <Td dataLabel={headers.arch}>{row.fromArch ? `${row.fromArch} → ${row.arch}` : row.arch}</Td>
                <Td dataLabel={headers.change}>
                  <ChangeLabel kind={row.kind} labels={labels} />
                </Td>
                <Td dataLabel={headers.from}>{row.from ? formatEvr(row.from) : '—'}</Td>
                <Td dataLabel={headers.to}>{row.to ? formatEvr(row.to) : '—'}</Td>
                {changelogs ? (
                  <Td dataLabel={t('Fixes')} data-test="diff-fixes" modifier="nowrap">
                    {cves > 0 ? t('{{count}} CVEs', { count: cves }) : '—'}
                    {worst ? (
                      <>
                        {' '}
                        <Label isCompact color={SEVERITY_COLOR[worst]} data-test="diff-fixes-severity">
                          {severityText(worst)}
                        </Label>
                      </>
                    ) : null}
                  </Td>
                ) : null}
              </Tr>
              {open ? (
                <Tr isExpanded data-test="diff-changelog">
                  <Td colSpan={columnCount} id={detailId}>
                    <ExpandableRowContent>
                      <Suspense fallback={<Skeleton screenreaderText={t('Loading the changelog')} />}>
                        <ChangelogEntries changelog={log.changelog} ratings={ratings} />
                      </Suspense>
                    </ExpandableRowContent>
                  </Td>
                </Tr>
              ) : null}
            </Tbody>
          );
        })}
        <Tbody>
          <PadRow height={padBottom} />
        </Tbody>
      </Table>
    </div>
  );
}

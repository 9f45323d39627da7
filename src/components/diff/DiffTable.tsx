import { ArrowDownIcon } from '../icons';
import { Label } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr, type ThProps } from '@patternfly/react-table';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffColumn, SortDirection } from '../../domain/diff-view';
import { formatEvr } from '../../domain/evr';
import type { ChangeKind, PackageChange } from '../../domain/package-diff';
import { I18N_NAMESPACE } from '../i18n';
import { CHANGE_KIND_COLORS, useChangeKindLabels } from './change-kind-labels';
import { useVirtualRows } from '../common/use-virtual-rows';
import { PadRow } from '../common/PadRow';

const ROW_HEIGHT = 37;
const COLUMNS: readonly DiffColumn[] = ['name', 'arch', 'change', 'from', 'to'];
const WIDTHS: Record<DiffColumn, 10 | 15 | 20 | 30 | 35> = { name: 30, arch: 10, change: 15, from: 20, to: 20 };

interface DiffTableProps {
  readonly rows: readonly PackageChange[];
  readonly sort?: { readonly column: DiffColumn; readonly direction: SortDirection };
  readonly onSort: (column: DiffColumn, direction: SortDirection) => void;
  readonly caption: string;
}

function ChangeLabel({ kind }: { kind: ChangeKind }) {
  const labels = useChangeKindLabels();
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
 * scroll as smoothly as 20. The scroll region is focusable for keyboard users.
 */
export function DiffTable({ rows, sort, onSort, caption }: DiffTableProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { items, padTop, padBottom } = useVirtualRows(rows.length, scrollRef, ROW_HEIGHT);
  const headers: Record<DiffColumn, string> = {
    name: t('Package'),
    arch: t('Arch'),
    change: t('Change'),
    from: t('From'),
    to: t('To'),
  };
  const sortProps = (column: DiffColumn, index: number): ThProps['sort'] => ({
    columnIndex: index,
    sortBy: sort ? { index: COLUMNS.indexOf(sort.column), direction: sort.direction } : {},
    onSort: (_event, _index, direction) => onSort(column, direction),
  });
  return (
    <div ref={scrollRef} className="os-update-plugin__diff-scroll" tabIndex={0} role="region" aria-label={caption}>
      <Table aria-label={caption} variant="compact" isStickyHeader gridBreakPoint="" aria-rowcount={rows.length + 1}>
        <Thead>
          <Tr>
            {COLUMNS.map((column, index) => (
              <Th key={column} sort={sortProps(column, index)} width={WIDTHS[column]} modifier="nowrap">
                {headers[column]}
              </Th>
            ))}
          </Tr>
        </Thead>
        <Tbody>
          <PadRow height={padTop} />
          {items.map((item) => {
            const row = rows[item.index] as PackageChange;
            return (
              <Tr
                key={item.key}
                aria-rowindex={item.index + 2}
                data-test="diff-row"
                className={row.kind === 'downgraded' ? 'os-update-plugin__row--downgraded' : undefined}
              >
                <Td dataLabel={headers.name}>
                  {row.name}
                  {row.important ? (
                    <Label isCompact color="purple" className="os-update-plugin__key-package">
                      {t('Key package')}
                    </Label>
                  ) : null}
                </Td>
                <Td dataLabel={headers.arch}>{row.fromArch ? `${row.fromArch} → ${row.arch}` : row.arch}</Td>
                <Td dataLabel={headers.change}>
                  <ChangeLabel kind={row.kind} />
                </Td>
                <Td dataLabel={headers.from}>{row.from ? formatEvr(row.from) : '—'}</Td>
                <Td dataLabel={headers.to}>{row.to ? formatEvr(row.to) : '—'}</Td>
              </Tr>
            );
          })}
          <PadRow height={padBottom} />
        </Tbody>
      </Table>
    </div>
  );
}

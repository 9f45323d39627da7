import {
  Content,
  SearchInput,
  ToggleGroup,
  ToggleGroupItem,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from '@patternfly/react-core';
import { ExpandableRowContent, Table, Tbody, Td, Th, Thead, Tr, type ThProps } from '@patternfly/react-table';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENTION_ORDER, type PoolStateKind } from '../../domain/pool/pool-state';
import { dataTest } from '../data-test';
import { PoolGate } from '../gate/PoolGate';
import { useNumberFormat } from '../hooks/use-number-format';
import { usePackageDiff } from '../hooks/use-pool-diff';
import type { PoolView } from '../hooks/use-pool-views';
import { samePoolView } from '../hooks/same-pool-view';
import { I18N_NAMESPACE } from '../i18n';
import { PinnedLabel } from '../pin/PinnedLabel';
import { PoolPagination } from './PoolPagination';
import { PoolSection } from './PoolSection';
import { FixesSeverity } from './WaitingChange';
import { PoolStateLabel } from './PoolStateLabel';
import { PoolDisruptionLabel } from '../config/PoolDisruption';
import { RowCounts } from './RowCounts';
import { usePoolStateNames } from './pool-state-names';

type SortColumn = 'state' | 'name' | 'machines';
const COLUMNS = 6;
/** Rows per page: a page of a few hundred elements, however many pools (PatternFly's list default is 20). */
export const POOLS_PER_PAGE = 50;

const version = (v: PoolView, side: 'current' | 'target') => v[side].releaseInfo?.ostreeVersion ?? '—';

/** One pool's row: the counts at once, the whole section when expanded. */
const PoolRow = memo(
  function PoolRow({
    view,
    expanded,
    onToggle,
    index,
  }: {
    view: PoolView;
    expanded: boolean;
    onToggle: () => void;
    index: number;
  }) {
    const { t } = useTranslation(I18N_NAMESPACE);
    const format = useNumberFormat();
    const diff = usePackageDiff(view.current, view.target, view.imageChanges);
    return (
      <Tbody isExpanded={expanded} data-test={dataTest.pool(view.name)}>
        <Tr>
          <Td
            expand={{ rowIndex: index, isExpanded: expanded, onToggle, expandId: `os-update-plugin-pool-${view.name}` }}
          />
          <Th dataLabel={t('Pool')} modifier="nowrap">
            {view.name}
          </Th>
          <Td dataLabel={t('State')}>
            <PoolStateLabel state={view.state} diff={diff} />
            {view.imageChanges && view.current.releaseInfo && view.target.releaseInfo ? (
              <FixesSeverity current={view.current.releaseInfo} target={view.target.releaseInfo} where="header" />
            ) : null}{' '}
            <PoolGate view={view} /> <PinnedLabel view={view} /> <PoolDisruptionLabel view={view} />
          </Td>
          <Td dataLabel={t('OS version')}>
            {view.imageChanges ? `${version(view, 'current')} → ${version(view, 'target')}` : version(view, 'current')}
          </Td>
          <Td dataLabel={t('Package changes')}>{diff ? <RowCounts diff={diff} /> : null}</Td>
          <Td dataLabel={t('Machines')}>
            {t('{{updated}} of {{total}} machines updated', {
              count: view.machineCount,
              updated: format(view.updatedMachineCount),
              total: format(view.machineCount),
            })}
          </Td>
        </Tr>
        {expanded ? (
          <Tr isExpanded>
            <Td colSpan={COLUMNS}>
              <ExpandableRowContent>
                <PoolSection view={view} linkPool />
              </ExpandableRowContent>
            </Td>
          </Tr>
        ) : null}
      </Tbody>
    );
  },
  (a, b) => a.expanded === b.expanded && a.index === b.index && samePoolView(a.view, b.view),
);

/**
 * Many pools (hundreds: one per site, GPU model or canary group) as a compact table in the
 * console's list style: filter by state, search by name, sort; a pool's details (diff,
 * review, nodes) when its row is expanded. The order given is kept while nothing is sorted.
 */
export function PoolTable({ views }: { views: readonly PoolView[] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const stateNames = usePoolStateNames();
  const [search, setSearch] = useState('');
  const [states, setStates] = useState<ReadonlySet<PoolStateKind>>(new Set());
  const [sort, setSort] = useState<{ column: SortColumn; direction: 'asc' | 'desc' } | undefined>();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(POOLS_PER_PAGE);
  const present = ATTENTION_ORDER.filter((kind) => views.some((v) => v.state.kind === kind));
  const needle = search.trim().toLowerCase();
  const shown = views.filter(
    (v) => (states.size === 0 || states.has(v.state.kind)) && (!needle || v.name.toLowerCase().includes(needle)),
  );
  if (sort) {
    const key = (v: PoolView) =>
      sort.column === 'name'
        ? v.name
        : sort.column === 'machines'
          ? v.machineCount
          : ATTENTION_ORDER.indexOf(v.state.kind);
    shown.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const order = x < y ? -1 : x > y ? 1 : a.name.localeCompare(b.name);
      return sort.direction === 'asc' ? order : -order;
    });
  }
  // A narrower filter can leave fewer pages than the page shown: show its last page then.
  const lastPage = Math.max(1, Math.ceil(shown.length / perPage));
  const onPage = Math.min(page, lastPage);
  const pageRows = shown.slice((onPage - 1) * perPage, onPage * perPage);
  const pages = {
    count: shown.length,
    page: onPage,
    perPage,
    onPage: setPage,
    onPerPage: (next: number, nextPage: number) => (setPerPage(next), setPage(nextPage)),
  };
  const sortBy = (column: SortColumn, index: number): ThProps['sort'] => ({
    columnIndex: index,
    sortBy: sort ? { index: ['name', 'state', 'machines'].indexOf(sort.column) + 1, direction: sort.direction } : {},
    onSort: (_e, _i, direction) => setSort({ column, direction }),
  });
  const toggleState = (kind: PoolStateKind) =>
    setStates((old) => {
      const next = new Set(old);
      if (!next.delete(kind)) next.add(kind);
      return next;
    });
  const toggleRow = (name: string) =>
    setExpanded((old) => {
      const next = new Set(old);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return (
    <>
      <Toolbar clearAllFilters={() => (setSearch(''), setStates(new Set()))}>
        <ToolbarContent>
          <ToolbarItem>
            <SearchInput
              aria-label={t('Search pools by name')}
              placeholder={t('Search pools by name')}
              value={search}
              onChange={(_e, value) => (setSearch(value), setPage(1))}
              onClear={() => (setSearch(''), setPage(1))}
            />
          </ToolbarItem>
          <ToolbarItem>
            <ToggleGroup aria-label={t('Filter pools by state')}>
              {present.map((kind) => (
                <ToggleGroupItem
                  key={kind}
                  text={t('{{state}} ({{number}})', {
                    state: stateNames[kind],
                    number: format(views.filter((v) => v.state.kind === kind).length),
                  })}
                  isSelected={states.has(kind)}
                  onChange={() => (toggleState(kind), setPage(1))}
                />
              ))}
            </ToggleGroup>
          </ToolbarItem>
          <ToolbarItem alignSelf="center">
            <Content component="small">
              {t('{{shown}} of {{total}} pools', { shown: format(shown.length), total: format(views.length) })}
            </Content>
          </ToolbarItem>
          <ToolbarItem variant="pagination">
            <PoolPagination {...pages} />
          </ToolbarItem>
        </ToolbarContent>
      </Toolbar>
      <Table aria-label={t('MachineConfigPools')} variant="compact" isExpandable>
        <Thead>
          <Tr>
            <Th screenReaderText={t('Details')} />
            <Th sort={sortBy('name', 1)} width={15} modifier="nowrap">
              {t('Pool')}
            </Th>
            <Th sort={sortBy('state', 2)} width={20} modifier="nowrap">
              {t('State')}
            </Th>
            <Th width={20}>{t('OS version')}</Th>
            <Th width={30}>{t('Package changes')}</Th>
            <Th sort={sortBy('machines', 5)} width={15} modifier="nowrap">
              {t('Machines')}
            </Th>
          </Tr>
        </Thead>
        {pageRows.map((view, index) => (
          <PoolRow
            key={view.name}
            view={view}
            index={index}
            expanded={expanded.has(view.name)}
            onToggle={() => toggleRow(view.name)}
          />
        ))}
      </Table>
      <PoolPagination {...pages} bottom />
    </>
  );
}

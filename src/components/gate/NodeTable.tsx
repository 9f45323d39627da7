import { Table, Tbody, Td, Th, Thead, Tr, type ThProps } from '@patternfly/react-table';
import { Label, Tooltip } from '@patternfly/react-core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateStep } from '../../domain/pool/machine-config-node';
import { sortNodeRows, type NodeRow, type NodeSortColumn } from '../../domain/pool/node-phase';
import { MachineConfigLink, NodeLink } from '../common/resource-links';
import { useVirtualRows } from '../common/use-virtual-rows';
import { PadRow } from '../common/PadRow';
import { I18N_NAMESPACE } from '../i18n';
import { NodePhaseLabel } from './NodePhaseLabel';
import { DrainHoldNote } from './DrainHoldNote';
import { useDetailStyles } from '../use-detail-styles';

const ROW_HEIGHT = 37;

/** What a node is doing in its update, in the admin's words (the MachineConfigNode step). */
function useStepNames(): Record<UpdateStep, string> {
  const { t } = useTranslation(I18N_NAMESPACE);
  return {
    UpdatePrepared: t('preparing'),
    Cordoned: t('cordoning'),
    Drained: t('draining'),
    AppliedFilesAndOS: t('applying files and OS'),
    UpdateExecuted: t('finishing the update'),
    RebootedNode: t('rebooting'),
    UpdatePostActionComplete: t('running post-update actions'),
    Uncordoned: t('uncordoning'),
    UpdateComplete: t('completing'),
    Resumed: t('resuming'),
  };
}

/**
 * A pool's nodes, virtualised (a 1,500-node pool keeps a few dozen rows in the page),
 * sortable by name or phase (failing first by default), the step each updating node is at
 * and, where a node failed, why. The scroll region is focusable for keyboard users.
 */
export function NodeTable({ pool, nodes }: { pool: string; nodes: readonly NodeRow[] }) {
  useDetailStyles();
  const { t } = useTranslation(I18N_NAMESPACE);
  const steps = useStepNames();
  const [sort, setSort] = useState<{ column: NodeSortColumn; direction: 'asc' | 'desc' }>({
    column: 'phase',
    direction: 'asc',
  });
  const rows = useMemo(() => sortNodeRows(nodes, sort.column, sort.direction), [nodes, sort]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { items, padTop, padBottom } = useVirtualRows(rows.length, scrollRef, ROW_HEIGHT);
  // The reason column only where a node failed: healthy nodes have none to give.
  const anyDegraded = nodes.some((node) => node.phase === 'degraded');
  const caption = t('Nodes of pool {{pool}}', { pool });
  const sortBy = (column: NodeSortColumn, index: number): ThProps['sort'] => ({
    columnIndex: index,
    sortBy: { index: sort.column === 'name' ? 0 : 3, direction: sort.direction },
    onSort: (_e, _i, direction) => setSort({ column, direction }),
  });
  return (
    <div ref={scrollRef} className="os-update-plugin__diff-scroll" tabIndex={0} role="region" aria-label={caption}>
      <Table
        aria-label={caption}
        variant="compact"
        isStickyHeader
        data-test="node-table"
        aria-rowcount={rows.length + 1}
      >
        <Thead>
          <Tr>
            <Th width={20} modifier="nowrap" sort={sortBy('name', 0)}>
              {t('Node')}
            </Th>
            <Th width={25}>{t('Current config')}</Th>
            <Th width={25}>{t('Desired config')}</Th>
            <Th width={20} modifier="nowrap" sort={sortBy('phase', 3)}>
              {t('State')}
            </Th>
            {anyDegraded ? <Th width={25}>{t('Reason')}</Th> : null}
          </Tr>
        </Thead>
        <Tbody>
          <PadRow height={padTop} />
          {items.map((item) => {
            const node = rows[item.index] as NodeRow;
            const step = node.phase === 'working' && node.step ? steps[node.step] : undefined;
            return (
              <Tr key={node.name} data-test={`node-${node.name}`} aria-rowindex={item.index + 2}>
                <Td dataLabel={t('Node')} modifier="truncate">
                  <NodeLink name={node.name} />
                </Td>
                <Td dataLabel={t('Current config')} modifier="truncate">
                  {node.currentConfig ? <MachineConfigLink name={node.currentConfig} /> : '—'}
                </Td>
                <Td dataLabel={t('Desired config')} modifier="truncate">
                  {node.desiredConfig ? <MachineConfigLink name={node.desiredConfig} /> : '—'}
                  {node.refusedConfig ? (
                    <Tooltip
                      content={t(
                        'The machine-config controller named {{config}} for this machine; the API server refused it because it was not approved. The machine keeps its config until the target is approved.',
                        { config: node.refusedConfig },
                      )}
                    >
                      <Label isCompact color="orange" data-test="node-refused-target" tabIndex={0}>
                        {t('Waits for review')}
                      </Label>
                    </Tooltip>
                  ) : null}
                </Td>
                <Td dataLabel={t('State')} modifier="nowrap">
                  <NodePhaseLabel phase={node.phase} />
                  {step ? <span className="os-update-plugin__node-step">{step}</span> : null}
                  {node.phase === 'working' && node.step === 'Drained' ? <DrainHoldNote node={node.name} /> : null}
                </Td>
                {anyDegraded ? (
                  <Td dataLabel={t('Reason')}>{node.phase === 'degraded' ? (node.reason ?? '') : '—'}</Td>
                ) : null}
              </Tr>
            );
          })}
          <PadRow height={padBottom} />
        </Tbody>
      </Table>
    </div>
  );
}

import { Label, Progress, ProgressMeasureLocation, Stack, StackItem } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import CheckCircleIcon from '@patternfly/react-icons/dist/esm/icons/check-circle-icon';
import ExclamationCircleIcon from '@patternfly/react-icons/dist/esm/icons/exclamation-circle-icon';
import InProgressIcon from '@patternfly/react-icons/dist/esm/icons/in-progress-icon';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { wavesFor } from '../../domain/pool/waves';
import { poolNodesQuery } from '../../k8s/queries';
import { NODE_ANNOTATIONS, type Node } from '../../k8s/resources';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

function NodeState({ state }: { state: string | undefined }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (state === 'Done')
    return (
      <Label status="success" icon={<CheckCircleIcon />} isCompact>
        {t('Done')}
      </Label>
    );
  if (state === 'Degraded' || state === 'Unreconcilable')
    return (
      <Label status="danger" icon={<ExclamationCircleIcon />} isCompact>
        {state === 'Degraded' ? t('Degraded') : t('Unreconcilable')}
      </Label>
    );
  return (
    <Label color="blue" icon={<InProgressIcon />} isCompact>
      {state === 'Rebooting' ? t('Rebooting') : t('Working')}
    </Label>
  );
}

const annotation = (node: Node, key: string) => node.metadata?.annotations?.[key];

/** The roll-out as it happens: machines updated, waves done and left, each node's state. */
export function RolloutProgress({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const selector = view.pool.spec?.nodeSelector?.matchLabels ?? {};
  const nodes = useQuery(poolNodesQuery(selector));
  const total = view.machineCount;
  const totalWaves = wavesFor(total, view.atOnce);
  const wavesDone = totalWaves - view.wavesLeft;
  return (
    <Stack hasGutter>
      <StackItem>
        <Progress
          value={total === 0 ? 0 : (view.updatedMachineCount / total) * 100}
          title={t('Roll-out to {{target}}', { target: view.target.config })}
          label={t('{{updated}} of {{total}} machines', { updated: view.updatedMachineCount, total })}
          valueText={t('{{updated}} of {{total}} machines', { updated: view.updatedMachineCount, total })}
          measureLocation={ProgressMeasureLocation.outside}
          variant={view.state.kind === 'degraded' ? 'danger' : undefined}
          data-test="rollout-progress"
        />
      </StackItem>
      <StackItem>
        {t('Wave {{done}} of {{total}} done, {{left}} left', {
          done: wavesDone,
          total: totalWaves,
          left: view.wavesLeft,
        })}
      </StackItem>
      <StackItem>
        <Table aria-label={t('Nodes of pool {{pool}}', { pool: view.name })} variant="compact" data-test="node-table">
          <Thead>
            <Tr>
              <Th width={15} modifier="nowrap">
                {t('Node')}
              </Th>
              <Th width={25}>{t('Current config')}</Th>
              <Th width={25}>{t('Desired config')}</Th>
              <Th width={10}>{t('State')}</Th>
              <Th width={25}>{t('Reason')}</Th>
            </Tr>
          </Thead>
          <Tbody>
            {(nodes.data ?? []).map((node) => (
              <Tr key={node.metadata?.name} data-test={`node-${node.metadata?.name}`}>
                <Td dataLabel={t('Node')}>{node.metadata?.name}</Td>
                <Td dataLabel={t('Current config')}>{annotation(node, NODE_ANNOTATIONS.currentConfig)}</Td>
                <Td dataLabel={t('Desired config')}>{annotation(node, NODE_ANNOTATIONS.desiredConfig)}</Td>
                <Td dataLabel={t('State')}>
                  <NodeState state={annotation(node, NODE_ANNOTATIONS.state)} />
                </Td>
                <Td dataLabel={t('Reason')}>{annotation(node, NODE_ANNOTATIONS.reason) ?? ''}</Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      </StackItem>
    </Stack>
  );
}

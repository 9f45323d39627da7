import { Alert, Progress, ProgressMeasureLocation, Skeleton, Stack, StackItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { NodePhase } from '../../domain/pool/node-phase';
import type { PoolView } from '../hooks/use-pool-views';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { useNodePhaseNames } from './NodePhaseLabel';
import { NodeTable } from './NodeTable';

const PHASES: readonly NodePhase[] = ['degraded', 'rebooting', 'working', 'waiting', 'updated'];

/**
 * The roll-out as it happens, or as it stands while the pool is held mid-way: machines on
 * the target, waves done and left, the count of each node phase, each node failing first.
 */
export function RolloutProgress({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const names = useNodePhaseNames();
  const total = view.machineCount;
  const format = useNumberFormat();
  const machines = t('{{updated}} of {{total}} machines', {
    count: total,
    updated: format(view.updatedMachineCount),
    total: format(total),
  });
  const wavesDone = view.totalWaves - view.wavesLeft;
  const counts = view.phaseCounts;
  return (
    <Stack hasGutter>
      <StackItem>
        <Progress
          value={total === 0 ? 0 : (view.updatedMachineCount / total) * 100}
          title={
            view.heldMidRollout
              ? t('Paused: {{updated}} of {{total}} on the new config', { updated: view.updatedMachineCount, total })
              : t('Roll-out to {{target}}', { target: view.target.config })
          }
          label={machines}
          valueText={machines}
          measureLocation={ProgressMeasureLocation.outside}
          variant={view.state.kind === 'degraded' ? 'danger' : view.heldMidRollout ? 'warning' : undefined}
          data-test="rollout-progress"
        />
      </StackItem>
      {view.heldMidRollout ? (
        <StackItem>
          <Alert isInline isPlain variant="warning" data-test="held-mid-rollout" title={t('Held mid-rollout')}>
            {t(
              'Machines that were updating finish; no others start until you resume. Machines joining this pool now get the new config: the machine-config server serves the target to new nodes once any machine of the pool is updated.',
            )}
          </Alert>
        </StackItem>
      ) : null}
      <StackItem>
        {t('Wave {{done}} of {{total}} done, {{left}} left', {
          done: wavesDone,
          total: view.totalWaves,
          left: view.wavesLeft,
        })}
        {counts
          ? ` · ${PHASES.filter((p) => counts[p] > 0)
              .map((p) => `${names[p]}: ${counts[p]}`)
              .join(', ')}`
          : ''}
      </StackItem>
      <StackItem>
        {view.nodes ? (
          <NodeTable pool={view.name} nodes={view.nodes} />
        ) : (
          <Skeleton height="6rem" screenreaderText={t('Loading the nodes of pool {{pool}}', { pool: view.name })} />
        )}
      </StackItem>
    </Stack>
  );
}

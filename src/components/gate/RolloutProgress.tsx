import { Alert, Progress, ProgressMeasureLocation, Skeleton, Stack, StackItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { PoolView } from '../hooks/use-pool-views';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { NodeTable } from './NodeTable';

/**
 * The roll-out as it happens, or as it stands while the pool is held mid-way, in one place:
 * a bar with how many machines are on the target and how many are at it now, the waves under
 * it, and each node (failing first) in the table. The header says none of it again.
 */
export function RolloutProgress({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const total = view.machineCount;
  const counts = view.phaseCounts;
  const updating = counts ? counts.working + counts.rebooting : 0;
  const failed = counts?.degraded ?? 0;
  const measure = [
    t('{{updated}} of {{total}} updated', { updated: format(view.updatedMachineCount), total: format(total) }),
    ...(updating > 0 ? [t('{{formatted}} updating', { count: updating, formatted: format(updating) })] : []),
    ...(failed > 0 ? [t('{{formatted}} failed', { count: failed, formatted: format(failed) })] : []),
  ].join(', ');
  const version = view.target.releaseInfo?.ostreeVersion;
  const title = view.heldMidRollout
    ? t('Roll-out held')
    : !view.imageChanges
      ? t('Rolling out the new configuration')
      : version
        ? t('Rolling out {{version}}', { version })
        : t('Rolling out the new OS image');
  return (
    <Stack hasGutter>
      <StackItem>
        <Progress
          value={total === 0 ? 0 : (view.updatedMachineCount / total) * 100}
          title={title}
          label={measure}
          valueText={measure}
          measureLocation={ProgressMeasureLocation.outside}
          variant={view.state.kind === 'degraded' ? 'danger' : view.heldMidRollout ? 'warning' : undefined}
          helperText={
            view.wavesLeft > 0
              ? t('{{atOnce}} at a time, {{waves}} waves left', {
                  count: view.wavesLeft,
                  atOnce: format(view.atOnce),
                  waves: format(view.wavesLeft),
                })
              : undefined
          }
          data-test="rollout-progress"
        />
      </StackItem>
      {view.heldMidRollout ? (
        <StackItem>
          <Alert
            isInline
            isPlain
            variant="warning"
            data-test="held-mid-rollout"
            title={t('No other machine starts until you resume')}
          >
            {t(
              'Machines that were updating finish. Machines joining this pool now get the new config: the machine-config server serves the target to new nodes once any machine of the pool is updated.',
            )}
          </Alert>
        </StackItem>
      ) : null}
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

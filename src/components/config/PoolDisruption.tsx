import { Content, Label, Skeleton } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { disruptionLevel, type DisruptionLevel } from '../../domain/machine-config/disruption-summary';
import type { ConfigDiffJson } from '../../domain/machine-config/published-config';
import { useNumberFormat } from '../hooks/use-number-format';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { disruptionText } from './disruption-text';
import { usePoolConfigChange } from './use-pool-config-change';

const COLORS: Record<DisruptionLevel, 'orange' | 'yellow' | 'blue' | 'green'> = {
  reboot: 'orange',
  drain: 'yellow',
  restart: 'blue',
  none: 'green',
};

function useLevelLabels(): Record<DisruptionLevel, string> {
  const { t } = useTranslation(I18N_NAMESPACE);
  return {
    reboot: t('Drains and reboots'),
    drain: t('Drains, no reboot'),
    restart: t('No reboot: restarts services'),
    none: t('No reboot'),
  };
}

/** What a pool's pending change costs each machine, at a glance (the pool's section and row). */
export function PoolDisruptionLabel({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const labels = useLevelLabels();
  const { change, isPending } = usePoolConfigChange(view);
  if (!change)
    return isPending ? <Skeleton width="8rem" screenreaderText={t('Reading what the change costs')} /> : null;
  const level = disruptionLevel(change.disruption);
  return (
    <Label isCompact color={COLORS[level]} data-test="pool-disruption" data-disruption={level}>
      {labels[level]}
    </Label>
  );
}

/** How many files, units, kernel arguments and extensions change. */
function countsOf(change: ConfigDiffJson) {
  const n = (x: { added: unknown[]; removed: unknown[]; changed?: unknown[] }) =>
    x.added.length + x.removed.length + (x.changed?.length ?? 0);
  return {
    files: n(change.files),
    units: n(change.units),
    kernel: n(change.kernelArguments) + (change.kernelType ? 1 : 0) + (change.fips ? 1 : 0),
    extensions: n(change.extensions),
  };
}

/** One line under a moving pool's images: what its config changes, and what that costs. */
export function PoolConfigChangeLine({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const { change } = usePoolConfigChange(view);
  if (!change) return null;
  const c = countsOf(change);
  const forecast = { ...change.disruption, reasons: [] };
  const none = c.files + c.units + c.kernel + c.extensions === 0 && !change.sshKeys;
  return (
    <Content component="p" data-test="pool-config-change">
      {none
        ? t('Config: only the OS image changes.')
        : t('Config: {{files}} files, {{units}} units, {{kernel}} kernel settings, {{extensions}} extensions change.', {
            files: format(c.files),
            units: format(c.units),
            kernel: format(c.kernel),
            extensions: format(c.extensions),
          })}{' '}
      {disruptionText(t, forecast, format(view.machineCount), format(view.atOnce))}.
    </Content>
  );
}

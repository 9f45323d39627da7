import { Label } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { disruptionGlance, type DisruptionGlance } from '../../domain/machine-config/disruption-summary';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { usePoolConfigChange } from './use-pool-config-change';
import { UnknownConfigChange } from './UnknownConfigChange';

const COLORS: Record<DisruptionGlance, 'red' | 'orange' | 'yellow' | 'blue' | 'green'> = {
  fails: 'red',
  reboot: 'orange',
  'reboot-without-drain': 'orange',
  drain: 'yellow',
  restart: 'blue',
  none: 'green',
};

function useLevelLabels(): Record<DisruptionGlance, string> {
  const { t } = useTranslation(I18N_NAMESPACE);
  return {
    fails: t('The update would fail'),
    reboot: t('Drains and reboots'),
    'reboot-without-drain': t('Reboots without a drain'),
    drain: t('Drains, no reboot'),
    restart: t('No reboot: restarts services'),
    none: t('No reboot'),
  };
}

/** What a pool's pending change costs each machine, at a glance (the pool's section and row). */
export function PoolDisruptionLabel({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const labels = useLevelLabels();
  const state = usePoolConfigChange(view);
  const change = state.change;
  if (!change)
    return (
      <UnknownConfigChange
        state={state}
        width="8rem"
        reading={t('Reading what the change costs')}
        workOutText={t('Work out the disruption')}
      />
    );
  const level = disruptionGlance(change.disruption);
  return (
    <Label isCompact color={COLORS[level]} data-test="pool-disruption" data-disruption={level}>
      {labels[level]}
    </Label>
  );
}

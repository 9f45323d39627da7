import { LockIcon, LockOpenIcon, SyncAltIcon } from '../icons';
import { Label } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

/** Whether OS updates of the pool wait for an approval: held, open, or rolling out now. */
export function PoolGate({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const common = { 'data-test': dataTest.poolGate, 'data-gate': view.gate, isCompact: true };
  switch (view.gate) {
    case 'held':
      return (
        <Label {...common} variant="outline" icon={<LockIcon />}>
          {view.canaryFirst !== undefined
            ? t('Held until the canary {{canary}} is promoted', { canary: view.canaryFirst })
            : view.heldMidRollout
              ? t('Paused: {{updated}} of {{total}} on the new config', {
                  updated: view.updatedMachineCount,
                  total: view.machineCount,
                })
              : t('Held: OS updates wait for approval')}
        </Label>
      );
    case 'rolling-out':
      return (
        <Label {...common} variant="outline" color="blue" icon={<SyncAltIcon />}>
          {t('Open for this rollout')}
        </Label>
      );
    case 'open':
      return (
        <Label {...common} variant="outline" color="orange" icon={<LockOpenIcon />}>
          {t('Open: OS updates roll out as soon as they are published')}
        </Label>
      );
  }
}

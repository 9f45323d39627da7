import { HourglassHalfIcon, InProgressIcon, SyncAltIcon } from '../icons';
import { Label } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { NodePhase } from '../../domain/pool/node-phase';
import { I18N_NAMESPACE } from '../i18n';

/** The translated name of each node phase, for labels and counts. */
function useNodePhaseNames(): Record<NodePhase, string> {
  const { t } = useTranslation(I18N_NAMESPACE);
  return {
    degraded: t('Degraded'),
    rebooting: t('Rebooting'),
    working: t('Working'),
    waiting: t('Waiting'),
    updated: t('Updated'),
  };
}

/** One node's phase, with icon and text (never colour alone). */
export function NodePhaseLabel({ phase }: { phase: NodePhase }) {
  const names = useNodePhaseNames();
  const common = { isCompact: true, 'data-phase': phase };
  switch (phase) {
    case 'updated':
      return (
        <Label {...common} status="success">
          {names.updated}
        </Label>
      );
    case 'degraded':
      return (
        <Label {...common} status="danger">
          {names.degraded}
        </Label>
      );
    case 'rebooting':
      return (
        <Label {...common} color="blue" icon={<SyncAltIcon />}>
          {names.rebooting}
        </Label>
      );
    case 'working':
      return (
        <Label {...common} color="blue" icon={<InProgressIcon />}>
          {names.working}
        </Label>
      );
    case 'waiting':
      return (
        <Label {...common} variant="outline" color="grey" icon={<HourglassHalfIcon />}>
          {names.waiting}
        </Label>
      );
  }
}

import { Label } from '@patternfly/react-core';
import CheckCircleIcon from '@patternfly/react-icons/dist/esm/icons/check-circle-icon';
import ExclamationCircleIcon from '@patternfly/react-icons/dist/esm/icons/exclamation-circle-icon';
import InProgressIcon from '@patternfly/react-icons/dist/esm/icons/in-progress-icon';
import PauseCircleIcon from '@patternfly/react-icons/dist/esm/icons/pause-circle-icon';
import UnknownIcon from '@patternfly/react-icons/dist/esm/icons/unknown-icon';
import { useTranslation } from 'react-i18next';
import type { PoolState } from '../../domain/pool/pool-state';
import { dataTest } from '../data-test';
import { I18N_NAMESPACE } from '../i18n';

/** The pool's state as a label; `data-state` carries the machine-readable kind. */
export function PoolStateLabel({ state }: { state: PoolState }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const common = { 'data-test': dataTest.poolState, 'data-state': state.kind };
  switch (state.kind) {
    case 'up-to-date':
      return (
        <Label {...common} status="success" icon={<CheckCircleIcon />}>
          {t('Up to date')}
        </Label>
      );
    case 'awaiting-approval':
      return (
        <Label {...common} color="orange" icon={<PauseCircleIcon />}>
          {t('Update available, awaiting approval')}
        </Label>
      );
    case 'config-only':
      return (
        <Label {...common} color="yellow" icon={<PauseCircleIcon />}>
          {t('Config change awaiting approval (same OS image)')}
        </Label>
      );
    case 'updating':
      return (
        <Label {...common} color="blue" icon={<InProgressIcon />}>
          {t('Updating {{updated}}/{{total}}', { updated: state.updated, total: state.total })}
        </Label>
      );
    case 'degraded':
      return (
        <Label {...common} status="danger" icon={<ExclamationCircleIcon />}>
          {t('Degraded')}
        </Label>
      );
    case 'unknown':
      return (
        <Label {...common} color="grey" icon={<UnknownIcon />}>
          {t('Unknown')}
        </Label>
      );
  }
}

import { useTranslation } from 'react-i18next';
import type { PoolStateKind } from '../../domain/pool/pool-state';
import { I18N_NAMESPACE } from '../i18n';

/** Short names of the pool states, for filters. */
export function usePoolStateNames(): Readonly<Record<PoolStateKind, string>> {
  const { t } = useTranslation(I18N_NAMESPACE);
  return {
    degraded: t('Degraded'),
    'awaiting-approval': t('Awaiting approval'),
    'config-only': t('Config change waiting'),
    updating: t('Rolling out'),
    unknown: t('Unknown'),
    'up-to-date': t('Up to date'),
  };
}

import { useTranslation } from 'react-i18next';
import { osDirection } from '../../domain/cluster-update/os-direction';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

type Sides = Pick<PoolView, 'name' | 'current' | 'target' | 'imageChanges'>;

/** "Review the update of pool worker", or "…the downgrade…" when the OS moves back: the review's title and the button that opens it. */
export function useReviewTitle(): (view: Sides) => string {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (view) =>
    osDirection(view.current.releaseInfo, view.target.releaseInfo).direction === 'back'
      ? t('Review the downgrade of pool {{pool}}', { pool: view.name })
      : t('Review the update of pool {{pool}}', { pool: view.name });
}

/** The review's line under its title: what the OS moves from and to, or that only the configuration changes. */
export function useReviewDescription(): (view: Sides, boundTarget: string | undefined) => string {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (view, boundTarget) =>
    view.imageChanges
      ? t('Pool {{pool}}: {{current}} → {{target}}', {
          pool: view.name,
          current: view.current.releaseInfo?.ostreeVersion ?? view.current.config,
          target: view.target.releaseInfo?.ostreeVersion ?? boundTarget,
        })
      : view.target.releaseInfo?.ostreeVersion
        ? t('Pool {{pool}}: a configuration change, the OS stays {{version}}', {
            pool: view.name,
            version: view.target.releaseInfo.ostreeVersion,
          })
        : t('Pool {{pool}}: a configuration change, the OS image stays the same', { pool: view.name });
}

import { useTranslation } from 'react-i18next';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { useTimeFormat } from '../window/use-time-format';

/**
 * What the page says once an approval is accepted: the OS version that rolls out, now or in a
 * window; a configuration-only change rolls out no OS version and is not named as one.
 */
export function useApprovedMessage(): (shown: PoolView, target: string, window?: { start: string }) => string {
  const { t } = useTranslation(I18N_NAMESPACE);
  const time = useTimeFormat();
  return (shown, target, window) => {
    const pool = shown.name;
    const start = window ? time.local(Date.parse(window.start)) : '';
    if (!shown.imageChanges)
      return window
        ? t('Approved: the configuration change rolls out to {{pool}} in the window starting {{start}}', {
            pool,
            start,
          })
        : t('Approved: rolling out the configuration change to {{pool}}', { pool });
    const version = shown.target.releaseInfo?.ostreeVersion ?? target;
    return window
      ? t('Approved: {{version}} rolls out to {{pool}} in the window starting {{start}}', { version, pool, start })
      : t('Approved: rolling out {{version}} to {{pool}}', { version, pool });
  };
}

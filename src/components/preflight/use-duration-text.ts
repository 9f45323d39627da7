import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';

/** A duration as an admin reads it: "1 h 40 min", "16 min", "45 s" (rounded to what matters). */
export function useDurationText(): (seconds: number) => string {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  return (seconds) => {
    if (seconds < 60) return t('{{seconds}} s', { seconds: format(Math.max(1, Math.round(seconds))) });
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return t('{{minutes}} min', { minutes: format(minutes) });
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0
      ? t('{{hours}} h', { hours: format(hours) })
      : t('{{hours}} h {{minutes}} min', { hours: format(hours), minutes: format(rest) });
  };
}

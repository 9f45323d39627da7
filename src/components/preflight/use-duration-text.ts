import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';

/** A duration as an admin reads it: "1 h 40 min", "16 min", "45 s" (rounded to what matters). */
export function useDurationText(): (seconds: number) => string {
  return useDurationTexts().one;
}

/** Durations, and a range of two: "14–19 min" (one unit when both are minutes under an hour). */
export function useDurationTexts(): { one: (seconds: number) => string; range: (from: number, to: number) => string } {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const one = (seconds: number) => {
    if (seconds < 60) return t('{{seconds}} s', { seconds: format(Math.max(1, Math.round(seconds))) });
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return t('{{minutes}} min', { minutes: format(minutes) });
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0
      ? t('{{hours}} h', { hours: format(hours) })
      : t('{{hours}} h {{minutes}} min', { hours: format(hours), minutes: format(rest) });
  };
  const inMinutes = (s: number) => s >= 60 && Math.round(s / 60) < 60;
  const range = (from: number, to: number) => {
    if (one(from) === one(to)) return one(to);
    return inMinutes(from) && inMinutes(to)
      ? t('{{from}}–{{to}} min', { from: format(Math.round(from / 60)), to: format(Math.round(to / 60)) })
      : `${one(from)}–${one(to)}`;
  };
  return { one, range };
}

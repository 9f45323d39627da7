import { Alert } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { DurationForecast } from '../../domain/preflight/duration-forecast';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { useDurationText } from '../preflight/use-duration-text';

interface WindowShorterThanForecastProps {
  readonly forecast: DurationForecast;
  /** Machines done when the window ends, at the last rollout's pace. */
  readonly done: number;
  readonly repeat: 'once' | 'weekly';
}

/** A window that ends before the rollout would, at the pace the pool's machines took last time. */
export function WindowShorterThanForecast({ forecast, done, repeat }: WindowShorterThanForecastProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const duration = useDurationText();
  const left = forecast.machines - done;
  return (
    <Alert
      isInline
      isPlain
      variant="warning"
      data-test="window-shorter-than-forecast"
      title={t(
        'This window ends before {{left}} of the {{machines}} machines are done; they stay held until the next one',
        {
          left: format(left),
          machines: format(forecast.machines),
        },
      )}
    >
      {t(
        'At the pace of the last rollout ({{each}} a machine, {{atOnce}} at a time) the whole pool takes about {{total}}.',
        {
          each: duration(forecast.medianSeconds),
          atOnce: format(forecast.atOnce),
          total: duration(forecast.totalSeconds),
        },
      )}{' '}
      {repeat === 'once'
        ? t('A one-time window leaves the rest held: choose a longer window or every week.')
        : t('Each week’s window goes on where the last one stopped.')}
    </Alert>
  );
}

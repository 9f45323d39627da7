import { useTranslation } from 'react-i18next';
import type { BudgetBlocker } from '../../domain/preflight/drain-blockers';
import { roughForecast, type ForecastResult } from '../../domain/preflight/duration-forecast';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { useDurationTexts } from './use-duration-text';

/**
 * How long the rollout will take at the pace of the pool's last one, and what a blocker adds
 * (a budget that allows no disruption holds its machines for as long as it is so).
 */
export function ForecastPart({
  forecast,
  blockers,
  machines,
  atOnce,
}: {
  forecast: ForecastResult;
  blockers: readonly BudgetBlocker[];
  /** The machines to update and how many at once: without history, the documented floor per wave. */
  machines: number;
  atOnce: number;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const { one: duration, range } = useDurationTexts();
  if (forecast.kind === 'no-history') {
    const rough = roughForecast(machines, atOnce);
    return (
      <span data-test="preflight-forecast" data-history="none" data-at-least-seconds={rough.atLeastSeconds}>
        {t(
          'At least {{total}}: {{waves}} waves of {{atOnce}}, each 5 minutes or more as OpenShift documents it. No history: machines of this pool have never updated here, so this is a floor, not a forecast.',
          {
            total: duration(rough.atLeastSeconds),
            waves: format(rough.waves),
            atOnce: format(rough.atOnce),
          },
        )}
      </span>
    );
  }
  const f = forecast.forecast;
  const each = range(f.fastestSeconds, f.slowestSeconds);
  return (
    <span data-test="preflight-forecast" data-history="known" data-seconds={Math.round(f.totalSeconds)}>
      {t('About {{total}} ({{machines}} machines, {{atOnce}} at a time, {{each}} each in the last rollout)', {
        total: duration(f.totalSeconds),
        machines: format(f.machines),
        atOnce: format(f.atOnce),
        each,
      })}
      {blockers.length > 0
        ? ` ${t('plus as long as {{budgets}} allows no disruption', {
            budgets: blockers.map((b) => `${b.namespace}/${b.name}`).join(', '),
          })}`
        : ''}
    </span>
  );
}

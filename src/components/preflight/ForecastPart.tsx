import { useTranslation } from 'react-i18next';
import type { BudgetBlocker } from '../../domain/preflight/drain-blockers';
import type { ForecastResult } from '../../domain/preflight/duration-forecast';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { useDurationTexts } from './use-duration-text';

/**
 * How long the rollout will take at the pace of the pool's last one, and what a blocker adds
 * (a budget that allows no disruption holds its machines for as long as it is so).
 */
export function ForecastPart({ forecast, blockers }: { forecast: ForecastResult; blockers: readonly BudgetBlocker[] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const { one: duration, range } = useDurationTexts();
  if (forecast.kind === 'no-history')
    return (
      <span data-test="preflight-forecast" data-history="none">
        {t('No history: machines of this pool have never updated here, so how long it takes cannot be told yet.')}
      </span>
    );
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

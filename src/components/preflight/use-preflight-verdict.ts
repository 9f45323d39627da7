import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { firingForPool, howLongOf, poolBudgets } from '../../domain/preflight/pool-glance';
import type { PreflightFacts } from '../../domain/preflight/read-preflight';
import { alertSilencesQuery, firingAlertsQuery } from '../../k8s/preflight';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';
import { useDurationTexts } from './use-duration-text';

/** The pre-flight in one line: what will stall the rollout, and how long it should take. */
export interface PreflightVerdict {
  /** Still reading the machines (the rest follows them). */
  readonly pending: boolean;
  /** Something will hold it: a budget, machines unavailable already, firing alerts of these machines. */
  readonly stalls: boolean;
  readonly text: string;
}

/**
 * The verdict the review leads with and its Approve button repeats, from the same reads as
 * the pre-flight's parts below it (so that the two never disagree): the budgets that hold the
 * drain by name with their machine counts, the machines unavailable already, the firing
 * alerts about these machines, then the forecast. A part that could not be read says so.
 */
export function usePreflightVerdict(preflight: UseQueryResult<PreflightFacts>, drains: boolean): PreflightVerdict {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const { one: duration } = useDurationTexts();
  const alerts = useQuery(firingAlertsQuery());
  const silences = useQuery(alertSilencesQuery());
  const facts = preflight.data;
  if (!facts)
    return preflight.isError
      ? { pending: false, stalls: false, text: t('What could stall it is not known: the machines could not be read.') }
      : { pending: true, stalls: false, text: t('Reading what could stall it…') };
  const reasons: string[] = [];
  if (drains && facts.budgetsUnread)
    reasons.push(t('what holds the drain is not known (the budgets could not be read)'));
  else if (drains && facts.drain.blockers.length > 0) {
    const budgets = facts.drain.blockers.map((b) =>
      t('{{budget}} ({{formatted}} machines)', {
        budget: `${b.namespace}/${b.name}`,
        count: b.nodes.length,
        formatted: format(b.nodes.length),
      }),
    );
    reasons.push(t('the drain is held by {{budgets}}', { budgets: budgets.join(', ') }));
  }
  const unavailable = facts.drain.unavailable.length;
  if (unavailable > 0)
    reasons.push(
      t('{{formatted}} machines are unavailable already', { count: unavailable, formatted: format(unavailable) }),
    );
  if (alerts.data) {
    const firing = firingForPool(alerts.data, new Set(facts.machines), poolBudgets(facts, drains), silences.data ?? [])
      .alerts.length;
    if (firing > 0) reasons.push(t('{{formatted}} alerts are firing', { count: firing, formatted: format(firing) }));
  }
  const time = howLongOf(facts.forecast, facts.machines.length, facts.atOnce);
  const howLong =
    time.kind === 'forecast'
      ? t('It should take about {{total}}.', { total: duration(time.seconds) })
      : t('It takes at least {{total}} (no update of these machines was seen here: a floor, not a forecast).', {
          total: duration(time.seconds),
        });
  return reasons.length > 0
    ? {
        pending: false,
        stalls: true,
        text: `${t('Will stall: {{reasons}}.', { reasons: reasons.join('; ') })} ${howLong}`,
      }
    : { pending: false, stalls: false, text: `${t('Nothing found that would stall it.')} ${howLong}` };
}

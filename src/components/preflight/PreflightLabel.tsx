import { Label, Tooltip } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BudgetBlocker } from '../../domain/preflight/drain-blockers';
import { drainHoldsQuery, preflightQuery } from '../../k8s/preflight';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

/** The budget that holds the most machines first: the one the label names. */
const mostMachinesFirst = (blockers: readonly BudgetBlocker[]) =>
  [...blockers].sort((a, b) => b.nodes.length - a.nodes.length);

/**
 * What will stall a waiting pool, at a glance: the budgets that will hold its drain (the one
 * holding most machines named, with their count), or machines unavailable already.
 */
export function PreflightGlance({
  blockers,
  unavailable,
}: {
  blockers: readonly BudgetBlocker[];
  unavailable: number;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [first, ...others] = mostMachinesFirst(blockers);
  if (first) {
    const budget = `${first.namespace}/${first.name}`;
    const budgets = mostMachinesFirst(blockers)
      .map((b) =>
        t('{{budget}} ({{formatted}} machines)', {
          budget: `${b.namespace}/${b.name}`,
          count: b.nodes.length,
          formatted: b.nodes.length,
        }),
      )
      .join(', ');
    return (
      <Tooltip content={t('Budgets that allow no disruption over pods of its machines: {{budgets}}', { budgets })}>
        <Label color="red" isCompact data-test="preflight-label" data-blocker={budget} tabIndex={0}>
          {others.length === 0
            ? t('Drain held by {{budget}} on {{count}} machines', { budget, count: first.nodes.length })
            : t('Drain held by {{budget}} and {{count}} more budgets', { budget, count: others.length })}
        </Label>
      </Tooltip>
    );
  }
  if (unavailable > 0)
    return (
      <Label color="orange" isCompact data-test="preflight-label">
        {t('{{count}} machines unavailable', { count: unavailable })}
      </Label>
    );
  return null;
}

/**
 * The pre-flight at a glance in a waiting pool's header: from its own pre-flight where read
 * (on the pool's own tab, `read`, or by a review), else from what the page read for every
 * pool at load (the budgets; the unavailable machines as the MCO counts them in the pool's
 * status). A page of 200 pools reads no pods per pool.
 */
export function PreflightLabel({ view, read }: { view: PoolView; read: boolean }) {
  const own = useQuery({ ...preflightQuery(view.pool), enabled: read }).data;
  const atLoad = useQuery(drainHoldsQuery()).data?.get(view.name);
  if (own) return <PreflightGlance blockers={own.drain.blockers} unavailable={own.drain.unavailable.length} />;
  if (!atLoad) return null;
  return <PreflightGlance blockers={atLoad} unavailable={view.pool.status?.unavailableMachineCount ?? 0} />;
}

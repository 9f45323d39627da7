import { Flex, FlexItem, Label, Tooltip } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BudgetBlocker } from '../../domain/preflight/drain-blockers';
import { glanceOfFacts, poolGlance, type HowLong, type PoolGlance } from '../../domain/preflight/pool-glance';
import { alertSilencesQuery, drainHoldsQuery, firingAlertsQuery, preflightQuery } from '../../k8s/preflight';
import { usePoolConfigChange } from '../config/use-pool-config-change';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { useDurationText } from './use-duration-text';

/** The budget that holds the most machines first: the one the label names. */
const mostMachinesFirst = (blockers: readonly BudgetBlocker[]) =>
  [...blockers].sort((a, b) => b.nodes.length - a.nodes.length);

function DrainHeldLabel({ blockers }: { blockers: readonly BudgetBlocker[] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const sorted = mostMachinesFirst(blockers);
  const [first, ...others] = sorted;
  if (!first) return null;
  const budget = `${first.namespace}/${first.name}`;
  const budgets = sorted
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

function HowLongLabel({ howLong }: { howLong: HowLong }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const duration = useDurationText();
  const total = duration(howLong.seconds);
  return (
    <Tooltip
      content={
        howLong.kind === 'forecast'
          ? t('How long it should take, from how long these machines took in their last rollout.')
          : t('No update of these machines was seen here: a floor, not a forecast.')
      }
    >
      <Label
        variant="outline"
        isCompact
        data-test="preflight-duration"
        data-kind={howLong.kind}
        data-seconds={Math.round(howLong.seconds)}
        tabIndex={0}
      >
        {howLong.kind === 'forecast' ? t('About {{total}}', { total }) : t('At least {{total}}', { total })}
      </Label>
    </Tooltip>
  );
}

/**
 * What will stall a waiting pool and how long it should take, at a glance: the budgets that
 * will hold its drain (the one holding most machines named, with their count), machines
 * unavailable already, its firing alerts; then the duration. The review's verdict, in labels.
 */
export function PreflightGlance({ glance, unavailable }: { glance?: PoolGlance; unavailable: number }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const firing = glance?.firing ?? 0;
  return (
    <Flex spaceItems={{ default: 'spaceItemsXs' }} display={{ default: 'inlineFlex' }}>
      {glance && glance.blockers.length > 0 ? (
        <FlexItem>
          <DrainHeldLabel blockers={glance.blockers} />
        </FlexItem>
      ) : null}
      {unavailable > 0 ? (
        <FlexItem>
          <Label color="orange" isCompact data-test="preflight-unavailable">
            {t('{{count}} machines unavailable', { count: unavailable })}
          </Label>
        </FlexItem>
      ) : null}
      {firing > 0 ? (
        <FlexItem>
          <Label color="orange" isCompact data-test="preflight-alerts" data-firing={firing}>
            {t('{{count}} alerts firing', { count: firing })}
          </Label>
        </FlexItem>
      ) : null}
      {glance ? (
        <FlexItem>
          <HowLongLabel howLong={glance.howLong} />
        </FlexItem>
      ) : null}
    </Flex>
  );
}

/**
 * A waiting pool's glance: from its own pre-flight where read (`own`: on the pool's own tab,
 * or by a review), else from what the page holds for every pool at load (the budgets read
 * once, the MachineConfigNodes it watches, the alerts read once: an idle page polls nothing).
 * Its machines unavailable already: as its pre-flight read them, else as the pool counts them.
 */
export function usePoolGlance(
  view: PoolView,
  holds: readonly BudgetBlocker[] | undefined,
  own: boolean,
): { glance?: PoolGlance; unavailable: number } {
  const { change } = usePoolConfigChange(view);
  const drains = change?.disruption.drain ?? true;
  // Only where it is read and kept fresh: a review's last read, kept in the cache, is not now.
  const read = useQuery({ ...preflightQuery(view.pool), enabled: own }).data;
  const facts = own ? read : undefined;
  const alerts = useQuery({ ...firingAlertsQuery(), refetchInterval: false }).data;
  const silences = useQuery({ ...alertSilencesQuery(), refetchInterval: false }).data;
  if (facts)
    return { glance: glanceOfFacts(facts, drains, alerts, silences), unavailable: facts.drain.unavailable.length };
  const unavailable = view.pool.status?.unavailableMachineCount ?? 0;
  if (!view.nodes) return { unavailable };
  const glance = poolGlance({
    nodes: view.nodes,
    atOnce: view.atOnce,
    drains,
    blockers: holds ?? [],
    alerts,
    silences,
  });
  return { glance, unavailable };
}

/** The glance in a waiting pool's header (`read`: its own pre-flight is read, on its own tab). */
export function PreflightLabel({ view, read }: { view: PoolView; read: boolean }) {
  const holds = useQuery(drainHoldsQuery()).data?.get(view.name);
  return <PreflightGlance {...usePoolGlance(view, holds, read)} />;
}

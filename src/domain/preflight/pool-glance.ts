import type { NodeFacts } from '../pool/node-phase';
import { budgetsHolding, type PreflightFacts } from './read-preflight';
import type { BudgetBlocker } from './drain-blockers';
import { forecastDuration, roughForecast, type ForecastResult, type RoughForecast } from './duration-forecast';
import { alertsForReview, type FiringAlert } from './firing-alerts';
import { withoutSilenced, type Silence } from './silences';

/**
 * The firing alerts a pool's review lists, silenced ones left out (and counted): about its
 * machines, or about the budgets that hold their drain (`budgets` as `namespace/name`; none
 * when its change does not drain, every budget alert while they are not known).
 */
export function firingForPool(
  alerts: readonly FiringAlert[],
  machines: ReadonlySet<string>,
  budgets: ReadonlySet<string> | undefined,
  silences: readonly Silence[],
): { readonly alerts: readonly FiringAlert[]; readonly silenced: number } {
  return withoutSilenced(alertsForReview(alerts, machines, budgets), silences);
}

/**
 * The budgets whose alerts are a pool's: those over pods of its machines when its change
 * drains; none when it does not; undefined (every budget alert) while they are not known.
 */
export function poolBudgets(facts: PreflightFacts | undefined, drains: boolean): ReadonlySet<string> | undefined {
  if (!drains) return new Set();
  return facts ? budgetsHolding(facts) : undefined;
}

const nameOf = (b: BudgetBlocker) => `${b.namespace}/${b.name}`;

/** How long a pool's rollout should take: from its last rollout, or the documented floor. */
export type HowLong =
  | { readonly kind: 'forecast'; readonly seconds: number }
  | { readonly kind: 'at-least'; readonly seconds: number; readonly rough: RoughForecast };

export function howLongOf(forecast: ForecastResult, machines: number, atOnce: number): HowLong {
  if (forecast.kind === 'forecast') return { kind: 'forecast', seconds: forecast.forecast.totalSeconds };
  const rough = roughForecast(machines, atOnce);
  return { kind: 'at-least', seconds: rough.atLeastSeconds, rough };
}

export interface PoolGlanceInput {
  /** The pool's machines as the page watches them (their MachineConfigNodes: pool, times). */
  readonly nodes: readonly NodeFacts[];
  readonly atOnce: number;
  /** The pool's change drains its machines (unknown counts as draining, as the review's canary does). */
  readonly drains: boolean;
  /** The budgets that hold the drain of its machines, as read at load. */
  readonly blockers: readonly BudgetBlocker[];
  /** The firing alerts and active silences, undefined while not read (or not readable). */
  readonly alerts?: readonly FiringAlert[];
  readonly silences?: readonly Silence[];
}

/** What the summary and a waiting pool's card say at load: the review's verdict, from the same rules. */
export interface PoolGlance {
  readonly blockers: readonly BudgetBlocker[];
  /** Undefined while the alerts are not known. */
  readonly firing?: number;
  readonly howLong: HowLong;
}

/**
 * A waiting pool's pre-flight at a glance, before any review: the budgets holding its drain,
 * its firing alerts and how long it should take, by the rules the review's verdict applies to
 * what it reads afresh (the forecast from the same MachineConfigNodes' update times).
 */
export function poolGlance(input: PoolGlanceInput): PoolGlance {
  const machines = input.nodes.map((n) => n.name);
  const records = input.nodes.map((n) => ({
    node: n.name,
    config: n.currentConfig,
    createdMs: n.createdMs,
    updatedMs: n.updatedMs,
  }));
  const blockers = input.drains ? input.blockers : [];
  return {
    blockers,
    firing: input.alerts
      ? firingForPool(input.alerts, new Set(machines), new Set(blockers.map(nameOf)), input.silences ?? []).alerts
          .length
      : undefined,
    howLong: howLongOf(forecastDuration(records, machines.length, input.atOnce), machines.length, input.atOnce),
  };
}

/** The same glance from a pool's own pre-flight (read by its tab or a review): what it read afresh. */
export function glanceOfFacts(
  facts: PreflightFacts,
  drains: boolean,
  alerts: readonly FiringAlert[] | undefined,
  silences: readonly Silence[] | undefined,
): PoolGlance {
  const blockers = drains && !facts.budgetsUnread ? facts.drain.blockers : [];
  const budgets = poolBudgets(facts, drains);
  return {
    blockers,
    firing: alerts ? firingForPool(alerts, new Set(facts.machines), budgets, silences ?? []).alerts.length : undefined,
    howLong: howLongOf(facts.forecast, facts.machines.length, facts.atOnce),
  };
}

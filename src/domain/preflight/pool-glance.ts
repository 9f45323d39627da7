import type { NodeFacts } from '../pool/node-phase';
import type { PreflightFacts } from './read-preflight';
import type { BudgetBlocker } from './drain-blockers';
import { forecastDuration, roughForecast, type ForecastResult, type RoughForecast } from './duration-forecast';
import { alertsForReview, type FiringAlert } from './firing-alerts';
import { withoutSilenced, type Silence } from './silences';

/**
 * The firing alerts a pool's review lists, silenced ones left out: about its machines, or
 * about the budgets that hold their drain (`budgets` as `namespace/name`; none when its change
 * does not drain, every budget alert while they are not known).
 */
export function firingForPool(
  alerts: readonly FiringAlert[],
  machines: ReadonlySet<string>,
  budgets: ReadonlySet<string> | undefined,
  silences: readonly Silence[],
): readonly FiringAlert[] {
  return withoutSilenced(alertsForReview(alerts, machines, budgets), silences).alerts;
}

/** How long a pool's rollout should take: from its last rollout, or the documented floor. */
export type HowLong =
  | { readonly kind: 'forecast'; readonly seconds: number }
  | { readonly kind: 'at-least'; readonly seconds: number; readonly rough: RoughForecast };

export const howLongOf = (forecast: ForecastResult, machines: number, atOnce: number): HowLong =>
  forecast.kind === 'forecast'
    ? { kind: 'forecast', seconds: forecast.forecast.totalSeconds }
    : {
        kind: 'at-least',
        seconds: roughForecast(machines, atOnce).atLeastSeconds,
        rough: roughForecast(machines, atOnce),
      };

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
  const budgets = new Set(blockers.map((b) => `${b.namespace}/${b.name}`));
  return {
    blockers,
    firing: input.alerts
      ? firingForPool(input.alerts, new Set(machines), budgets, input.silences ?? []).length
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
  const budgets = !drains
    ? new Set<string>()
    : facts.budgetsUnread
      ? undefined
      : new Set(blockers.map((b) => `${b.namespace}/${b.name}`));
  return {
    blockers,
    firing: alerts ? firingForPool(alerts, new Set(facts.machines), budgets, silences ?? []).length : undefined,
    howLong: howLongOf(facts.forecast, facts.machines.length, facts.atOnce),
  };
}

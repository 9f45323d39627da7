import { consoleFetchJSON, HttpError } from '@openshift-console/dynamic-plugin-sdk';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { BudgetBlocker } from '../domain/preflight/drain-blockers';
import type { FiringAlert } from '../domain/preflight/firing-alerts';
import type { PoolNodeSelector } from '../domain/pool/node-membership';
import type { Silence } from '../domain/preflight/silences';
import type { PreflightFacts } from '../domain/preflight/read-preflight';
import { readDrainHolds } from './drain-holds-read';
import { parseActiveSilences, parseFiringAlerts } from './monitoring-answers';
import { osUpdateKeys } from './query-keys';
import type { MachineConfigPool } from './resources';

// The pre-flight's code (its reads, the drain and forecast rules, the alerts' parsing) loads
// when a pre-flight is first read, not with every card: a first visit stays small.

/**
 * What will hold `pool`'s rollout and how long it will take: read afresh each time its review
 * opens (a rollout since the last one changes the forecast), again every minute while open.
 */
export const preflightQuery = (pool: MachineConfigPool) =>
  queryOptions<PreflightFacts>({
    queryKey: osUpdateKeys.preflight(pool.metadata?.name ?? ''),
    queryFn: async () => (await import('./preflight-read')).readPoolPreflight(pool),
    staleTime: 0,
    refetchInterval: 60_000,
    retry: false,
  });

/**
 * What holds a draining machine: read while it drains (its drain may wait minutes on a
 * budget), again every 30 seconds, for the few machines that drain at once.
 */
export const drainHoldQuery = (node: string) =>
  queryOptions<BudgetBlocker[]>({
    queryKey: osUpdateKeys.drainHold(node),
    queryFn: async () => (await import('./drain-hold-read')).readDrainHold(node),
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
  });

/**
 * What holds each pool's drain, for the page at load: what the summary and the cards say
 * before any review is opened. Not polled: a large cluster has thousands of budgets (a
 * megabyte a list), and an idle page stays quiet; read again when the admin comes back to
 * the page after five minutes, and afresh by every review. Read by
 * the summary of pools waiting for review (`pools`: every pool, to place each machine); a
 * card only looks at what it read (`pools` undefined).
 */
export const drainHoldsQuery = (pools?: readonly PoolNodeSelector[]) =>
  queryOptions<ReadonlyMap<string, readonly BudgetBlocker[]>>({
    queryKey: osUpdateKeys.drainHolds(),
    queryFn: pools ? () => readDrainHolds(pools) : skipToken,
    staleTime: 300_000,
    retry: false,
  });

/** The console's alerts are not the plugin's to read (no monitoring view): said, not retried. */
export class AlertsForbiddenError extends Error {}

/** Where the console's backend sends Prometheus requests (thanos-querier), as its own alerts poller asks. */
export const PROMETHEUS_RULES_PATH = '/api/prometheus/api/v1/rules?type=alert';

export const firingAlertsQuery = () =>
  queryOptions<FiringAlert[]>({
    queryKey: osUpdateKeys.firingAlerts(),
    queryFn: async () => {
      try {
        const body: unknown = await consoleFetchJSON(PROMETHEUS_RULES_PATH);
        return parseFiringAlerts(body);
      } catch (error) {
        if (error instanceof HttpError && (error.code === 401 || error.code === 403))
          throw new AlertsForbiddenError(error.message);
        throw error;
      }
    },
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
  });

/** Where the console's backend sends Alertmanager requests (alertmanager-main), as its notification drawer asks. */
export const ALERTMANAGER_SILENCES_PATH = '/api/alertmanager/api/v2/silences';

/** The active silences: an alert the admins silenced is left out of the review (and counted). */
export const alertSilencesQuery = () =>
  queryOptions<Silence[]>({
    queryKey: osUpdateKeys.alertSilences(),
    queryFn: async () => {
      const body: unknown = await consoleFetchJSON(ALERTMANAGER_SILENCES_PATH);
      return parseActiveSilences(body);
    },
    staleTime: 15_000,
    refetchInterval: 60_000,
    retry: false,
  });

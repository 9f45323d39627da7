import { consoleFetchJSON, HttpError, k8sGet, k8sListItems } from '@openshift-console/dynamic-plugin-sdk';
import { queryOptions } from '@tanstack/react-query';
import { parseFiringAlerts, type FiringAlert } from '../domain/preflight/firing-alerts';
import { parseActiveSilences, type Silence } from '../domain/preflight/silences';
import { readPreflight, type PreflightFacts, type PreflightSource } from '../domain/preflight/read-preflight';
import { MachineConfigNodeModel, NodeModel, PodDisruptionBudgetModel, PodModel } from './models';
import { osUpdateKeys } from './query-keys';
import type { MachineConfigPool } from './resources';

/** Finished pods hold no drain: the API server leaves them out. */
const UNFINISHED = 'status.phase!=Succeeded,status.phase!=Failed';

/** The pre-flight's reads through the console's SDK (its proxy, the admin's identity). */
const consoleSource: PreflightSource = {
  nodes: (selector) => k8sListItems({ model: NodeModel, queryParams: { labelSelector: selector } }),
  machineConfigNode: async (name) => {
    try {
      return await k8sGet({ model: MachineConfigNodeModel, name });
    } catch (error) {
      // A cluster before 4.22, or a machine without one yet: its pool is told by the selector.
      if (error instanceof HttpError && (error.code === 404 || error.code === 403)) return undefined;
      throw error;
    }
  },
  budgets: () => k8sListItems({ model: PodDisruptionBudgetModel, queryParams: {} }),
  pods: (ns, selector) =>
    k8sListItems({ model: PodModel, queryParams: { ns, labelSelector: selector, fieldSelector: UNFINISHED } }),
};

/**
 * What will hold `pool`'s rollout and how long it will take: read afresh each time its review
 * opens (a rollout since the last one changes the forecast), again every minute while open.
 */
export const preflightQuery = (pool: MachineConfigPool) =>
  queryOptions<PreflightFacts>({
    queryKey: osUpdateKeys.preflight(pool.metadata?.name ?? ''),
    queryFn: () =>
      readPreflight(consoleSource, {
        name: pool.metadata?.name ?? '',
        nodeSelector: pool.spec?.nodeSelector,
        maxUnavailable: pool.spec?.maxUnavailable,
      }),
    staleTime: 0,
    refetchInterval: 60_000,
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
        return parseFiringAlerts(await consoleFetchJSON(PROMETHEUS_RULES_PATH));
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
    queryFn: async () => parseActiveSilences(await consoleFetchJSON(ALERTMANAGER_SILENCES_PATH)),
    staleTime: 15_000,
    refetchInterval: 60_000,
    retry: false,
  });

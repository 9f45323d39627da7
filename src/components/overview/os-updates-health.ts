import type { HealthState, SubsystemHealth, WatchK8sResults } from '@openshift-console/dynamic-plugin-sdk';
import { getI18n } from 'react-i18next';
import { summarisePools, summaryHealth } from '../../domain/pool/pools-summary';
import { MachineConfigPoolModel } from '../../k8s/models';
import type { MachineConfigPool } from '../../k8s/resources';

export type OsUpdatesResources = { pools: MachineConfigPool[] };

/** What the Overview's status card watches for this item: the pools. */
export const osUpdatesHealthResources = {
  pools: {
    groupVersionKind: {
      group: MachineConfigPoolModel.apiGroup as string,
      version: MachineConfigPoolModel.apiVersion,
      kind: MachineConfigPoolModel.kind,
    },
    isList: true,
  },
};

// The console's own i18next instance (react-i18next is shared): keys carry the plugin's namespace.
const t = (key: string, options?: Record<string, unknown>): string => getI18n().t(key, options) as string;

/** "OS updates" on the Overview's status card: degraded pools, then pools awaiting approval. */
export function osUpdatesHealth(results: WatchK8sResults<OsUpdatesResources>): SubsystemHealth {
  const { data, loaded, loadError } = results.pools;
  if (loadError)
    return { state: 'NOT_AVAILABLE' as HealthState, message: t('plugin__os-update-plugin~Pools cannot be read') };
  if (!loaded) return { state: 'LOADING' as HealthState };
  const summary = summarisePools(data ?? []);
  const state = summaryHealth(summary) as HealthState;
  const message =
    summary.degraded.length > 0
      ? t('plugin__os-update-plugin~{{count}} pools degraded', { count: summary.degraded.length })
      : summary.awaitingApproval.length > 0
        ? t('plugin__os-update-plugin~{{count}} pools awaiting approval', { count: summary.awaitingApproval.length })
        : summary.rollingOut.length > 0
          ? t('plugin__os-update-plugin~{{count}} pools rolling out', { count: summary.rollingOut.length })
          : t('plugin__os-update-plugin~Up to date');
  return { state, message };
}

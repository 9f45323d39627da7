import type { HealthState, SubsystemHealth, WatchK8sResults } from '@openshift-console/dynamic-plugin-sdk';
import { getI18n } from 'react-i18next';
import { summarisePools, summaryHealth } from '../../domain/pool/pools-summary';
import { PIN_LABEL } from '../../domain/pin/os-image-pin';
import { MachineConfigModel, MachineConfigPoolModel } from '../../k8s/models';
import type { MachineConfig, MachineConfigPool } from '../../k8s/resources';

export type OsUpdatesResources = { pools: MachineConfigPool[]; pins: MachineConfig[] };

/** What the Overview's status card watches for this item: the pools, and the pins that hold some. */
export const osUpdatesHealthResources = {
  pools: {
    groupVersionKind: {
      group: MachineConfigPoolModel.apiGroup as string,
      version: MachineConfigPoolModel.apiVersion,
      kind: MachineConfigPoolModel.kind,
    },
    isList: true,
  },
  pins: {
    groupVersionKind: {
      group: MachineConfigModel.apiGroup as string,
      version: MachineConfigModel.apiVersion,
      kind: MachineConfigModel.kind,
    },
    isList: true,
    selector: { matchExpressions: [{ key: PIN_LABEL, operator: 'Exists' as const }] },
  },
};

// The console's own i18next instance (react-i18next is shared): keys carry the plugin's namespace.
const t = (key: string, options?: Record<string, unknown>): string => getI18n().t(key, options) as string;

/** "OS updates" on the Overview's status card: degraded pools, then pools awaiting approval; and the pinned ones. */
export function osUpdatesHealth(results: WatchK8sResults<OsUpdatesResources>): SubsystemHealth {
  const { data, loaded, loadError } = results.pools;
  if (loadError)
    return { state: 'NOT_AVAILABLE' as HealthState, message: t('plugin__os-update-plugin~Pools cannot be read') };
  if (!loaded) return { state: 'LOADING' as HealthState };
  // Pins that cannot be read leave the count out; the pools' state still shows.
  const summary = summarisePools(data ?? [], results.pins?.data ?? []);
  const state = summaryHealth(summary) as HealthState;
  const status =
    summary.degraded.length > 0
      ? t('plugin__os-update-plugin~{{count}} pools degraded', { count: summary.degraded.length })
      : summary.awaitingApproval.length > 0
        ? t('plugin__os-update-plugin~{{count}} pools awaiting approval', { count: summary.awaitingApproval.length })
        : summary.rollingOut.length > 0
          ? t('plugin__os-update-plugin~{{count}} pools rolling out', { count: summary.rollingOut.length })
          : t('plugin__os-update-plugin~Up to date');
  const pinned =
    summary.pinned.length > 0
      ? t('plugin__os-update-plugin~{{count}} pinned', { count: summary.pinned.length })
      : undefined;
  return { state, message: pinned ? `${status}, ${pinned}` : status };
}

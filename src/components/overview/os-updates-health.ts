import type {
  HealthState,
  K8sResourceCommon,
  SubsystemHealth,
  WatchK8sResults,
} from '@openshift-console/dynamic-plugin-sdk';
import { getI18n } from 'react-i18next';
import type { GateEnforcement } from '../../domain/pool/gate-enforcement';
import { summarisePools, summaryHealth } from '../../domain/pool/pools-summary';
import { PIN_LABEL } from '../../domain/pin/os-image-pin';
import { gateEnforcementOf, GATE_POLICY_RESOURCES } from '../../k8s/admission-policies';
import { MachineConfigModel, MachineConfigPoolModel } from '../../k8s/models';
import type { MachineConfig, MachineConfigPool } from '../../k8s/resources';

/** The pools, the pins, and (under their GATE_POLICY_RESOURCES keys) the gate's policies and bindings. */
export type OsUpdatesResources = {
  pools: MachineConfigPool[];
  pins: MachineConfig[];
  [gatePolicy: string]: K8sResourceCommon | K8sResourceCommon[];
};

/**
 * Who holds the gate, as the page says it: undefined while the policies load, and when no
 * pool is set to review every OS update (there is no gate of that kind to hold).
 */
export function healthGateEnforcement(
  results: WatchK8sResults<OsUpdatesResources>,
  reviewEachUpdate: readonly string[],
): GateEnforcement | undefined {
  return reviewEachUpdate.length > 0 ? gateEnforcementOf(results) : undefined;
}

/**
 * What the Overview's status card watches for this item: the pools, the pins that hold some,
 * and the gate's admission policies (four small objects, by name).
 */
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
  ...GATE_POLICY_RESOURCES,
};

// The console's own i18next instance (react-i18next is shared): keys carry the plugin's namespace.
const t = (key: string, options?: Record<string, unknown>): string => getI18n().t(key, options) as string;

/**
 * "OS updates" on the Overview's status card: degraded pools, then pools awaiting approval;
 * the pinned ones; and, as the page warns, a gate set to review every OS update that only
 * the controller holds.
 */
export function osUpdatesHealth(results: WatchK8sResults<OsUpdatesResources>): SubsystemHealth {
  const { data, loaded, loadError } = results.pools;
  if (loadError)
    return { state: 'NOT_AVAILABLE' as HealthState, message: t('plugin__os-update-plugin~Pools cannot be read') };
  if (!loaded) return { state: 'LOADING' as HealthState };
  // Pins that cannot be read leave the count out; the pools' state still shows.
  const summary = summarisePools(data ?? [], results.pins?.data ?? []);
  const gate = healthGateEnforcement(results, summary.reviewEachUpdate);
  const state = summaryHealth(summary, gate?.kind) as HealthState;
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
  const controllerOnly =
    gate?.kind === 'controller-only' ? t('plugin__os-update-plugin~gate held by the controller only') : undefined;
  return { state, message: [status, pinned, controllerOnly].filter(Boolean).join(', ') };
}

import type { DisruptionAction } from '../disruption-policy';
import type { SampleConfig } from '../machine-config-samples';

/**
 * A test case of the machine-config-operator (release-4.22, commit 9027c94c), ported as
 * data: where it comes from, its inputs and what the daemon does. Only the cases are
 * ported, never the Go code.
 */
export interface McoSource {
  /** The Go test function, and the sub-case (`case#N` as `t.Run` names it, or its name). */
  readonly test: string;
  /** The Go file in openshift/machine-config-operator. */
  readonly file: string;
  /** The Go comment of the case, where it has one. */
  readonly says?: string;
}

/**
 * The daemon decides by one of two paths: in-cluster (node disruption policies,
 * `calculatePostConfigChangeNodeDisruptionAction`) or first boot (no API: the fixed list of
 * `calculatePostConfigChangeAction`). The forecast is always the in-cluster one; a case
 * says which path its Go test exercised.
 */
export type DaemonPath = 'in-cluster' | 'first-boot';

/** What the forecast must say, on the in-cluster path. */
export interface ExpectedForecast {
  /** The daemon's final actions, in any order (it walks the changed files in Go map order). */
  readonly actions: readonly DisruptionAction[];
  readonly reboot: boolean;
  readonly drain: boolean;
  /** Default `applies`. */
  readonly outcome?: 'applies' | 'waits' | 'fails';
  /** The kinds of the caveats the forecast carries besides the force-file one. */
  readonly caveats?: readonly string[];
}

/** A move between two rendered configs and what the daemon does for it. */
export interface ConfigChangeCase {
  readonly source: McoSource;
  readonly before: SampleConfig;
  readonly after: SampleConfig;
  /** The MachineConfiguration's `spec.nodeDisruptionPolicy`; absent: the MCO's defaults only. */
  readonly policySpec?: unknown;
  readonly testedPath: DaemonPath;
  /** What the Go test asserts, on its own path (first boot: the legacy action strings). */
  readonly mcoAsserts: string;
  readonly expected: ExpectedForecast;
}

export const reboot: ExpectedForecast = { actions: [{ type: 'Reboot' }], reboot: true, drain: true };
export const none: ExpectedForecast = { actions: [{ type: 'None' }], reboot: false, drain: false };
export const reloadCrio: DisruptionAction = { type: 'Reload', serviceName: 'crio.service' };
export const restartCrio: DisruptionAction = { type: 'Restart', serviceName: 'crio.service' };
export const restartCaTrust: DisruptionAction = { type: 'Restart', serviceName: 'coreos-update-ca-trust.service' };

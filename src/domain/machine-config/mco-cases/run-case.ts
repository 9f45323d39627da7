import { reviewConfigChange } from '../config-review';
import type { ClusterConditions, DisruptionForecast } from '../disruption';
import { readMachineConfiguration, type DisruptionAction } from '../disruption-policy';
import { parseMachineConfig } from '../machine-config-content';
import { machineConfig } from '../machine-config-samples';
import type { ConfigChangeCase, ExpectedForecast } from './mco-case';

/** The forecast for a ported case: both configs rendered, the policy as the operator merges its spec. */
export function forecastCase(c: ConfigChangeCase, cluster: ClusterConditions = {}): DisruptionForecast {
  const { policy } = readMachineConfiguration({
    kind: 'MachineConfiguration',
    spec: { nodeDisruptionPolicy: c.policySpec ?? {} },
  });
  return reviewConfigChange(
    parseMachineConfig(machineConfig('rendered-old', c.before)),
    parseMachineConfig(machineConfig('rendered-new', c.after)),
    policy,
    {},
    cluster,
  ).disruption;
}

const key = (a: DisruptionAction) => (a.serviceName ? `${a.type} ${a.serviceName}` : a.type);
/** The daemon walks changed files in Go map order: compare actions as a set. */
const actionSet = (actions: readonly DisruptionAction[]) => [...new Set(actions.map(key))].sort();

/** A forecast in the terms of ExpectedForecast (the force-file caveat, on every non-reboot, left out). */
export const comparable = (f: DisruptionForecast) => ({
  actions: actionSet(f.actions),
  reboot: f.reboot,
  drain: f.drain,
  outcome: f.outcome,
  caveats: f.caveats.map((c) => c.kind).filter((k) => k !== 'force-file-reboots'),
});

export const expectedOf = (e: ExpectedForecast) => ({
  actions: actionSet(e.actions),
  reboot: e.reboot,
  drain: e.drain,
  outcome: e.outcome ?? 'applies',
  caveats: [...(e.caveats ?? [])],
});

import { diffConfigs, type ConfigDiff, type ConfigSources } from './config-diff';
import { daemonDiff } from './daemon-diff';
import { forecastDisruption, type ClusterConditions, type DisruptionForecast } from './disruption';
import type { DisruptionPolicy } from './disruption-policy';
import type { MachineConfigContent } from './machine-config-content';
import { unreconcilableReason } from './reconcilable';
import { registriesChange } from './registries-conf';

export interface ConfigChangeReview {
  readonly diff: ConfigDiff;
  readonly disruption: DisruptionForecast;
}

/**
 * The config diff of a move between two rendered configs, and what it costs each machine.
 * `cluster` adds what the configs cannot tell: the topology (a single-node cluster never
 * drains) and whether the policy's status is current (readMachineConfiguration).
 */
export function reviewConfigChange(
  before: MachineConfigContent,
  after: MachineConfigContent,
  policy: DisruptionPolicy,
  sources: ConfigSources = {},
  cluster: ClusterConditions = {},
): ConfigChangeReview {
  const disruption = forecastDisruption({
    ...cluster,
    diff: daemonDiff(before, after),
    policy,
    registries: () => registriesChange(before, after),
    unreconcilable: unreconcilableReason(before, after),
  });
  return { diff: diffConfigs(before, after, sources), disruption };
}

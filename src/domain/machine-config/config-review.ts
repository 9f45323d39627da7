import { diffConfigs, type ConfigDiff, type ConfigSources } from './config-diff';
import { fileContents } from './file-contents';
import { forecastDisruption, REGISTRIES_CONF, type DisruptionForecast } from './disruption';
import type { DisruptionPolicy } from './disruption-policy';
import type { MachineConfigContent } from './machine-config-content';
import { isSafeRegistriesChange } from './registries-conf';

export interface ConfigChangeReview {
  readonly diff: ConfigDiff;
  readonly disruption: DisruptionForecast;
}

const textOf = (config: MachineConfigContent, path: string): string => {
  const file = config.files.get(path);
  const contents = file ? fileContents({ ...file, path: 'registries.conf' }) : undefined;
  return contents?.kind === 'text' ? contents.text : '';
};

/** The config diff of a move between two rendered configs, and what it costs each machine. */
export function reviewConfigChange(
  before: MachineConfigContent,
  after: MachineConfigContent,
  policy: DisruptionPolicy,
  sources: ConfigSources = {},
): ConfigChangeReview {
  const diff = diffConfigs(before, after, sources);
  const registries = diff.files.some((f) => f.path === REGISTRIES_CONF)
    ? isSafeRegistriesChange(textOf(before, REGISTRIES_CONF), textOf(after, REGISTRIES_CONF))
    : undefined;
  return { diff, disruption: forecastDisruption(diff, policy, registries) };
}

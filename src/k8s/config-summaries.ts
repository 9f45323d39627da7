import { useK8sWatchResource, type WatchK8sResource } from '@openshift-console/dynamic-plugin-sdk';
import { useMemo } from 'react';
import {
  CONFIG_CHANGE_KEY,
  CONFIG_CHANGE_LABEL,
  CONFIG_SUMMARY_KEY,
  CONFIG_SUMMARY_LABEL,
  OVERRIDDEN_ANNOTATION,
  parseConfigChange,
  parseSummaryShard,
  type ConfigSummary,
  type PublishedConfigChange,
} from '../domain/machine-config/published-config';
import { CONTROLLER_NAMESPACE } from './api';
import type { ConfigMap, MachineConfig } from './resources';

const watchOf = (label: string): WatchK8sResource => ({
  groupVersionKind: { version: 'v1', kind: 'ConfigMap' },
  namespace: CONTROLLER_NAMESPACE,
  isList: true,
  selector: { matchLabels: { [label]: 'true' } },
});
export const CONFIG_SUMMARIES_WATCH = watchOf(CONFIG_SUMMARY_LABEL);
export const CONFIG_CHANGES_WATCH = watchOf(CONFIG_CHANGE_LABEL);

/** What the controller published, by rendered config and by pool; undefined until listed, or when it cannot be read. */
export interface PublishedConfigs {
  /** Each summary as the few fields of a MachineConfig the page reads. */
  readonly summaries?: ReadonlyMap<string, MachineConfig>;
  readonly changes?: ReadonlyMap<string, PublishedConfigChange>;
  /** The lists cannot be read (forbidden, not served): the page reads the configs itself. */
  readonly failed: boolean;
}

// A watch event replaces only what changed: each ConfigMap is parsed once.
const parsed = new WeakMap<ConfigMap, unknown>();
function once<T>(cm: ConfigMap, parse: (cm: ConfigMap) => T): T {
  if (!parsed.has(cm)) parsed.set(cm, parse(cm));
  return parsed.get(cm) as T;
}

const machineConfigs = new WeakMap<ConfigSummary, MachineConfig>();
/** A summary as the few fields of a MachineConfig the page reads; one object per summary. */
function machineConfigOf(s: ConfigSummary): MachineConfig {
  const known = machineConfigs.get(s);
  if (known) return known;
  const mc = asMachineConfig(s);
  machineConfigs.set(s, mc);
  return mc;
}

function asMachineConfig(s: ConfigSummary): MachineConfig {
  return {
    metadata: { name: s.config, annotations: s.osImageOverridden ? { [OVERRIDDEN_ANNOTATION]: 'true' } : {} },
    spec: {
      osImageURL: s.osImageURL,
      baseOSExtensionsContainerImage: s.baseOSExtensionsContainerImage,
      extensions: s.extensions,
      kernelType: s.kernelType,
    },
  };
}

/**
 * Opens the watches of the controller's summaries without reading them. Whoever reads the
 * pools calls it: every pool's state needs the summaries next, and opened beside the pools'
 * watch they come with the pools, not one round trip after them (the console shares a
 * watch among all that ask for it).
 */
export function useConfigSummaryWatches(): void {
  useK8sWatchResource<ConfigMap[]>(CONFIG_SUMMARIES_WATCH);
  useK8sWatchResource<ConfigMap[]>(CONFIG_CHANGES_WATCH);
}

/** The controller's config summaries and changes, watched. */
export function usePublishedConfigs(): PublishedConfigs {
  const [summaryMaps, summariesLoaded, summariesError] = useK8sWatchResource<ConfigMap[]>(CONFIG_SUMMARIES_WATCH);
  const [changeMaps, changesLoaded, changesError] = useK8sWatchResource<ConfigMap[]>(CONFIG_CHANGES_WATCH);
  const watchFailed = Boolean(summariesError) || Boolean(changesError);
  const read = useMemo(() => {
    if (!summariesLoaded || summariesError || !summaryMaps) return { summaries: undefined, unreadable: false };
    const shards = summaryMaps.map((cm) => once(cm, (c) => parseSummaryShard(c.data?.[CONFIG_SUMMARY_KEY])));
    if (shards.some((s) => !s || s.of !== shards[0]?.of)) return { summaries: undefined, unreadable: true };
    // Until every shard has come (a paged list arrives in parts), the summaries are not known.
    const of = shards[0]?.of ?? 0;
    if (new Set(shards.map((s) => s!.shard)).size !== of) return { summaries: undefined, unreadable: false };
    const byName = new Map<string, MachineConfig>();
    for (const shard of shards) for (const s of shard!.summaries) byName.set(s.config, machineConfigOf(s));
    return { summaries: byName, unreadable: false };
  }, [summaryMaps, summariesLoaded, summariesError]);
  const summaries = read.summaries;
  const changes = useMemo(() => {
    if (!changesLoaded || changesError || !changeMaps) return undefined;
    const byPool = new Map<string, PublishedConfigChange>();
    for (const cm of changeMaps) {
      const change = once(cm, (c) => parseConfigChange(c.data?.[CONFIG_CHANGE_KEY]));
      if (change) byPool.set(change.pool, change);
    }
    return byPool;
  }, [changeMaps, changesLoaded, changesError]);
  return { summaries, changes, failed: watchFailed || read.unreadable };
}

/** The configs to read in full: those without a summary, once the summaries are listed (all, when they cannot be). */
export function unpublishedConfigs(names: readonly string[], published: PublishedConfigs): string[] {
  if (published.summaries) return names.filter((n) => !published.summaries!.has(n));
  return published.failed ? [...names] : [];
}

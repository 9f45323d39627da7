import type { configDiffJson } from './config-diff-json';

/**
 * What the in-cluster controller publishes so that the page shows every pool's state and
 * cost without reading a rendered config in full (0.3–1 MB each): per rendered config in
 * use a summary, per pool whose target differs the config diff (`diff-config`'s JSON, no
 * contents) and its disruption. ConfigMaps in the controller's own namespace, the only one
 * where it may update and delete them.
 */
export const CONFIG_SUMMARY_LABEL = 'os-updates.openshift.io/config-summary';
export const CONFIG_CHANGE_LABEL = 'os-updates.openshift.io/config-change';
export const CONFIG_SUMMARY_KEY = 'summary.json';
export const CONFIG_CHANGE_KEY = 'change.json';

/** `os-update-config-summaries-<n>`: the summaries, a few ConfigMaps for the whole cluster. */
export const configSummaryName = (shard: number): string => `os-update-config-summaries-${shard}`;
/** `os-update-config-change-<pool>`; pool names are DNS subdomains too. */
export const configChangeName = (pool: string): string => `os-update-config-change-${pool}`.slice(0, 253);

/** Summaries a shard holds: ~400 bytes each, so a shard stays far under a ConfigMap's 1 MiB. */
export const SHARD_SIZE = 1000;

export const OVERRIDDEN_ANNOTATION = 'machineconfiguration.openshift.io/os-image-url-overridden';

/** A rendered config's summary: what a pool's state and additions need, and the hash of its content. */
export interface ConfigSummary {
  readonly config: string;
  readonly osImageURL?: string;
  readonly baseOSExtensionsContainerImage?: string;
  readonly extensions: readonly string[];
  readonly kernelType?: string;
  readonly fips: boolean;
  readonly osImageOverridden: boolean;
  /** sha256 of the rendered config's spec as served. */
  readonly contentHash: string;
}

/** One ConfigMap's summaries, and how many such ConfigMaps there are. */
export interface SummaryShard {
  readonly shard: number;
  readonly of: number;
  readonly summaries: readonly ConfigSummary[];
}

export function summaryShards(summaries: readonly ConfigSummary[]): SummaryShard[] {
  const of = Math.max(1, Math.ceil(summaries.length / SHARD_SIZE));
  return Array.from({ length: of }, (_, shard) => ({
    shard,
    of,
    summaries: summaries.slice(shard * SHARD_SIZE, (shard + 1) * SHARD_SIZE),
  }));
}

export type ConfigDiffJson = ReturnType<typeof configDiffJson>;

/** A pool's move from `from` to `to`: its config diff and disruption, as `diff-config --format json` prints them. */
export interface PublishedConfigChange {
  readonly pool: string;
  readonly from: string;
  readonly to: string;
  readonly change: ConfigDiffJson;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const optional = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A published shard of summaries, or undefined when it is not one (the page then reads the configs itself). */
export function parseSummaryShard(text: string | undefined): SummaryShard | undefined {
  const v = parseJson(text);
  if (!isObject(v) || !Number.isInteger(v.shard) || !Number.isInteger(v.of) || !Array.isArray(v.summaries))
    return undefined;
  const summaries = v.summaries.map(parseConfigSummary);
  if (summaries.some((s) => !s)) return undefined;
  return { shard: v.shard as number, of: v.of as number, summaries: summaries as ConfigSummary[] };
}

function parseConfigSummary(v: unknown): ConfigSummary | undefined {
  if (!isObject(v) || typeof v.config !== 'string' || typeof v.contentHash !== 'string') return undefined;
  return {
    config: v.config,
    osImageURL: optional(v.osImageURL),
    baseOSExtensionsContainerImage: optional(v.baseOSExtensionsContainerImage),
    extensions: Array.isArray(v.extensions) ? v.extensions.filter((x): x is string => typeof x === 'string') : [],
    kernelType: optional(v.kernelType),
    fips: v.fips === true,
    osImageOverridden: v.osImageOverridden === true,
    contentHash: v.contentHash,
  };
}

export function parseConfigChange(text: string | undefined): PublishedConfigChange | undefined {
  const v = parseJson(text);
  if (!isObject(v) || typeof v.pool !== 'string' || typeof v.from !== 'string' || typeof v.to !== 'string')
    return undefined;
  const change = v.change;
  if (!isObject(change) || !isObject(change.files) || !isObject(change.units) || !isObject(change.disruption))
    return undefined;
  return { pool: v.pool, from: v.from, to: v.to, change: change as unknown as ConfigDiffJson };
}

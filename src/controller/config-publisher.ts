import { configContentHash } from '../domain/machine-config/content-hash';
import { createHash } from 'node:crypto';
import type * as k8s from '@kubernetes/client-node';
import { configDiffJson } from '../domain/machine-config/config-diff-json';
import { reviewConfigChange } from '../domain/machine-config/config-review';
import type { ClusterConditions } from '../domain/machine-config/disruption';
import {
  DEFAULT_DISRUPTION_POLICY,
  readMachineConfiguration,
  type DisruptionPolicy,
} from '../domain/machine-config/disruption-policy';
import { isControlPlaneTopology } from '../domain/machine-config/forecast-caveats';
import { parseMachineConfig, type MachineConfigContent } from '../domain/machine-config/machine-config-content';
import {
  CONFIG_CHANGE_KEY,
  CONFIG_CHANGE_LABEL,
  CONFIG_SUMMARY_KEY,
  CONFIG_SUMMARY_LABEL,
  configChangeName,
  configSummaryName,
  OVERRIDDEN_ANNOTATION,
  summaryShards,
  type ConfigSummary,
} from '../domain/machine-config/published-config';
import { statusOf, type ClusterClient } from './cluster-client';
import type { Log } from './log';
import type { OwnedConfigMaps } from './owned-config-maps';

const MCO = { group: 'machineconfiguration.openshift.io', version: 'v1', plural: 'machineconfigs' } as const;

/** What a summary shard holds, hashed: the cache of metadata tells whether the shard there is current. */
const CONTENT_HASH_ANNOTATION = 'os-updates.openshift.io/content-hash';
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** A pool's current and target rendered configs, with the MachineConfigs each was rendered from. */
export interface PoolConfigs {
  readonly pool: string;
  readonly from?: string;
  readonly to?: string;
  readonly fromSources: readonly string[];
  readonly toSources: readonly string[];
}

type RawConfig = k8s.KubernetesObject & { spec?: Record<string, unknown> };

/** What every forecast of a round is made with: the policy in effect and the cluster's conditions. */
interface ClusterForecastInputs {
  readonly policy: DisruptionPolicy;
  readonly conditions: ClusterConditions;
}

function summarize(mc: RawConfig): ConfigSummary {
  const spec = mc.spec ?? {};
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    config: mc.metadata?.name ?? '',
    osImageURL: str(spec.osImageURL),
    baseOSExtensionsContainerImage: str(spec.baseOSExtensionsContainerImage),
    extensions: Array.isArray(spec.extensions) ? (spec.extensions as string[]) : [],
    kernelType: str(spec.kernelType),
    fips: spec.fips === true,
    osImageOverridden: mc.metadata?.annotations?.[OVERRIDDEN_ANNOTATION] === 'true',
    contentHash: configContentHash(spec),
  };
}

/**
 * Publishes what the page needs to show every pool without reading a rendered config in
 * full: a summary per rendered config in use (read once: rendered configs never change) and
 * the config change of each pool whose target differs (read when the pair is new). Full
 * configs are dropped as soon as they are summarized: the controller keeps kilobytes, not
 * the megabytes a 200-pool cluster's configs weigh. What is published is checked each round
 * in the cache of the namespace's ConfigMaps (`owned`): one deleted is written again.
 */
export class ConfigPublisher {
  private readonly summaries = new Map<string, ConfigSummary>();
  /**
   * Pool → the inputs its published change was made from ("from→to cluster"): a change is
   * costly to make (two rendered configs and their sources read), so it is remade when they
   * differ or its ConfigMap is gone, not each round. Empty when this replica starts leading:
   * it makes each change once, in its own (perhaps newer) format.
   */
  private readonly publishedChanges = new Map<string, string>();

  constructor(
    private readonly client: ClusterClient,
    private readonly options: {
      identity: string;
      log: Log;
      /** The controller's own namespace: it writes nowhere else. */ namespace: string;
      owned: OwnedConfigMaps;
    },
  ) {}

  private async read(name: string): Promise<RawConfig | undefined> {
    try {
      return (await this.client.custom.getClusterCustomObject({ ...MCO, name })) as RawConfig;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /** A rendered config's summary: read in full once, then kept small. */
  async summary(name: string | undefined): Promise<ConfigSummary | undefined> {
    if (!name) return undefined;
    const known = this.summaries.get(name);
    if (known) return known;
    const mc = await this.read(name);
    if (!mc) return undefined;
    const summary = summarize(mc);
    this.summaries.set(name, summary);
    return summary;
  }

  /** The policy the daemon applies, and what the cluster adds: whether it is observed yet, the topology. */
  private async cluster(): Promise<ClusterForecastInputs> {
    const read = async (group: string, plural: string) => {
      try {
        return await this.client.custom.getClusterCustomObject({ group, version: 'v1', plural, name: 'cluster' });
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    };
    const [mcfg, infrastructure] = await Promise.all([
      read('operator.openshift.io', 'machineconfigurations'),
      read('config.openshift.io', 'infrastructures'),
    ]);
    const { policy, notObserved } = mcfg ? readMachineConfiguration(mcfg) : { policy: DEFAULT_DISRUPTION_POLICY };
    const topology = (infrastructure as { status?: { controlPlaneTopology?: unknown } } | undefined)?.status
      ?.controlPlaneTopology;
    return {
      policy,
      conditions: {
        policyNotObserved: notObserved,
        topology: typeof topology === 'string' && isControlPlaneTopology(topology) ? topology : undefined,
      },
    };
  }

  private labels(label: string) {
    return { [label]: 'true', 'app.kubernetes.io/managed-by': 'os-update-controller' };
  }

  /** Creates or replaces ConfigMap `name` holding `text` under `key`. */
  private async put(name: string, label: string, key: string, text: string): Promise<void> {
    const body: k8s.V1ConfigMap = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: {
        name,
        namespace: this.options.namespace,
        labels: this.labels(label),
        annotations: {
          'os-updates.openshift.io/published-by': this.options.identity,
          [CONTENT_HASH_ANNOTATION]: hashOf(text),
        },
      },
      data: { [key]: text },
    };
    const { namespace } = this.options;
    try {
      this.options.owned.wrote((await this.client.core.createNamespacedConfigMap({ namespace, body })).metadata);
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
      this.options.owned.wrote((await this.client.core.replaceNamespacedConfigMap({ name, namespace, body })).metadata);
    }
  }

  private async remove(name: string): Promise<void> {
    await this.client.core
      .deleteNamespacedConfigMap({ name, namespace: this.options.namespace })
      .catch((error: unknown) => {
        if (statusOf(error) !== 404) throw error;
      });
    this.options.owned.removed(name);
  }

  private async content(name: string): Promise<MachineConfigContent | undefined> {
    const mc = await this.read(name);
    return mc ? parseMachineConfig(mc) : undefined;
  }

  private async change(
    p: PoolConfigs & { from: string; to: string },
    cluster: ClusterForecastInputs,
    sourceCache: Map<string, Promise<MachineConfigContent | undefined>>,
  ) {
    const [before, after] = await Promise.all([this.content(p.from), this.content(p.to)]);
    if (!before || !after) return undefined;
    // Pools share their sources (00-worker and the rest): each is read once per round.
    const source = (n: string) => {
      if (!sourceCache.has(n)) sourceCache.set(n, this.content(n));
      return sourceCache.get(n)!;
    };
    const sources = async (names: readonly string[]) =>
      (await Promise.all(names.map(source))).filter((c): c is MachineConfigContent => !!c);
    const review = reviewConfigChange(
      before,
      after,
      cluster.policy,
      { before: await sources(p.fromSources), after: await sources(p.toSources) },
      cluster.conditions,
    );
    return { pool: p.pool, from: p.from, to: p.to, change: configDiffJson(review) };
  }

  /** Publishes the summaries and changes of these pools and removes what no pool uses any more. */
  async publish(pools: readonly PoolConfigs[]): Promise<void> {
    const inUse = new Set(pools.flatMap((p) => [p.from, p.to]).filter((n): n is string => !!n));
    await this.publishSummaries(inUse);
    const moving = pools.filter((p) => p.from && p.to && p.from !== p.to);
    // Read each round: a policy edited, or observed at last, changes every forecast.
    const cluster = moving.length > 0 ? await this.cluster() : undefined;
    const sourceCache = new Map<string, Promise<MachineConfigContent | undefined>>();
    for (const p of moving) {
      if (!p.from || !p.to || !cluster) continue;
      const key = `${p.from}→${p.to} ${JSON.stringify(cluster)}`;
      const name = configChangeName(p.pool);
      if (this.publishedChanges.get(p.pool) === key && this.options.owned.get(name)) continue;
      const change = await this.change({ ...p, from: p.from, to: p.to }, cluster, sourceCache);
      if (!change) continue;
      await this.put(name, CONFIG_CHANGE_LABEL, CONFIG_CHANGE_KEY, JSON.stringify(change));
      this.publishedChanges.set(p.pool, key);
      this.options.log('info', 'published config change', {
        pool: p.pool,
        from: p.from,
        to: p.to,
        reboot: change.change.disruption.reboot,
      });
    }
    // Those of pools no longer moving, whoever published them (this replica, or one before it).
    const movingNames = new Set(moving.map((p) => p.pool));
    for (const pool of [...this.publishedChanges.keys()])
      if (!movingNames.has(pool)) this.publishedChanges.delete(pool);
    const wanted = new Set(moving.map((p) => configChangeName(p.pool)));
    for (const name of this.options.owned.labelled(CONFIG_CHANGE_LABEL)) if (!wanted.has(name)) await this.remove(name);
    for (const name of [...this.summaries.keys()]) if (!inUse.has(name)) this.summaries.delete(name);
  }

  /**
   * The summaries of the configs in use, in a few ConfigMaps (shards of SHARD_SIZE, each
   * naming how many there are): the page knows when it has them all, however its watch
   * pages the list, and one new config rewrites one shard, not a ConfigMap per config.
   */
  private async publishSummaries(inUse: ReadonlySet<string>): Promise<void> {
    const summaries: ConfigSummary[] = [];
    for (const name of [...inUse].sort()) {
      const summary = await this.summary(name);
      if (summary) summaries.push(summary);
    }
    const shards = summaryShards(summaries);
    // Written when the shard there (in the cache) holds other text, or is gone.
    for (const [i, shard] of shards.entries()) {
      const name = configSummaryName(i);
      const text = JSON.stringify(shard);
      if (this.options.owned.get(name)?.annotations?.[CONTENT_HASH_ANNOTATION] === hashOf(text)) continue;
      await this.put(name, CONFIG_SUMMARY_LABEL, CONFIG_SUMMARY_KEY, text);
    }
    const wanted = new Set(shards.map((_, i) => configSummaryName(i)));
    for (const name of this.options.owned.labelled(CONFIG_SUMMARY_LABEL))
      if (!wanted.has(name)) await this.remove(name);
  }
}

import type { QueryClient } from '@tanstack/react-query';
import { configDiffJson } from '../../domain/machine-config/config-diff-json';
import { configDiffToMarkdown } from '../../domain/machine-config/config-diff-markdown';
import { reviewConfigChange, type ConfigChangeReview } from '../../domain/machine-config/config-review';
import { configContentQuery, fetchClusterConditions } from '../../k8s/queries';
import type { MachineConfigPool } from '../../k8s/resources';
import { MissingConfigError, sourcesOf } from './use-config-review';

/** The config change of a pool's move, read when asked for (an export): the same reads as the review's, shared through the cache. */
export async function fetchConfigReview(
  client: QueryClient,
  pool: MachineConfigPool,
  from: string,
  to: string,
): Promise<ConfigChangeReview> {
  const read = async (name: string) => client.fetchQuery(configContentQuery(name));
  const before = sourcesOf(pool.status?.configuration, from);
  const after = sourcesOf(pool.spec?.configuration, to);
  const [a, b, cluster, ...sources] = await Promise.all([
    read(from),
    read(to),
    fetchClusterConditions(client),
    ...[...before, ...after].map(read),
  ]);
  if (!a) throw new MissingConfigError(from);
  if (!b) throw new MissingConfigError(to);
  const present = sources.flatMap((s) => s ?? []);
  const named = (names: string[]) => present.filter((s) => names.includes(s.name));
  return reviewConfigChange(a, b, cluster.policy, { before: named(before), after: named(after) }, cluster.conditions);
}

/** The config change of a pool's move as the exports hold it: `diff-config`'s JSON and its Markdown. */
export async function fetchConfigExport(client: QueryClient, pool: MachineConfigPool, from: string, to: string) {
  const review = await fetchConfigReview(client, pool, from, to);
  return { json: configDiffJson(review), markdown: configDiffToMarkdown(review) };
}

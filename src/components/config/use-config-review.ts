import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { configDiffJson } from '../../domain/machine-config/config-diff-json';
import { reviewConfigChange, type ConfigChangeReview } from '../../domain/machine-config/config-review';
import type { MachineConfigContent } from '../../domain/machine-config/machine-config-content';
import { clusterConditionsOf } from '../../k8s/cluster-conditions';
import {
  configContentQuery,
  configChangeQuery,
  controlPlaneTopologyQuery,
  disruptionPolicyQuery,
} from '../../k8s/queries';
import type { MachineConfigPool, PoolConfiguration } from '../../k8s/resources';

export interface ConfigReviewResult {
  readonly review?: ConfigChangeReview;
  readonly before?: MachineConfigContent;
  readonly after?: MachineConfigContent;
  /** The policy is the cluster's (MachineConfiguration `cluster`) or, unreadable, the MCO's defaults. */
  readonly policySource?: 'cluster' | 'defaults';
  readonly isPending: boolean;
  readonly error?: unknown;
}

/** The sources of a configuration, when it is the one named (a pool's status may lag). */
export const sourcesOf = (configuration: PoolConfiguration | undefined, name: string | undefined): string[] =>
  configuration?.name === name ? (configuration?.source ?? []).flatMap((s) => (s.name ? [s.name] : [])) : [];

/** A rendered config that is not there: the review cannot say what it installs. */
export class MissingConfigError extends Error {
  constructor(readonly config: string) {
    super(`MachineConfig ${config} not found`);
  }
}

/**
 * The whole config change of a pool's move `from` → `to`, read in full only now (a review
 * or a file diff was opened): both rendered configs, the MachineConfigs they were made of
 * (to name where each change comes from), and the cluster's node disruption policy.
 */
export function useConfigReview(
  pool: MachineConfigPool,
  from: string | undefined,
  to: string | undefined,
  /** Read the source MachineConfigs too, to name where each change comes from. */
  withSources = true,
): ConfigReviewResult {
  const before = withSources ? sourcesOf(pool.status?.configuration, from) : [];
  const after = withSources ? sourcesOf(pool.spec?.configuration, to) : [];
  const names = [...new Set([from, to, ...before, ...after].filter((n): n is string => !!n))];
  const results = useQueries({ queries: names.map((name) => configContentQuery(name)) });
  const enabled = from !== undefined && to !== undefined;
  const policy = useQuery({ ...disruptionPolicyQuery(), enabled });
  const topology = useQuery({ ...controlPlaneTopologyQuery(), enabled });
  const content = new Map(names.map((name, i) => [name, results[i]!]));
  const fromResult = from ? content.get(from) : undefined;
  const toResult = to ? content.get(to) : undefined;
  const sourcesPending = [...before, ...after].some((n) => content.get(n)?.isPending);
  // One value for what the review depends on: the configs' names and when each was read.
  const inputs = names.map((n, i) => `${n}@${results[i]?.dataUpdatedAt ?? 0}`).join(' ');
  const review = useMemo(() => {
    const a = fromResult?.data;
    const b = toResult?.data;
    if (!a || !b || !policy.data || topology.data === undefined || sourcesPending) return undefined;
    const present = (list: string[]) => list.flatMap((n) => content.get(n)?.data ?? []);
    const cluster = clusterConditionsOf(policy.data, topology.data);
    return reviewConfigChange(
      a,
      b,
      cluster.policy,
      { before: present(before), after: present(after) },
      cluster.conditions,
    );
    // `inputs` stands for the parsed configs (kept by react-query until they change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputs, policy.data, topology.data, sourcesPending]);
  // What the review worked out is the pool's card's too (without the controller's summary, the
  // card computes it only when asked): one diff, not two.
  const client = useQueryClient();
  useEffect(() => {
    if (!review || !from || !to) return;
    const key = configChangeQuery(from, to).queryKey;
    if (client.getQueryData(key) === undefined) client.setQueryData(key, configDiffJson(review));
  }, [client, review, from, to]);
  const missing = [fromResult, toResult].some((r) => r?.data === null);
  const error =
    fromResult?.error ??
    toResult?.error ??
    policy.error ??
    topology.error ??
    (missing ? new MissingConfigError(fromResult?.data === null ? (from ?? '') : (to ?? '')) : undefined);
  return {
    review,
    before: fromResult?.data ?? undefined,
    after: toResult?.data ?? undefined,
    policySource: policy.data?.source,
    isPending: !error && !review && from !== undefined && to !== undefined,
    error: error ?? undefined,
  };
}

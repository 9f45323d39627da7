import { useQueries, useQuery } from '@tanstack/react-query';
import { ATTENTION_ORDER, poolState, type PoolState } from '../../domain/pool/pool-state';
import { machinesAtOnce, wavesFor } from '../../domain/pool/waves';
import { parseImageRef } from '../../domain/release-info/image-ref';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { poolFacts } from '../../k8s/pool-facts';
import { machineConfigQuery, releaseInfosQuery } from '../../k8s/queries';
import type { ReleaseInfoIndex } from '../../k8s/release-infos';
import type { MachineConfig, MachineConfigPool } from '../../k8s/resources';

export interface ImageSide {
  readonly config?: string;
  readonly image?: string;
  readonly digest?: string;
  readonly releaseInfo?: ReleaseInfo;
}

export interface PoolView {
  readonly name: string;
  readonly pool: MachineConfigPool;
  readonly state: PoolState;
  readonly current: ImageSide;
  readonly target: ImageSide;
  readonly imageChanges: boolean;
  readonly machineCount: number;
  readonly updatedMachineCount: number;
  readonly atOnce: number;
  readonly wavesLeft: number;
  /** A rendered config is still being fetched. */
  readonly loading: boolean;
}

interface ConfigResult {
  readonly data?: MachineConfig;
  readonly isPending: boolean;
}

function side(
  config: string | undefined,
  mc: ConfigResult | undefined,
  infos: ReleaseInfoIndex | undefined,
): ImageSide {
  const image = mc?.data?.spec?.osImageURL;
  const digest = image ? parseImageRef(image).digest : undefined;
  return { config, image, digest, releaseInfo: digest ? infos?.byDigest.get(digest) : undefined };
}

function buildView(
  pool: MachineConfigPool,
  configs: ReadonlyMap<string, ConfigResult>,
  infos: ReleaseInfoIndex | undefined,
): PoolView {
  const facts = poolFacts(pool);
  const currentMc = facts.currentConfig ? configs.get(facts.currentConfig) : undefined;
  const targetMc = facts.targetConfig ? configs.get(facts.targetConfig) : undefined;
  const current = side(facts.currentConfig, currentMc, infos);
  const target = side(facts.targetConfig, targetMc, infos);
  const machineCount = facts.machineCount ?? 0;
  const updatedMachineCount = facts.updatedMachineCount ?? 0;
  const atOnce = machinesAtOnce(pool.spec?.maxUnavailable, machineCount);
  return {
    name: facts.name,
    pool,
    state: poolState(facts, { currentImage: current.image, targetImage: target.image }),
    current,
    target,
    imageChanges: current.image !== undefined && target.image !== undefined && current.image !== target.image,
    machineCount,
    updatedMachineCount,
    atOnce,
    wavesLeft: wavesFor(machineCount - updatedMachineCount, atOnce),
    loading: Boolean(currentMc?.isPending || targetMc?.isPending),
  };
}

/**
 * Every pool's view: MachineConfigPool → its rendered MachineConfigs (each fetched once,
 * however many pools use it) → their OS images → release infos matched by digest → state.
 */
export function usePoolViews(pools: readonly MachineConfigPool[]): PoolView[] {
  const names = [
    ...new Set(
      pools
        .flatMap((p) => [p.status?.configuration?.name, p.spec?.configuration?.name])
        .filter((n): n is string => Boolean(n)),
    ),
  ];
  const results = useQueries({ queries: names.map((name) => machineConfigQuery(name)) });
  const releaseInfos = useQuery(releaseInfosQuery());
  const configs = new Map(names.map((name, i) => [name, results[i] as ConfigResult]));
  return pools.map((pool) => buildView(pool, configs, releaseInfos.data));
}

/** Pools needing the admin first (DESIGN: degraded, awaiting approval, …), by name within a state. */
export const byAttention = (a: PoolView, b: PoolView): number =>
  ATTENTION_ORDER.indexOf(a.state.kind) - ATTENTION_ORDER.indexOf(b.state.kind) || a.name.localeCompare(b.name);

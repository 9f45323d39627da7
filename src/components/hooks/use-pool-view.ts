import { useQueries, useQuery } from '@tanstack/react-query';
import { poolState, type PoolState } from '../../domain/pool/pool-state';
import { machinesAtOnce, wavesFor } from '../../domain/pool/waves';
import { parseImageRef } from '../../domain/release-info/image-ref';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { poolFacts } from '../../k8s/pool-facts';
import { machineConfigQuery, releaseInfosQuery } from '../../k8s/queries';
import type { MachineConfigPool } from '../../k8s/resources';

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
  readonly loading: boolean;
}

/**
 * One pool's view: MachineConfigPool → its two rendered MachineConfigs (fetched once each)
 * → their OS images → the release infos matched by digest → the pool state.
 */
export function usePoolView(pool: MachineConfigPool): PoolView {
  const facts = poolFacts(pool);
  const configs = [facts.currentConfig, facts.targetConfig];
  const [currentMc, targetMc] = useQueries({
    queries: configs.map((name) => ({ ...machineConfigQuery(name ?? ''), enabled: name !== undefined })),
  });
  const releaseInfos = useQuery(releaseInfosQuery());
  const side = (config: string | undefined, image: string | undefined): ImageSide => {
    const digest = image ? parseImageRef(image).digest : undefined;
    return { config, image, digest, releaseInfo: digest ? releaseInfos.data?.byDigest.get(digest) : undefined };
  };
  const current = side(facts.currentConfig, currentMc?.data?.spec?.osImageURL);
  const target = side(facts.targetConfig, targetMc?.data?.spec?.osImageURL);
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
    loading: Boolean(currentMc?.isPending && facts.currentConfig) || Boolean(targetMc?.isPending && facts.targetConfig),
  };
}

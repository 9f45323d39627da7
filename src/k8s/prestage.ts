import { useK8sWatchResource, type K8sResourceCommon } from '@openshift-console/dynamic-plugin-sdk';
import { useMemo } from 'react';
import { prestageSetName } from '../domain/pool/prestage-names';
import { prestageProgress, type PinnedSetReport } from '../domain/pool/prestage-progress';
import { PinnedImageSetModel } from './models';
import type { MachineConfigNode } from './resources';
import { MACHINE_CONFIG_NODES_WATCH } from './watches';

type PinnedImageSet = K8sResourceCommon & { spec?: { pinnedImages?: { name?: string }[] } };
type NodeWithPins = MachineConfigNode & { status?: { pinnedImageSets?: PinnedSetReport[] } };

const gvk = {
  group: PinnedImageSetModel.apiGroup,
  version: PinnedImageSetModel.apiVersion,
  kind: PinnedImageSetModel.kind,
};

/**
 * The pre-staging of a pool's approved images: the controller's PinnedImageSet (its images
 * and generation) and every machine's pull of it, from the MachineConfigNodes the page
 * already watches. Undefined while loading; `error` when the set cannot be read.
 */
export function usePrestage(pool: string, approvedConfig?: string) {
  const [set, setLoaded, setError] = useK8sWatchResource<PinnedImageSet>({
    groupVersionKind: gvk,
    name: prestageSetName(pool),
  });
  const [mcns, mcnsLoaded, mcnsError] = useK8sWatchResource<NodeWithPins[]>(MACHINE_CONFIG_NODES_WATCH);
  return useMemo(() => {
    if (setError || mcnsError) return { error: (setError || mcnsError) as unknown };
    if (!setLoaded || !mcnsLoaded || !set?.metadata) return undefined;
    const nodes = (mcns ?? [])
      .filter((m) => m.spec?.pool?.name === pool)
      .map((m) => ({
        node: m.spec?.node?.name ?? m.metadata?.name ?? '',
        sets: m.status?.pinnedImageSets ?? [],
        runs: approvedConfig !== undefined && m.status?.configVersion?.current === approvedConfig,
      }));
    const images = (set.spec?.pinnedImages ?? []).flatMap((i) => (i.name ? [i.name] : []));
    return { images, ...prestageProgress(prestageSetName(pool), set.metadata.generation ?? 1, nodes) };
  }, [pool, approvedConfig, set, setLoaded, setError, mcns, mcnsLoaded, mcnsError]);
}

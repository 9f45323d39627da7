import { useK8sWatchResource, type WatchK8sResource } from '@openshift-console/dynamic-plugin-sdk';
import { useMemo } from 'react';
import {
  readBuild,
  type BuildFacts,
  type MachineOSBuildLike,
  type MachineOSConfigLike,
} from '../domain/image-mode/image-build';
import type { NodeFacts } from '../domain/pool/node-phase';
import { MachineOSBuildModel, MachineOSConfigModel, NodeModel } from './models';
import { nodeFacts } from './pool-facts';
import type { Node } from './resources';

const gvk = (model: typeof MachineOSConfigModel) => ({
  group: model.apiGroup,
  version: model.apiVersion,
  kind: model.kind,
});

export const MACHINE_OS_CONFIGS_WATCH: WatchK8sResource = { groupVersionKind: gvk(MachineOSConfigModel), isList: true };
export const MACHINE_OS_BUILDS_WATCH: WatchK8sResource = { groupVersionKind: gvk(MachineOSBuildModel), isList: true };
/** Nodes' metadata: which image each boots is only in its annotations. */
const NODE_METADATA_WATCH: WatchK8sResource = { groupVersionKind: gvk(NodeModel), isList: true, partialMetadata: true };

export interface ImageModeObjects {
  readonly configs: readonly MachineOSConfigLike[];
  readonly builds: readonly BuildFacts[];
  /** The nodes' facts with their images, read only while some pool is in image mode. */
  readonly nodes?: readonly NodeFacts[];
}

/**
 * The cluster's MachineOSConfigs and MachineOSBuilds, watched. A cluster that serves none
 * (or a user who may not list them) has no image-mode pool as far as the page goes: the
 * watch's error leaves the lists empty. Nodes are watched, as metadata, only once a
 * MachineOSConfig exists.
 */
export function useImageMode(): ImageModeObjects {
  const [configs, configsLoaded, configsError] = useK8sWatchResource<MachineOSConfigLike[]>(MACHINE_OS_CONFIGS_WATCH);
  const inUse = configsLoaded && !configsError && (configs?.length ?? 0) > 0;
  const [builds, buildsLoaded, buildsError] = useK8sWatchResource<MachineOSBuildLike[]>(
    inUse ? MACHINE_OS_BUILDS_WATCH : null,
  );
  const [nodes, nodesLoaded, nodesError] = useK8sWatchResource<Node[]>(inUse ? NODE_METADATA_WATCH : null);
  return useMemo(
    () => ({
      configs: inUse ? configs : [],
      builds: inUse && buildsLoaded && !buildsError ? (builds ?? []).map(readBuild) : [],
      nodes: inUse && nodesLoaded && !nodesError ? (nodes ?? []).map(nodeFacts) : undefined,
    }),
    [inUse, configs, builds, buildsLoaded, buildsError, nodes, nodesLoaded, nodesError],
  );
}

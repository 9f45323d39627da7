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
import type { ConfigMap, Node } from './resources';
import { CONTROLLER_NAMESPACE } from './api';
import { BUILD_CONTAINERFILES_NAME } from '../domain/image-mode/build-containerfiles';

const gvk = (model: typeof MachineOSConfigModel) => ({
  group: model.apiGroup,
  version: model.apiVersion,
  kind: model.kind,
});

export const MACHINE_OS_CONFIGS_WATCH: WatchK8sResource = { groupVersionKind: gvk(MachineOSConfigModel), isList: true };
export const MACHINE_OS_BUILDS_WATCH: WatchK8sResource = { groupVersionKind: gvk(MachineOSBuildModel), isList: true };
/** What the controller recorded of each build's Containerfile (DESIGN: build-containerfiles). */
const CONTAINERFILES_WATCH: WatchK8sResource = {
  groupVersionKind: { version: 'v1', kind: 'ConfigMap' },
  namespace: CONTROLLER_NAMESPACE,
  name: BUILD_CONTAINERFILES_NAME,
  isList: false,
};
/** Nodes' metadata: which image each boots is only in its annotations. */
const NODE_METADATA_WATCH: WatchK8sResource = { groupVersionKind: gvk(NodeModel), isList: true, partialMetadata: true };

export interface ImageModeObjects {
  readonly configs: readonly MachineOSConfigLike[];
  readonly builds: readonly BuildFacts[];
  /** The nodes' facts with their images, read only while some pool is in image mode. */
  readonly nodes?: readonly NodeFacts[];
  /** Each build's Containerfile as the controller recorded it, by build name. */
  readonly containerfiles: ReadonlyMap<string, string>;
}

const NO_CONTAINERFILES: ReadonlyMap<string, string> = new Map();

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
  const [recorded, recordedLoaded, recordedError] = useK8sWatchResource<ConfigMap>(inUse ? CONTAINERFILES_WATCH : null);
  return useMemo(
    () => ({
      configs: inUse ? configs : [],
      builds: inUse && buildsLoaded && !buildsError ? (builds ?? []).map(readBuild) : [],
      nodes: inUse && nodesLoaded && !nodesError ? (nodes ?? []).map(nodeFacts) : undefined,
      containerfiles:
        inUse && recordedLoaded && !recordedError && recorded?.data
          ? new Map(Object.entries(recorded.data))
          : NO_CONTAINERFILES,
    }),
    [
      inUse,
      configs,
      builds,
      buildsLoaded,
      buildsError,
      nodes,
      nodesLoaded,
      nodesError,
      recorded,
      recordedLoaded,
      recordedError,
    ],
  );
}

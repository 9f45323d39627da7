import * as k8s from '@kubernetes/client-node';
import {
  readBuild,
  type BuildFacts,
  type MachineOSBuildLike,
  type MachineOSConfigLike,
} from '../domain/image-mode/image-build';
import type { ClusterClient } from './cluster-client';

type Build = MachineOSBuildLike & k8s.KubernetesObject;
type Config = MachineOSConfigLike & k8s.KubernetesObject;

const GROUP = 'machineconfiguration.openshift.io';

function informerOf<T extends k8s.KubernetesObject>(client: ClusterClient, plural: string) {
  return k8s.makeInformer<T>(
    client.kc,
    `/apis/${GROUP}/v1/${plural}`,
    () =>
      client.custom.listClusterCustomObject({ group: GROUP, version: 'v1', plural }) as Promise<
        k8s.KubernetesListObject<T>
      >,
  );
}

/**
 * The cluster's MachineOSBuilds (image-mode pools), read into their facts: the images they
 * built are what those pools' machines boot, so their release infos are published too; and
 * the MachineOSConfigs, whose Containerfile each build is recorded with.
 */
export function imageBuildsInformer(client: ClusterClient): {
  informers: readonly k8s.Informer<k8s.KubernetesObject>[];
  builds: () => BuildFacts[];
  configs: () => readonly MachineOSConfigLike[];
} {
  const builds = informerOf<Build>(client, 'machineosbuilds');
  const configs = informerOf<Config>(client, 'machineosconfigs');
  return {
    informers: [builds, configs] as unknown as k8s.Informer<k8s.KubernetesObject>[],
    builds: () => builds.list().map(readBuild),
    configs: () => configs.list(),
  };
}

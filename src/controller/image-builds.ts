import * as k8s from '@kubernetes/client-node';
import { readBuild, type BuildFacts, type MachineOSBuildLike } from '../domain/image-mode/image-build';
import type { ClusterClient } from './cluster-client';

type Build = MachineOSBuildLike & k8s.KubernetesObject;

/**
 * The cluster's MachineOSBuilds (image-mode pools), read into their facts: the images they
 * built are what those pools' machines boot, so their release infos are published too.
 */
export function imageBuildsInformer(client: ClusterClient): {
  informer: k8s.Informer<k8s.KubernetesObject>;
  builds: () => BuildFacts[];
} {
  const path = '/apis/machineconfiguration.openshift.io/v1/machineosbuilds';
  const informer = k8s.makeInformer<Build>(
    client.kc,
    path,
    () =>
      client.custom.listClusterCustomObject({
        group: 'machineconfiguration.openshift.io',
        version: 'v1',
        plural: 'machineosbuilds',
      }) as Promise<k8s.KubernetesListObject<Build>>,
  );
  return {
    informer: informer as unknown as k8s.Informer<k8s.KubernetesObject>,
    builds: () => informer.list().map(readBuild),
  };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { kubeBinaries } from './binaries';
import type { KubeClient } from './kube-client';

/**
 * OpenShift's CustomResourceDefinitions as 4.22 defines them, read from the github.com/openshift/api
 * module at its release-4.22 commit (dev/kube/go.mod pins it; the Default feature set), for the
 * kinds this project reads and writes.
 */
export const OPENSHIFT_CRD_FILES: readonly string[] = [
  'payload-manifests/crds/0000_80_machine-config_01_machineconfigpools-Default.crd.yaml',
  'payload-manifests/crds/0000_80_machine-config_01_machineconfigs.crd.yaml',
  'payload-manifests/crds/0000_80_machine-config_01_machineconfignodes-SelfManagedHA-Default.crd.yaml',
  'payload-manifests/crds/0000_80_machine-config_01_machineconfigurations-Default.crd.yaml',
  'payload-manifests/crds/0000_80_machine-config_01_machineosconfigs.crd.yaml',
  'payload-manifests/crds/0000_80_machine-config_01_machineosbuilds.crd.yaml',
  'payload-manifests/crds/0000_80_machine-config_01_pinnedimagesets.crd.yaml',
  'payload-manifests/crds/0000_10_config-operator_01_imagedigestmirrorsets.crd.yaml',
  'payload-manifests/crds/0000_10_config-operator_01_imagetagmirrorsets.crd.yaml',
  'payload-manifests/crds/0000_10_config-operator_01_infrastructures-Default.crd.yaml',
  'config/v1/zz_generated.crd-manifests/0000_00_cluster-version-operator_01_clusterversions-Default.crd.yaml',
  'console/v1/zz_generated.crd-manifests/90_consoleplugins.crd.yaml',
];

type Crd = { metadata: { name: string }; spec: { group: string; names: { plural: string } } };

export function openshiftCrds(files: readonly string[] = OPENSHIFT_CRD_FILES): Crd[] {
  const root = kubeBinaries().openshiftApi;
  return files.flatMap((f) =>
    parseAllDocuments(readFileSync(join(root, f), 'utf8'))
      .map((d) => d.toJS() as Crd | null)
      .filter((d): d is Crd => d !== null),
  );
}

/** Creates the CRDs and waits until each is Established and served. */
export async function installCrds(admin: KubeClient, crds: readonly Crd[]): Promise<void> {
  for (const crd of crds) await admin.ok('POST', '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', crd);
  const deadline = Date.now() + 60_000;
  for (const crd of crds) {
    for (;;) {
      const got = await admin.ok<{ status?: { conditions?: { type: string; status: string }[] } }>(
        'GET',
        `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crd.metadata.name}`,
      );
      const established = got.status?.conditions?.some((c) => c.type === 'Established' && c.status === 'True');
      // Established is said before the resource's storage serves (a 429 for a moment): list it too.
      const { group, names } = crd.spec;
      const version = (crd.spec as unknown as { versions: { name: string; served: boolean }[] }).versions.find(
        (v) => v.served,
      );
      if (
        established &&
        (await admin.raw('GET', `/apis/${group}/${version?.name}/${names.plural}?limit=1`)).status === 200
      )
        break;
      if (Date.now() > deadline) throw new Error(`CRD ${crd.metadata.name} not Established in 60 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

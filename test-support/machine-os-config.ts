/**
 * A MachineOSConfig as an admin writes one for a pool (image mode): the MCO's required
 * fields, and a Containerfile; the tests' one shape of it, posted or applied with kubectl.
 */
export const machineOSConfig = (pool: string, containerfile: string) => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineOSConfig',
  metadata: { name: pool },
  spec: {
    machineConfigPool: { name: pool },
    imageBuilder: { imageBuilderType: 'Job' },
    renderedImagePushSecret: { name: 'push-secret' },
    renderedImagePushSpec: `image-registry.openshift-image-registry.svc:5000/openshift-machine-config-operator/${pool}:latest`,
    containerFile: [{ content: containerfile }],
  },
});

/** A Containerfile that installs `packages` with rpm-ostree, as the MCO's docs show. */
export const installing = (packages: string) =>
  `FROM configs AS final\nRUN rpm-ostree install ${packages} && ostree container commit`;

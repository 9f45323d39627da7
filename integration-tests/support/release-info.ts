/** A release-info ConfigMap as the controller or `os-update release-info --image` writes it. */
export function releaseInfoConfigMap(name: string, metadata: Record<string, unknown>) {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name,
      namespace: 'openshift-machine-config-operator',
      labels: { 'os-updates.openshift.io/release-info': 'true' },
    },
    data: { 'metadata.json': JSON.stringify(metadata) },
  };
}

/** A rendered MachineConfig, as far as the page reads one. */
export const renderedConfig = (name: string, spec: Record<string, unknown>) => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfig',
  metadata: { name },
  spec,
});

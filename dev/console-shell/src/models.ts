import type { K8sModel } from '@openshift-console/dynamic-plugin-sdk';

/** The console's own MachineConfigPool model, for the shell's pool pages. */
export const MachineConfigPoolModel: K8sModel = {
  apiGroup: 'machineconfiguration.openshift.io',
  apiVersion: 'v1',
  kind: 'MachineConfigPool',
  plural: 'machineconfigpools',
  abbr: 'MCP',
  label: 'MachineConfigPool',
  labelPlural: 'MachineConfigPools',
  namespaced: false,
};

import type { WatchK8sResource } from '@openshift-console/dynamic-plugin-sdk';
import { PAGED_COUNT, PAGED_LABEL, PAGED_NAMESPACE } from '../../test-support/sdk-contract-cluster';

/**
 * What the SDK contract asks of a console: the SDK functions and hooks the plugin uses, each
 * on the demo cluster's seeded objects, recorded in a shape that does not depend on timing or
 * minified class names (see describe.ts).
 */
const mcp = { group: 'machineconfiguration.openshift.io', version: 'v1', kind: 'MachineConfigPool' };

export const WATCHES: Record<string, { resource: WatchK8sResource | null; settledAt?: number }> = {
  'no resource': { resource: null },
  'a list': { resource: { groupVersionKind: mcp, isList: true } },
  'a named object': { resource: { groupVersionKind: mcp, name: 'worker' } },
  'a kind the cluster does not serve': {
    resource: { groupVersionKind: { group: 'example.com', version: 'v1', kind: 'Nothing' }, isList: true },
  },
  'metadata only': {
    resource: { groupVersionKind: { version: 'v1', kind: 'Node' }, isList: true, partialMetadata: true },
  },
  'more than one page': {
    resource: {
      groupVersionKind: { version: 'v1', kind: 'ConfigMap' },
      namespace: PAGED_NAMESPACE,
      isList: true,
      selector: { matchLabels: { [PAGED_LABEL]: 'true' } },
    },
    settledAt: PAGED_COUNT,
  },
};

export const ACCESS_REVIEWS = {
  'patch pools': { group: 'machineconfiguration.openshift.io', resource: 'machineconfigpools', verb: 'patch' },
  'delete machine configs': { group: 'machineconfiguration.openshift.io', resource: 'machineconfigs', verb: 'delete' },
} as const;

/** The kinds the plugin links to, as ResourceLink is given them. */
export const LINKS = {
  pool: { groupVersionKind: mcp, name: 'worker' },
  'machine config': {
    groupVersionKind: { group: 'machineconfiguration.openshift.io', version: 'v1', kind: 'MachineConfig' },
    name: '00-worker',
  },
  node: { groupVersionKind: { version: 'v1', kind: 'Node' }, name: 'worker-0' },
  'config map': {
    groupVersionKind: { version: 'v1', kind: 'ConfigMap' },
    name: 'machine-config-osimageurl',
    namespace: 'openshift-machine-config-operator',
  },
} as const;

import type { WatchK8sResource } from '@openshift-console/dynamic-plugin-sdk';
import { canaryRoleLabel, NODE_ROLE_PREFIX } from '../domain/canary/canary-names';
import { NODES_WATCH } from './watches';

/** A pool's machines by their role label, metadata only (a canary's choice and its progress). */
export const roleNodesWatch = (pool: string): WatchK8sResource => ({
  ...NODES_WATCH,
  selector: { matchLabels: { [`${NODE_ROLE_PREFIX}${pool}`]: '' } },
});

/** The machines labelled into a canary, whole (a few: their Ready condition is wanted). */
export const canaryNodesWatch = (parent: string): WatchK8sResource => ({
  groupVersionKind: NODES_WATCH.groupVersionKind,
  isList: true,
  selector: { matchLabels: { [canaryRoleLabel(parent)]: '' } },
});

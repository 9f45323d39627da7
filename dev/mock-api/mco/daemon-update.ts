import { CONFIG_ANNOTATIONS } from '../demo-cluster';
import { IMAGE_ANNOTATIONS } from '../build-controller';
import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import type { KubeObject } from '../store';
import type { Lister } from '../../operators/cluster-api';
import { isEmptyDiff, machineConfigDiff, type MachineConfigSpecForDiff } from './machine-config-diff';

const CONFIGS = RESOURCE_TYPES.find((t) => t.kind === 'MachineConfig') as ResourceType;

const specOf = (store: Lister, name: string | undefined) =>
  name === undefined ? undefined : (store.find(CONFIGS, undefined, name)?.spec as MachineConfigSpecForDiff | undefined);

/**
 * Whether the update the machine is given changes nothing: the daemon compares the two
 * configs (release-4.22 pkg/daemon/update.go newMachineConfigDiff, isEmpty), whatever their
 * names, as between two pools' rendered configs made of the same MachineConfigs. Such an
 * update takes no action: no drain ("Node Drain Not required for this update.") and no reboot.
 */
export function updateChangesNothing(store: Lister, node: KubeObject): boolean {
  const ann = node.metadata.annotations ?? {};
  const desiredImage = ann[IMAGE_ANNOTATIONS.desired];
  if (desiredImage !== undefined && desiredImage !== ann[IMAGE_ANNOTATIONS.current]) return false;
  const current = specOf(store, ann[CONFIG_ANNOTATIONS.current]);
  const desired = specOf(store, ann[CONFIG_ANNOTATIONS.desired]);
  return current !== undefined && desired !== undefined && isEmptyDiff(machineConfigDiff(current, desired));
}

/**
 * Whether the machine reboots to finish the update it is working on: for every change (the
 * forecast, not the demo, tells which changes a policy spares a reboot) and a new image-mode
 * image; never for an update that changes nothing.
 */
export const bootsInto = (store: Lister, node: KubeObject): boolean => !updateChangesNothing(store, node);

import { CONFIG_ANNOTATIONS } from '../demo-cluster';
import { IMAGE_ANNOTATIONS } from '../build-controller';
import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import type { KubeObject, ObjectStore } from '../store';

const CONFIGS = RESOURCE_TYPES.find((t) => t.kind === 'MachineConfig') as ResourceType;

/** A rendered config's content as the daemon compares it: its spec, whatever its name. */
const contentOf = (store: ObjectStore, name: string | undefined) => {
  const mc = name === undefined ? undefined : store.find(CONFIGS, undefined, name);
  return mc && JSON.stringify(mc.spec);
};

/**
 * Whether the machine reboots to finish the update it is working on. The daemon compares
 * the two configs (release-4.22 pkg/daemon/update.go newMachineConfigDiff, isEmpty): an
 * empty diff, as between two pools' rendered configs made of the same MachineConfigs, needs
 * no drain and no reboot. The demo reboots for every other change (the forecast, not the
 * demo, tells which changes a policy spares a reboot) and for a new image-mode image.
 */
export function bootsInto(store: ObjectStore, node: KubeObject): boolean {
  const ann = node.metadata.annotations ?? {};
  const desiredImage = ann[IMAGE_ANNOTATIONS.desired];
  if (desiredImage !== undefined && desiredImage !== ann[IMAGE_ANNOTATIONS.current]) return true;
  const current = contentOf(store, ann[CONFIG_ANNOTATIONS.current]);
  return current === undefined || current !== contentOf(store, ann[CONFIG_ANNOTATIONS.desired]);
}

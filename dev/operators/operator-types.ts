import { RESOURCE_TYPES, type ResourceType } from '../mock-api/resource-types';

const typesOf = (kinds: readonly string[]): ResourceType[] =>
  kinds.map((kind) => {
    const type = RESOURCE_TYPES.find((t) => t.kind === kind);
    if (!type) throw new Error(`no resource type ${kind}`);
    return type;
  });

/**
 * What the simulated node controller and daemons read, as a 4.22 cluster serves it (OSImageStream
 * is a 5.0 API: on 4.22 its informer would find no such resource, and no pool has a stream).
 */
export const KUBE_OPERATOR_TYPES: readonly ResourceType[] = typesOf([
  'MachineConfigPool',
  'Node',
  'MachineConfig',
  'MachineConfigNode',
  'PinnedImageSet',
  'MachineConfiguration',
  'MachineOSConfig',
  'MachineOSBuild',
]);

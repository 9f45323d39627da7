import { createCluster, type ClusterOptions } from '../mock-api/cluster';
import { RESOURCE_TYPES } from '../mock-api/resource-types';
import type { DemoImages } from '../mock-api/demo-images';
import { buildDemoImages } from '../mock-api/demo-images';
import type { SeedObject } from './seed-objects';

/**
 * Kinds a real cluster has of its own or that the demo serves only as answers: the gate's and
 * the MCO's policies are installed as a cluster installs them (`kubectl apply`), and an access
 * review is a question, not an object.
 */
const NOT_SEEDED = new Set([
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'SelfSubjectAccessReview',
]);

/**
 * What the demo's default cluster holds once seeded (its render controller's rendered configs
 * and the MCO's MachineConfigNodes included), as objects to write to a real API server. With a
 * registry, its pull secret and mirrors instead of pre-made release infos, as `npm start` seeds.
 */
export async function demoSeedObjects(
  images?: DemoImages,
  registry?: ClusterOptions['registry'],
): Promise<SeedObject[]> {
  const cluster = createCluster({ stepMs: 0, images: images ?? (await buildDemoImages()), registry });
  return RESOURCE_TYPES.filter((t) => !NOT_SEEDED.has(t.kind)).flatMap((t) =>
    cluster.store.list(t).map((o) => structuredClone(o) as unknown as SeedObject),
  );
}

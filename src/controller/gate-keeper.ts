import { gateKeeperAction, type GateKeeperAction, type SeenPool } from '../domain/pool/gate-keeper';
import type { BuildFacts } from '../domain/image-mode/image-build';
import type { PoolFacts } from '../domain/pool/pool-state';
import { pointerSegment, type PatchOperation } from '../domain/pool/rollout-patch';
import { APPROVED_IMAGE_ANNOTATION, RELEASED_WITHOUT_REVIEW_ANNOTATION } from '../domain/pool/gate-annotations';

const IMAGE = pointerSegment(APPROVED_IMAGE_ANNOTATION);
const RELEASED = pointerSegment(RELEASED_WITHOUT_REVIEW_ANNOTATION);
import { readPoolFacts, type MachineConfigPoolLike } from '../domain/pool/pool-facts';
import { jsonPatch, statusOf, type ClusterClient } from './cluster-client';
import { recordPoolEvent } from './events';
import type { Log } from './log';

export type PoolObject = MachineConfigPoolLike & { readonly metadata?: { readonly uid?: string } };

/**
 * Applies the gate keeper's rule to one pool: pauses it with a patch that applies only
 * while the pool still targets what was decided on (422 otherwise: the next event decides
 * again), then records an Event saying why. Returns the pool's resourceVersion after the
 * patch: until the watch has delivered it, the cached pool is older and must not be acted on.
 */
export async function keepGate(
  client: ClusterClient,
  identity: string,
  pool: PoolObject,
  log: Log,
  targetBuild?: BuildFacts,
  seen?: SeenPool,
): Promise<string | undefined> {
  const facts = readPoolFacts(pool);
  const action = gateKeeperAction(facts, targetBuild, seen);
  const name = pool.metadata?.name;
  if (!action || !name) return undefined;
  let patched: { metadata?: { resourceVersion?: string } };
  try {
    patched = await client.custom.patchClusterCustomObject(
      {
        group: 'machineconfiguration.openshift.io',
        version: 'v1',
        plural: 'machineconfigpools',
        name,
        body: patchOf(action, facts),
      },
      jsonPatch,
    );
  } catch (error) {
    if (statusOf(error) === 422) return undefined; // the target moved meanwhile: decided again on its event
    throw error;
  }
  log('info', { pause: 'paused pool', settle: 'settled approval', mark: 'marked pool' }[action.action], {
    pool: name,
    reason: action.reason,
    message: action.message,
  });
  await recordPoolEvent(client, identity, {
    pool: { name, uid: pool.metadata?.uid },
    type: action.reason === 'ReleasedWithoutReview' ? 'Warning' : 'Normal',
    reason: action.reason,
    message: action.message,
  });
  return patched.metadata?.resourceVersion;
}

/** The patch of an action; each applies only while the pool still is as decided on. */
function patchOf(action: GateKeeperAction, facts: PoolFacts): PatchOperation[] {
  const target: PatchOperation = { op: 'test', path: '/spec/configuration/name', value: action.expectedTarget };
  if (action.action === 'pause') return [target, { op: 'add', path: '/spec/paused', value: true }];
  if (action.action === 'mark')
    return [
      target,
      { op: 'test', path: '/spec/paused', value: false },
      { op: 'add', path: `/metadata/annotations/${RELEASED}`, value: action.expectedTarget },
    ];
  return [
    { op: 'test', path: `/metadata/annotations/${IMAGE}`, value: facts.approvedImage },
    { op: 'remove', path: `/metadata/annotations/${IMAGE}` },
  ];
}

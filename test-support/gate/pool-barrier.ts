import type { KubeClient } from '../kube/kube-client';
import { gated, held, pool, type GateObject } from './gate-policy-cases';
import { pathOf, write } from './write-modes';

/**
 * kube-apiserver judges Node writes against the pools its param informer has seen: a pool
 * created last (a barrier, gated, nothing approved) is seen only after the pools created before
 * it, so once a dry-run hand-out of the barrier's config to `node` is refused (by `policy`'s
 * binding), those pools are there too.
 */
export async function untilPoolsSeen(
  admin: KubeClient,
  tag: string,
  node: GateObject,
  policy = 'os-updates-gated-node-target',
): Promise<void> {
  const barrier = pool(`${tag}-barrier`, gated(), held(`rendered-${tag}-barrier-1b`));
  await admin.ok('POST', '/apis/machineconfiguration.openshift.io/v1/machineconfigpools', barrier);
  const stored = await admin.ok<GateObject>('GET', pathOf(node));
  const handOut = {
    ...stored,
    metadata: {
      ...stored.metadata,
      annotations: {
        ...stored.metadata.annotations,
        'machineconfiguration.openshift.io/desiredConfig': `rendered-${tag}-barrier-1b`,
      },
    },
  };
  for (let i = 0; ; i++) {
    const answer = await write(admin, 'merge-patch', stored, handOut, undefined, 'dryRun=All');
    if (answer.status === 403 && JSON.stringify(answer.body).includes(`'${policy}'`)) return;
    if (i > 1200) throw new Error(`${policy} never saw pool ${barrier.metadata.name}: ${answer.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

import type { V1Lease } from '@kubernetes/client-node';
import { describe, expect, it } from 'vitest';
import type { ClusterClient } from './cluster-client';
import { LeaderElection } from './leader-election';

/** A Lease store with the API server's optimistic concurrency: a write from a stale read is answered 409. */
function leaseApi() {
  let stored: V1Lease | undefined;
  let version = 0;
  const conflict = () => Object.assign(new Error('Conflict'), { code: 409 });
  const keep = (body: V1Lease) => {
    stored = structuredClone({ ...body, metadata: { ...body.metadata, resourceVersion: String(++version) } });
    return structuredClone(stored);
  };
  const coordination = {
    readNamespacedLease: async () => {
      await Promise.resolve();
      if (!stored) throw Object.assign(new Error('NotFound'), { code: 404 });
      return structuredClone(stored);
    },
    createNamespacedLease: async ({ body }: { body: V1Lease }) => {
      await Promise.resolve();
      if (stored) throw conflict();
      return keep(body);
    },
    replaceNamespacedLease: async ({ body }: { body: V1Lease }) => {
      await Promise.resolve();
      if (body.metadata?.resourceVersion !== stored?.metadata?.resourceVersion) throw conflict();
      return keep(body);
    },
  };
  return { client: { coordination } as unknown as ClusterClient, holder: () => stored?.spec?.holderIdentity };
}

const OPTIONS = { namespace: 'os-update-plugin', name: 'os-update-controller', identity: 'replica-a' };

describe('LeaderElection', () => {
  it('a renewal and a reconcile asking at the same moment do not make a replica lose its own lease', async () => {
    const api = leaseApi();
    const said: string[] = [];
    const leader = new LeaderElection(api.client, OPTIONS, (_level, msg) => said.push(msg));

    const answers = await Promise.all([leader.round(), leader.confirm()]);

    expect(answers).toEqual([true, true]);
    expect(api.holder()).toBe('replica-a');
    expect(said).toEqual(['became the leader']);
  });

  it('says when this replica becomes the leader, once, so that its work is scheduled at once', async () => {
    const api = leaseApi();
    let calls = 0;
    const other = new LeaderElection(api.client, { ...OPTIONS, identity: 'replica-b', leaseSeconds: 1 }, () => {});
    const leader = new LeaderElection(api.client, { ...OPTIONS, leaseSeconds: 1, onLeading: () => calls++ }, () => {});

    expect(await other.round()).toBe(true);
    expect(await leader.round()).toBe(false);
    expect(calls).toBe(0);
    // The other replica is gone: once its lease has expired this one takes it.
    await new Promise((r) => setTimeout(r, 1100));
    expect(await leader.round()).toBe(true);
    expect(await leader.round()).toBe(true);
    expect(calls).toBe(1);
    expect(api.holder()).toBe('replica-a');
  });
});

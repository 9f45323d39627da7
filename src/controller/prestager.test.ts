import * as k8s from '@kubernetes/client-node';
import { describe, expect, it } from 'vitest';
import { APPROVED_CONFIG_ANNOTATION } from '../domain/pool/gate-annotations';
import type { ClusterClient } from './cluster-client';
import { Prestager } from './prestager';

const IMAGE = `quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:${'a'.repeat(64)}`;
const RUNNING = `quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:${'0'.repeat(64)}`;

/** A pool whose approved rollout runs: its machines should pull the target's image now. */
const rollingOut = {
  metadata: { name: 'worker', uid: 'uid-worker', annotations: { [APPROVED_CONFIG_ANNOTATION]: 'rendered-worker-b' } },
  spec: { paused: false, configuration: { name: 'rendered-worker-b' } },
  status: { configuration: { name: 'rendered-worker-a' }, machineCount: 3, updatedMachineCount: 0 },
};

/** The API calls the Prestager makes; `create` answers as the API server would. */
function fakeCluster(
  create: () => void,
  imagesOf: (config: string) => string[] = (c) => [c.endsWith('-b') ? IMAGE : RUNNING],
) {
  const events: { reason?: string; message?: string }[] = [];
  const poolPatches: unknown[] = [];
  const client = {
    kc: new k8s.KubeConfig(),
    custom: {
      createClusterCustomObject: async () => create(),
      patchClusterCustomObject: async ({ plural, body }: { plural: string; body: unknown }) => {
        if (plural === 'machineconfigpools') poolPatches.push(body);
        return { metadata: { resourceVersion: '7' } };
      },
    },
    core: {
      createNamespacedEvent: async ({ body }: { body: { reason?: string; message?: string } }) => {
        events.push(body);
      },
    },
  } as unknown as ClusterClient;
  const prestager = new Prestager(client, {
    identity: 'replica-a',
    log: () => {},
    images: async (config) => imagesOf(config),
  });
  return { prestager, events, poolPatches };
}

describe('Prestager', () => {
  it('makes the set of the approved image, lists it on the pool and says so once', async () => {
    const cluster = fakeCluster(() => {});

    expect(await cluster.prestager.reconcile(rollingOut)).toBe('7');

    expect(cluster.events.map((e) => e.reason)).toEqual(['PrePullingApprovedImage']);
    expect(cluster.events[0]?.message).toContain(IMAGE);
    expect(cluster.poolPatches).toEqual([
      [{ op: 'add', path: '/spec/pinnedImageSets', value: [{ name: 'os-update-prestage-worker' }] }],
    ]);
  });

  it('a configuration-only approval (the same OS image) pulls nothing and says nothing of a pull', async () => {
    const cluster = fakeCluster(
      () => {
        throw new Error('no set is made for images the machines run');
      },
      () => [IMAGE],
    );

    expect(await cluster.prestager.reconcile(rollingOut)).toBeUndefined();

    expect(cluster.events).toEqual([]);
    expect(cluster.poolPatches).toEqual([]);
  });

  it('another replica made the set first (409): the pool still lists it, and only that replica said so', async () => {
    const cluster = fakeCluster(() => {
      throw Object.assign(new Error('AlreadyExists'), { code: 409 });
    });

    expect(await cluster.prestager.reconcile(rollingOut)).toBe('7');

    expect(cluster.events).toEqual([]);
    expect(cluster.poolPatches).toHaveLength(1);
  });
});

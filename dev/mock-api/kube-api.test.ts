import { describe, expect, it } from 'vitest';
import { demoKube } from './kube-call';

const { cluster, call } = await demoKube();
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';

describe('the demo API server', () => {
  it('serves discovery', () => {
    expect(call({ path: '/apis' }).body).toMatchObject({
      kind: 'APIGroupList',
      groups: expect.arrayContaining([expect.objectContaining({ name: 'machineconfiguration.openshift.io' })]),
    });
    expect(call({ path: '/apis/machineconfiguration.openshift.io/v1' }).body).toMatchObject({
      resources: expect.arrayContaining([
        expect.objectContaining({ name: 'machineconfigpools', shortNames: ['mcp'], kind: 'MachineConfigPool' }),
      ]),
    });
  });

  it('lists with label selectors, set-based included', () => {
    const list = (selector: string) =>
      (
        call({ path: '/api/v1/nodes', query: new URLSearchParams({ labelSelector: selector }) }).body as {
          items: { metadata: { name: string } }[];
        }
      ).items.map((n) => n.metadata.name);
    expect(list('node-role.kubernetes.io/infra')).toEqual(['infra-0', 'infra-1']);
    expect(list('kubernetes.io/hostname in (master-0,worker-5)')).toEqual(['master-0', 'worker-5']);
    expect(list('!node-role.kubernetes.io/worker,!node-role.kubernetes.io/master')).toEqual(['infra-0', 'infra-1']);
    expect(call({ path: '/api/v1/nodes', query: new URLSearchParams({ labelSelector: 'a in (b' }) }).status).toBe(400);
  });

  it('moves resourceVersion on every write and generation on spec changes only', () => {
    const before = call({ path: `${POOLS}/infra` }).body as {
      metadata: { resourceVersion: string; generation: number };
    };
    const labelled = call({
      method: 'PATCH',
      path: `${POOLS}/infra`,
      contentType: 'application/merge-patch+json',
      body: '{"metadata":{"labels":{"a":"b"}}}',
    }).body as typeof before;
    expect(Number(labelled.metadata.resourceVersion)).toBeGreaterThan(Number(before.metadata.resourceVersion));
    expect(labelled.metadata.generation).toBe(before.metadata.generation);
    const paused = call({
      method: 'PATCH',
      path: `${POOLS}/infra`,
      contentType: 'application/merge-patch+json',
      body: '{"spec":{"maxUnavailable":2}}',
    }).body as typeof before;
    expect(paused.metadata.generation).toBe(before.metadata.generation + 1);
  });

  it('answers errors as Status objects', () => {
    expect(call({ path: `${POOLS}/nope` })).toEqual({
      status: 404,
      body: expect.objectContaining({
        kind: 'Status',
        reason: 'NotFound',
        message: 'machineconfigpools.machineconfiguration.openshift.io "nope" not found',
      }),
    });
    expect(
      call({ method: 'PATCH', path: `${POOLS}/infra`, contentType: 'application/json-patch+json', body: 'not json' })
        .status,
    ).toBe(400);
    expect(
      call({
        method: 'PATCH',
        path: `${POOLS}/infra`,
        contentType: 'application/json-patch+json',
        body: '[{"op":"replace","path":"/spec/nothing/here","value":1}]',
      }).status,
    ).toBe(422);
    expect(call({ method: 'PATCH', path: `${POOLS}/infra`, contentType: 'text/plain', body: '{}' }).status).toBe(415);
    expect(
      call({
        method: 'PUT',
        path: `${POOLS}/infra`,
        body: JSON.stringify({ metadata: { name: 'infra', resourceVersion: '1' } }),
      }).status,
    ).toBe(409);
  });

  it('answers a metadata-only list as the API server does (PartialObjectMetadataList)', () => {
    const { body } = call({
      path: '/api/v1/nodes',
      accept: 'application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json',
    }) as { body: { kind: string; items: { kind: string; metadata: { name: string }; status?: unknown }[] } };
    expect(body.kind).toBe('PartialObjectMetadataList');
    expect(body.items.length).toBe(11);
    expect(body.items[0]).toMatchObject({ kind: 'PartialObjectMetadata', metadata: { name: 'infra-0' } });
    expect(body.items[0]).not.toHaveProperty('status');
  });

  it('pages a list with limit and continue: each page at the version of the first page, a change meanwhile seen as it is now', () => {
    const page = (query: string) =>
      call({ path: '/api/v1/nodes', query: new URLSearchParams(query) }).body as {
        metadata: { continue?: string; remainingItemCount?: number; resourceVersion: string };
        items: { metadata: { name: string; labels: Record<string, string> } }[];
      };
    const first = page('limit=5');
    expect(first.items.map((n) => n.metadata.name)).toEqual(['infra-0', 'infra-1', 'master-0', 'master-1', 'master-2']);
    expect(first.metadata.remainingItemCount).toBe(6);
    call({
      method: 'PATCH',
      path: '/api/v1/nodes/worker-0',
      contentType: 'application/merge-patch+json',
      body: '{"metadata":{"labels":{"x":"y"}}}',
    });
    const second = page(`limit=5&continue=${first.metadata.continue}`);
    expect(second.metadata.resourceVersion).toBe(first.metadata.resourceVersion);
    expect(second.items[0]?.metadata).toMatchObject({ name: 'worker-0', labels: { x: 'y' } });
    const last = page(`limit=5&continue=${second.metadata.continue}`);
    expect(last.items.map((n) => n.metadata.name)).toEqual(['worker-5']);
    expect(last.metadata.continue).toBeUndefined();

    // Once the history before the token is gone, the token is too old.
    cluster.store.restartWatches();
    const expired = call({
      path: '/api/v1/nodes',
      query: new URLSearchParams(`limit=5&continue=${first.metadata.continue}`),
    });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ reason: 'Expired' });
  });

  it('pages a Table as kubectl asks for it (500 rows a chunk), with the continue token', () => {
    const table = call({
      path: '/api/v1/nodes',
      query: new URLSearchParams('limit=4'),
      accept: 'application/json;as=Table;v=v1;g=meta.k8s.io,application/json',
    }).body as { metadata: { continue?: string }; rows: unknown[] };
    expect(table.rows).toHaveLength(4);
    expect(table.metadata.continue).toEqual(expect.any(String));
  });
});

import { HttpError, k8sGet, k8sListItems } from '@openshift-console/dynamic-plugin-sdk';
import { describe, expect, it, vi } from 'vitest';
import { listReleaseInfoConfigMaps } from './api';

const getMock = k8sGet as unknown as ReturnType<typeof vi.fn>;
const listMock = k8sListItems as unknown as ReturnType<typeof vi.fn>;

describe('listReleaseInfoConfigMaps', () => {
  it('asks for rhcos-release-info until it is found missing once, then lists only the labelled ones', async () => {
    listMock.mockReset().mockResolvedValue([{ metadata: { name: 'os-release-info-a' } }]);
    getMock.mockReset().mockRejectedValue(new HttpError('not found', 404));
    expect((await listReleaseInfoConfigMaps()).map((c) => c.metadata?.name)).toEqual(['os-release-info-a']);
    expect((await listReleaseInfoConfigMaps()).map((c) => c.metadata?.name)).toEqual(['os-release-info-a']);
    await listReleaseInfoConfigMaps();
    expect(getMock).toHaveBeenCalledTimes(1);
    expect(listMock).toHaveBeenCalledTimes(3);
  });
});

describe('reads that may find nothing', () => {
  it('give a value, never undefined, for a missing Lease or ConfigMap (react-query rejects undefined data)', async () => {
    const { getControllerLease, getOsImageUrlConfigMap } = await import('./api');
    getMock.mockReset().mockRejectedValue(new HttpError('not found', 404));
    expect(await getControllerLease()).toBe('none');
    expect(await getOsImageUrlConfigMap()).toBeNull();
    getMock.mockReset().mockRejectedValue(new HttpError('forbidden', 403));
    expect(await getControllerLease()).toBe('forbidden');
  });
});

describe('nodes', () => {
  it("are watched as metadata only, the architecture read from the kubelet's label", async () => {
    const { NODES_WATCH } = await import('./watches');
    const { nodeFacts } = await import('./pool-facts');
    expect(NODES_WATCH).toMatchObject({
      groupVersionKind: { version: 'v1', kind: 'Node' },
      isList: true,
      partialMetadata: true,
    });
    const node = { metadata: { name: 'w-0', labels: { 'kubernetes.io/arch': 'arm64' }, annotations: {} } };
    expect(nodeFacts(node).architecture).toBe('arm64');
  });
});

// Last: it loads the module afresh (its memory of the old name), and the SDK mock with it.
describe('withLegacyReleaseInfo', () => {
  it('keeps the watched ConfigMaps when rhcos-release-info cannot be read for a moment, with what was read of it', async () => {
    vi.resetModules();
    const sdk = await import('@openshift-console/dynamic-plugin-sdk');
    const { withLegacyReleaseInfo } = await import('./api');
    const get = sdk.k8sGet as unknown as ReturnType<typeof vi.fn>;
    const names = (cms: readonly { metadata?: { name?: string } }[]) => cms.map((c) => c.metadata?.name);
    get
      .mockReset()
      .mockResolvedValueOnce({ metadata: { name: 'rhcos-release-info' } })
      .mockRejectedValueOnce(new sdk.HttpError('Bad Gateway', 502));
    const watched = [{ metadata: { name: 'os-release-info-a' } }];
    expect(names(await withLegacyReleaseInfo(watched))).toEqual(['os-release-info-a', 'rhcos-release-info']);
    // The next watch event arrives while the old name's read fails: the new one is not lost.
    const more = [...watched, { metadata: { name: 'os-release-info-b' } }];
    expect(names(await withLegacyReleaseInfo(more))).toEqual([
      'os-release-info-a',
      'os-release-info-b',
      'rhcos-release-info',
    ]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});

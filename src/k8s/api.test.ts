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

describe('listNodes', () => {
  it("asks for the nodes' metadata only, and reads the architecture from the kubelet's label", async () => {
    const { listNodes } = await import('./api');
    const { nodeFacts } = await import('./pool-facts');
    listMock.mockReset().mockResolvedValue([
      { metadata: { name: 'w-0', labels: { 'kubernetes.io/arch': 'arm64' }, annotations: {} } },
    ]);
    const [node] = await listNodes({ 'node-role.kubernetes.io/worker': '' });
    expect(listMock.mock.calls[0]?.[0].requestInit.headers.Accept).toMatch(
      /^application\/json;as=PartialObjectMetadataList;g=meta\.k8s\.io;v=v1/,
    );
    expect(nodeFacts(node!).architecture).toBe('arm64');
  });
});

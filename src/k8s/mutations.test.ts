import { HttpError, k8sPatch } from '@openshift-console/dynamic-plugin-sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { approvePool, holdPool, resumePool } from './mutations';
import { MachineConfigPoolModel } from './models';
import { classifyPatchError } from './patch-errors';

const pool = {
  metadata: { name: 'worker', annotations: { a: 'b' } },
  spec: { paused: true, configuration: { name: 'rendered-worker-new' } },
};
const patchMock = k8sPatch as unknown as ReturnType<typeof vi.fn>;

beforeEach(() => patchMock.mockReset().mockResolvedValue(pool));

describe('approvePool', () => {
  it('sends the gate patch for exactly the reviewed target', async () => {
    await approvePool({ pool, reviewedTarget: 'rendered-worker-new', reviewEachUpdate: false });
    expect(patchMock).toHaveBeenCalledTimes(1);
    expect(patchMock).toHaveBeenCalledWith({
      model: MachineConfigPoolModel,
      resource: pool,
      data: [
        { op: 'test', path: '/spec/paused', value: true },
        { op: 'test', path: '/spec/configuration/name', value: 'rendered-worker-new' },
        { op: 'replace', path: '/spec/paused', value: false },
        {
          op: 'add',
          path: '/metadata/annotations/os-updates.openshift.io~1approved-config',
          value: 'rendered-worker-new',
        },
      ],
    });
  });

  it('holds by pausing', async () => {
    await holdPool(pool);
    expect(patchMock.mock.calls[0]?.[0].data).toEqual([{ op: 'add', path: '/spec/paused', value: true }]);
  });

  it('records "review each update" with the approval', async () => {
    await approvePool({ pool, reviewedTarget: 'rendered-worker-new', reviewEachUpdate: true });
    expect(patchMock.mock.calls[0]?.[0].data[4]).toEqual({
      op: 'add',
      path: '/metadata/annotations/os-updates.openshift.io~1gate',
      value: 'review-each-update',
    });
  });

  it('resumes only the config the pool targets now', async () => {
    await resumePool(pool);
    expect(patchMock.mock.calls[0]?.[0].data[1]).toEqual({
      op: 'test',
      path: '/spec/configuration/name',
      value: 'rendered-worker-new',
    });
  });
});

describe('classifyPatchError', () => {
  const status = (code: number, message: string) =>
    new HttpError(message, code, undefined, { kind: 'Status', code, message });

  it('reads 422 and 409 as "the target moved, nothing changed"', () => {
    expect(classifyPatchError(status(422, 'testing value /spec/configuration/name failed'))).toEqual({
      kind: 'moved',
      code: 422,
      message: 'testing value /spec/configuration/name failed',
    });
    expect(classifyPatchError(status(409, 'the object has been modified'))).toMatchObject({ kind: 'moved', code: 409 });
  });

  it('reads 403 as a missing permission', () => {
    expect(classifyPatchError(status(403, 'User "viewer" cannot patch resource "machineconfigpools"'))).toMatchObject({
      kind: 'forbidden',
      message: expect.stringContaining('cannot patch'),
    });
  });

  it('reads 5xx and network failures as an unknown outcome', () => {
    expect(classifyPatchError(status(500, 'etcd timeout'))).toMatchObject({ kind: 'unknown', code: 500 });
    expect(classifyPatchError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'unknown',
      code: undefined,
      message: 'Failed to fetch',
    });
  });
});

import { HttpError, k8sCreate, k8sDelete, k8sPatch } from '@openshift-console/dynamic-plugin-sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { approvePool, createPin, deletePin, holdPool, resumePool } from './mutations';
import { MachineConfigModel, MachineConfigPoolModel } from './models';
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

describe('pins', () => {
  const createMock = k8sCreate as unknown as ReturnType<typeof vi.fn>;
  const deleteMock = k8sDelete as unknown as ReturnType<typeof vi.fn>;
  const role = 'machineconfiguration.openshift.io/role';
  const worker = {
    metadata: { name: 'worker' },
    spec: { machineConfigSelector: { matchLabels: { [role]: 'worker' } } },
  };
  const image = `quay.io/x/os@sha256:${'c'.repeat(64)}`;

  it("creates the pool's pin MachineConfig with the reviewed digest", async () => {
    createMock.mockReset().mockResolvedValue({});
    await createPin({ pool: worker, image });
    expect(createMock).toHaveBeenCalledWith({
      model: MachineConfigModel,
      data: {
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineConfig',
        metadata: {
          name: '99-worker-os-update-pin',
          labels: { [role]: 'worker', 'os-updates.openshift.io/pin': 'worker' },
        },
        spec: { osImageURL: image },
      },
    });
  });

  it('sends nothing for an image named by tag', async () => {
    createMock.mockReset();
    await expect(createPin({ pool: worker, image: 'quay.io/x/os:latest' })).rejects.toThrow(/names no digest/);
    expect(createMock).not.toHaveBeenCalled();
  });

  it('deletes only the pin that was reviewed (uid and resourceVersion preconditions)', async () => {
    deleteMock.mockReset().mockResolvedValue({});
    await deletePin({ name: '99-worker-os-update-pin', uid: 'u-1', resourceVersion: '42' });
    expect(deleteMock.mock.calls[0]?.[0].json).toEqual({
      kind: 'DeleteOptions',
      apiVersion: 'v1',
      preconditions: { uid: 'u-1', resourceVersion: '42' },
    });
  });
});

describe('classifyPatchError', () => {
  const status = (code: number, message: string) =>
    new HttpError(message, code, undefined, { kind: 'Status', code, message });

  it('reads 422 and 409 as "the target moved, nothing changed"', () => {
    // kube-apiserver's words for a failed `test`: they do not say which.
    const failedTest = 'the server rejected our request due to an error in our request';
    expect(classifyPatchError(status(422, failedTest))).toEqual({ kind: 'moved', code: 422, message: failedTest });
    expect(classifyPatchError(status(409, 'the object has been modified'))).toMatchObject({ kind: 'moved', code: 409 });
  });

  it('reads 403 as a missing permission', () => {
    expect(classifyPatchError(status(403, 'User "viewer" cannot patch resource "machineconfigpools"'))).toMatchObject({
      kind: 'forbidden',
      message: expect.stringContaining('cannot patch'),
    });
  });

  it("tells an admission policy's refusal from a missing permission and from a moved target", () => {
    const said = 'MachineConfigPool worker is held for review in OS updates';
    // kube-apiserver's own words (admission.NewForbidden): the resource and name first.
    const gate = `machineconfigpools.machineconfiguration.openshift.io "worker" is forbidden: ValidatingAdmissionPolicy 'os-updates-held-pool-unpause' with binding 'os-updates-held-pool-unpause' denied request: ${said}`;
    expect(classifyPatchError(status(403, gate))).toEqual({
      kind: 'policy',
      code: 403,
      message: gate,
      policy: 'os-updates-held-pool-unpause',
      gate: true,
      reason: said,
    });
    const other = `configmaps "a" is forbidden: ValidatingAdmissionPolicy 'p' with binding 'b' denied request: failed expression: x`;
    expect(classifyPatchError(status(422, other))).toMatchObject({
      kind: 'policy',
      code: 422,
      policy: 'p',
      gate: false,
    });
    const unbound = "ValidatingAdmissionPolicy 'p' denied request: no"; // without the preamble, without a binding
    expect(classifyPatchError(status(403, unbound))).toMatchObject({ kind: 'policy', policy: 'p', reason: 'no' });
    expect(classifyPatchError(status(403, 'nodes "a" is forbidden: User "x" cannot patch'))).toMatchObject({
      kind: 'forbidden',
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

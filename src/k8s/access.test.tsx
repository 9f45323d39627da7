// @vitest-environment jsdom
import { useAccessReview } from '@openshift-console/dynamic-plugin-sdk';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleState } from '../test-support/console-store-mock';
import { useMachineConfigAccess, usePoolPatchAccess } from './access';

const review = vi.mocked(useAccessReview);
const VIEWER = { kind: 'User', name: 'viewer', subprotocols: ['Impersonate-User.dmlld2Vy'] };

afterEach(() => {
  setConsoleState({ sdkCore: {} });
  review.mockClear();
});

describe('access reviews', () => {
  it('ask for the user themselves when the console impersonates nobody', () => {
    renderHook(() => usePoolPatchAccess());
    expect(review).toHaveBeenLastCalledWith(
      { group: 'machineconfiguration.openshift.io', resource: 'machineconfigpools', verb: 'patch' },
      undefined,
    );
  });

  it("ask for whoever the console impersonates, from the console's store", () => {
    setConsoleState({ sdkCore: { impersonate: VIEWER } });
    renderHook(() => usePoolPatchAccess());
    expect(review).toHaveBeenLastCalledWith(expect.objectContaining({ verb: 'patch' }), VIEWER);
    renderHook(() => useMachineConfigAccess('create'));
    expect(review).toHaveBeenLastCalledWith(
      { group: 'machineconfiguration.openshift.io', resource: 'machineconfigs', verb: 'create' },
      VIEWER,
    );
  });

  it('follow the impersonation when it changes, without a reload', () => {
    const { rerender } = renderHook(() => usePoolPatchAccess());
    setConsoleState({ sdkCore: { impersonate: VIEWER } });
    rerender();
    expect(review).toHaveBeenLastCalledWith(expect.objectContaining({ verb: 'patch' }), VIEWER);
  });
});

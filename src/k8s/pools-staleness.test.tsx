// @vitest-environment jsdom
import { useK8sWatchResource } from '@openshift-console/dynamic-plugin-sdk';
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePoolsStaleness } from './watches';

const watch = vi.mocked(useK8sWatchResource);
const answer = (loadError: unknown) =>
  watch.mockImplementation((() => [[], true, loadError]) as unknown as typeof useK8sWatchResource);

afterEach(() => act(() => onlineManager.setOnline(true)));

describe('usePoolsStaleness', () => {
  it("takes the console's '' (its reducer's 'no error') as live pools", () => {
    answer('');
    expect(renderHook(() => usePoolsStaleness()).result.current).toBeUndefined();
  });

  it('takes undefined (a watch not started yet) as live pools', () => {
    answer(undefined);
    expect(renderHook(() => usePoolsStaleness()).result.current).toBeUndefined();
  });

  it("reports the watch's error when it failed", () => {
    const failure = Object.assign(new Error('the server is currently unable to handle the request'), { code: 503 });
    answer(failure);
    expect(renderHook(() => usePoolsStaleness()).result.current).toBe(failure);
  });

  it('reports the pools stale while the browser is offline, whatever the watch says', () => {
    answer('');
    const { result } = renderHook(() => usePoolsStaleness());
    act(() => onlineManager.setOnline(false));
    expect(result.current).toBeInstanceOf(Error);
  });
});

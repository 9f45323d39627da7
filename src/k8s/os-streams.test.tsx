// @vitest-environment jsdom
import { useK8sWatchResource, type WatchK8sResource } from '@openshift-console/dynamic-plugin-sdk';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OS_IMAGE_STREAM_V1ALPHA1_WATCH, OS_IMAGE_STREAM_V1_WATCH, useOSStreams } from './os-streams';

const watch = vi.mocked(useK8sWatchResource);
const asked: (WatchK8sResource | null)[] = [];
let answers: Map<WatchK8sResource, [unknown, boolean, unknown]>;

const image = (c: string) => `quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:${c.repeat(64)}`;
const cluster = {
  metadata: { name: 'cluster' },
  status: {
    defaultStream: 'rhel-9',
    availableStreams: [
      { name: 'rhel-9', osImage: image('a') },
      { name: 'rhel-10', osImage: image('b') },
    ],
  },
};
const notFound = { response: { status: 404 }, message: 'not found' };

beforeEach(() => {
  asked.length = 0;
  answers = new Map();
  watch.mockImplementation(((resource: WatchK8sResource | null) => {
    asked.push(resource);
    return (resource && answers.get(resource)) ?? [undefined, false, ''];
  }) as typeof useK8sWatchResource);
});

describe('useOSStreams', () => {
  it("reads 5.0's v1 OSImageStream and asks for nothing else", () => {
    answers.set(OS_IMAGE_STREAM_V1_WATCH, [cluster, true, '']);
    const { result } = renderHook(() => useOSStreams());
    expect(result.current?.streams.map((s) => s.name)).toEqual(['rhel-9', 'rhel-10']);
    expect(result.current?.defaultStream).toBe('rhel-9');
    expect(asked).not.toContain(OS_IMAGE_STREAM_V1ALPHA1_WATCH);
  });

  it("falls back to 4.22's TechPreview v1alpha1 when v1 is not served", () => {
    answers.set(OS_IMAGE_STREAM_V1_WATCH, [undefined, false, notFound]);
    answers.set(OS_IMAGE_STREAM_V1ALPHA1_WATCH, [cluster, true, '']);
    const { result } = renderHook(() => useOSStreams());
    expect(result.current?.streams.map((s) => s.digest)).toEqual([
      `sha256:${'a'.repeat(64)}`,
      `sha256:${'b'.repeat(64)}`,
    ]);
  });

  it('has nothing on a cluster with neither (4.22 by default), nor while v1 is loading', () => {
    answers.set(OS_IMAGE_STREAM_V1_WATCH, [undefined, false, notFound]);
    answers.set(OS_IMAGE_STREAM_V1ALPHA1_WATCH, [undefined, false, notFound]);
    expect(renderHook(() => useOSStreams()).result.current).toBeUndefined();
    answers.clear();
    expect(renderHook(() => useOSStreams()).result.current).toBeUndefined();
  });
});

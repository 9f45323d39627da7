import { consoleFetch } from '@openshift-console/dynamic-plugin-sdk';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clusterClockQuery, readClusterClockOffset } from './cluster-clock';

const fetchMock = consoleFetch as unknown as ReturnType<typeof vi.fn>;
const answer = (headers: Record<string, string>) => new Response('{"major":"1","minor":"35"}', { headers });

afterEach(() => {
  fetchMock.mockReset();
  vi.useRealTimers();
});

describe("the cluster's clock", () => {
  it("reads how far the cluster is ahead from the API server's Date header", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-03T10:00:00.000Z'), toFake: ['Date'] });
    const response = answer({ Date: 'Thu, 03 Dec 2026 10:10:00 GMT' });
    fetchMock.mockResolvedValueOnce(response);
    await expect(readClusterClockOffset()).resolves.toBe(10 * 60_000 + 500);
    expect(fetchMock).toHaveBeenCalledWith('/api/kubernetes/version');
    // Read to its end: an unread body keeps the request open (the page never goes idle).
    expect(response.bodyUsed).toBe(true);
  });

  it("is the browser's clock (offset 0) when the answer has no Date or none comes", async () => {
    fetchMock.mockResolvedValueOnce(answer({}));
    await expect(readClusterClockOffset()).resolves.toBe(0);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const client = new QueryClient();
    await expect(client.fetchQuery(clusterClockQuery())).resolves.toBe(0);
  });
});

// @vitest-environment jsdom
import { HttpError, k8sGet, k8sListItems } from '@openshift-console/dynamic-plugin-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { englishI18n } from '../../test-support/english-i18n';
import { DIGEST_A, DIGEST_B } from '../../test-support/release-info-samples';
import { WhyUpdate } from './WhyUpdate';

const english = englishI18n();
beforeAll(() => english.ready);

const IMAGE = 'quay.io/openshift-release-dev/ocp-v4.0-art-dev';
const info = (digest: string): ReleaseInfo => ({
  source: 'test',
  osImageUrl: `${IMAGE}@${digest}`,
  digest,
  arch: 'x86_64',
  advisories: [],
});
const OTHER = `sha256:${'c'.repeat(64)}`;

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <english.wrapper>{children}</english.wrapper>
  </QueryClientProvider>
);
const event = (from: string, to: string, error: string, lastTimestamp = '2026-12-04T06:00:00Z') => ({
  metadata: { name: `edge.${lastTimestamp}`, namespace: 'default' },
  reason: 'ChangelogUnavailable',
  lastTimestamp,
  message: `cannot publish the changelogs from ${IMAGE}@${from} to ${IMAGE}@${to} (x86_64): ${error}`,
});

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Not published: the controller's part 0 is not there.
  vi.mocked(k8sGet).mockRejectedValue(new HttpError('not found', 404));
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.mocked(k8sListItems).mockReset();
});

describe('WhyUpdate with no changelogs published', () => {
  it('says the controller has not read both images yet when it reported no failure for the pair', async () => {
    vi.mocked(k8sListItems).mockResolvedValue([event(DIGEST_A, OTHER, 'another pair')]);
    render(<WhyUpdate current={info(DIGEST_A)} target={info(DIGEST_B)} />, { wrapper });
    expect((await screen.findByText(/No changelogs yet/)).textContent).toContain('once it has read both images');
    expect(document.querySelector('[data-test="review-changelogs-failed"]')).toBeNull();
  });

  it("says why when the controller's latest Event about this pair is a failure", async () => {
    vi.mocked(k8sListItems).mockResolvedValue([
      event(DIGEST_A, DIGEST_B, 'no rpm database', '2026-12-04T05:00:00Z'),
      event(DIGEST_A, DIGEST_B, 'registry unreachable', '2026-12-04T06:00:00Z'),
    ]);
    render(<WhyUpdate current={info(DIGEST_A)} target={info(DIGEST_B)} />, { wrapper });
    const failed = await screen.findByText(/could not publish them/);
    expect(failed.closest('[data-test="review-changelogs-failed"]')).not.toBeNull();
    expect(failed.textContent).toContain('registry unreachable');
    expect(screen.queryByText(/No changelogs yet/)).toBeNull();
    expect(vi.mocked(k8sListItems).mock.calls[0]?.[0].queryParams).toMatchObject({
      ns: 'default',
      fieldSelector: 'reason=ChangelogUnavailable',
    });
  });
});

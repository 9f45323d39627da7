import { describe, expect, it } from 'vitest';
import {
  advisoriesMarkdown,
  MAX_PUBLISHED_BYTES,
  parsePublishedAdvisories,
  publishedAdvisories,
  publishedToJson,
} from './published-advisories';

const rating = {
  severity: 'Critical' as const,
  cvss: { score: 9.8, vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H' },
  advisories: [{ id: 'RHSA-2024:8140', url: 'https://access.redhat.com/errata/RHSA-2024:8140' }],
};
const pair = {
  product: 'cpe:/o:redhat:enterprise_linux:9',
  ratings: new Map([['CVE-2024-47674', rating]]),
  stillOpen: [{ id: 'CVE-2024-7777', package: 'glib2', severity: 'Moderate' as const }],
};

describe('the ratings the controller publishes for an image pair', () => {
  it('round-trip through the ConfigMap, and export in DESIGN section 7’s shape and in Markdown', () => {
    const published = publishedAdvisories('a@sha256:1', 'b@sha256:2', 'x86_64', pair);
    expect(parsePublishedAdvisories(JSON.stringify(published), 'cm')).toEqual(published);
    expect(publishedToJson(published)).toEqual({
      ratings: { 'CVE-2024-47674': { severity: 'Critical', cvss: 9.8, advisories: ['RHSA-2024:8140'] } },
      stillOpen: [{ id: 'CVE-2024-7777', package: 'glib2', severity: 'Moderate' }],
    });
    expect(advisoriesMarkdown(published)).toContain(
      '- CVE-2024-47674: Critical, CVSS 9.8 (CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H), fixed by [RHSA-2024:8140](https://access.redhat.com/errata/RHSA-2024:8140)',
    );
    expect(advisoriesMarkdown(published)).toContain('- CVE-2024-7777 in glib2: Moderate');
  });

  it('fit a ConfigMap: the least serious open CVEs are left out and counted, the fixes kept whole', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      id: `CVE-2024-${10000 + i}`,
      package: `package-with-a-long-name-${i}`,
      severity: (i < 10 ? 'Important' : 'Low') as 'Important' | 'Low',
    }));
    const published = publishedAdvisories('a', 'b', 'x86_64', { ...pair, stillOpen: many });
    expect(JSON.stringify(published).length).toBeLessThanOrEqual(MAX_PUBLISHED_BYTES);
    expect(published.ratings).toHaveLength(1);
    expect(published.stillOpen.slice(0, 10).every((o) => o.severity === 'Important')).toBe(true);
    expect(published.stillOpenLeftOut).toBe(20_000 - published.stillOpen.length);
    expect(published.stillOpenLeftOut).toBeGreaterThan(0);
  });

  it('names the ConfigMap and the field of a malformed one', () => {
    expect(() => parsePublishedAdvisories('{"from":"a"}', 'ConfigMap os-update-plugin/x')).toThrow(
      /^ConfigMap os-update-plugin\/x: to: /,
    );
    expect(() => parsePublishedAdvisories('nope', 'ConfigMap os-update-plugin/x')).toThrow(
      'ConfigMap os-update-plugin/x: advisories.json is not JSON',
    );
  });
});

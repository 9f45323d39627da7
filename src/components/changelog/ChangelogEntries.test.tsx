// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n } from '../../test-support/english-i18n';
import { ChangelogId, type CveRating } from './ChangelogEntries';

const { ready, wrapper } = englishI18n();
beforeAll(() => ready);
afterEach(cleanup);

const rating = (severity: CveRating['severity'], score?: number): CveRating => ({
  id: 'CVE-2024-1',
  severity,
  cvss: score === undefined ? null : { score, vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H' },
  advisories: [],
});
const chip = (text: string) => screen.getByText(text).closest('.pf-v6-c-label') as HTMLElement;

describe('ChangelogId', () => {
  it('a rated CVE says its rating and CVSS score, in the rating’s own colour', () => {
    render(<ChangelogId id="CVE-2024-1" rating={rating('Critical', 9.8)} />, { wrapper });
    expect(chip('CVE-2024-1 · Critical · CVSS 9.8').className).toContain('pf-m-red');
  });

  it('a still-open CVE rated Important is orange-red, never the Moderate orange', () => {
    render(<ChangelogId id="CVE-2024-2" severity="Important" />, { wrapper });
    const label = chip('CVE-2024-2 · Important');
    expect(label.className).toContain('pf-m-orangered');
    expect(label.className).not.toMatch(/pf-m-orange(\s|$)/);
  });

  it('an unrated CVE borrows no rating’s colour', () => {
    render(<ChangelogId id="CVE-2024-3" />, { wrapper });
    expect(chip('CVE-2024-3').className).not.toMatch(/pf-m-(red|orangered|orange)(\s|$)/);
  });
});

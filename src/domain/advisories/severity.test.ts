import { describe, expect, it } from 'vitest';
import { worstFirst } from './severity';

describe('worstFirst', () => {
  it('orders by rating, then by CVSS score, unrated last', () => {
    const ratings = new Map([
      ['CVE-1', { severity: 'Moderate' as const, cvss: { score: 5.5 } }],
      ['CVE-2', { severity: 'Critical' as const, cvss: { score: 9.1 } }],
      ['CVE-3', { severity: 'Critical' as const, cvss: { score: 9.8 } }],
    ]);
    expect(worstFirst(['CVE-4', 'CVE-1', 'CVE-2', 'CVE-3'], (id) => ratings.get(id))).toEqual([
      'CVE-3',
      'CVE-2',
      'CVE-1',
      'CVE-4',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { FiringAlert } from './firing-alerts';
import { withoutSilenced } from './silences';
import { parseActiveSilences, SilencesFormatError } from './silences-parse';

const alert = (name: string, labels: Record<string, string> = {}): FiringAlert => ({
  name,
  severity: 'warning',
  precheck: false,
  labels: new Map(Object.entries({ alertname: name, severity: 'warning', ...labels })),
});
const silence = (state: string, matchers: object[]) => ({ id: 's', status: { state }, matchers });

describe('silences', () => {
  it('keeps only active silences', () => {
    const active = parseActiveSilences([
      silence('active', [{ name: 'alertname', value: 'A', isRegex: false, isEqual: true }]),
      silence('expired', [{ name: 'alertname', value: 'B', isRegex: false, isEqual: true }]),
      silence('pending', [{ name: 'alertname', value: 'C', isRegex: false, isEqual: true }]),
    ]);
    expect(active.map((s) => s.matchers[0]?.value)).toEqual(['A']);
    expect(() => parseActiveSilences({ status: 'error' })).toThrow(SilencesFormatError);
  });

  const cases: [string, object[], boolean][] = [
    [
      'an equal matcher',
      [{ name: 'alertname', value: 'PodDisruptionBudgetAtLimit', isRegex: false, isEqual: true }],
      true,
    ],
    ['a regex, anchored', [{ name: 'alertname', value: 'PodDisruption.*', isRegex: true, isEqual: true }], true],
    [
      'a regex that matches only part',
      [{ name: 'alertname', value: 'Disruption', isRegex: true, isEqual: true }],
      false,
    ],
    [
      'every matcher must hold',
      [
        { name: 'alertname', value: 'PodDisruptionBudgetAtLimit', isRegex: false, isEqual: true },
        { name: 'namespace', value: 'shop', isRegex: false, isEqual: true },
      ],
      false,
    ],
    ['a not-equal matcher', [{ name: 'namespace', value: 'shop', isRegex: false, isEqual: false }], true],
    ['a missing label is empty', [{ name: 'team', value: '', isRegex: false, isEqual: true }], true],
  ];
  it.each(cases)('%s: silenced %s', (_name, matchers, silenced) => {
    const result = withoutSilenced(
      [alert('PodDisruptionBudgetAtLimit', { namespace: 'payments' })],
      parseActiveSilences([silence('active', matchers)]),
    );
    expect(result.silenced).toBe(silenced ? 1 : 0);
    expect(result.alerts.length).toBe(silenced ? 0 : 1);
  });
});

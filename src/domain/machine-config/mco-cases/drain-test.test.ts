import { describe, expect, it } from 'vitest';
import { drainDecision } from '../disruption-actions';
import type { DisruptionAction } from '../disruption-policy';
import { registriesTextChange } from '../registries-conf';
import { IS_DRAIN_REQUIRED, REGISTRIES_CONF_OF, type LegacyAction } from './drain-test';
import { comparable, forecastCase } from './run-case';

/** In-cluster, the default policies ask for these where the first-boot path says the legacy string. */
const IN_CLUSTER = new Map<LegacyAction, DisruptionAction>([
  ['none', { type: 'None' }],
  ['reboot', { type: 'Reboot' }],
  ['reload crio', { type: 'Special' }],
]);
const conf = (key: string) => REGISTRIES_CONF_OF.get(key)!;

describe('pkg/daemon/drain_test.go, ported', () => {
  it.each(IS_DRAIN_REQUIRED.map((c) => [c.source.test, c] as const))('%s: the drain decision', (_, c) => {
    const actions = c.legacyActions.map((a) => IN_CLUSTER.get(a)!);
    const decision = drainDecision(actions, () => registriesTextChange(conf(c.before), conf(c.after)));
    expect(decision.drain).toBe(c.drain);
    expect(decision.registries?.kind ?? 'not read').not.toBe('invalid');
  });

  it.each(
    IS_DRAIN_REQUIRED.filter((c) => c.legacyActions.includes('reload crio') && c.before !== c.after).map(
      (c) => [c.source.test, c] as const,
    ),
  )('%s: the whole forecast for the two registries.conf', (_, c) => {
    const registries = (key: string) => ({ files: [{ path: '/etc/containers/registries.conf', text: conf(key) }] });
    const forecast = forecastCase({
      source: c.source,
      before: registries(c.before),
      after: registries(c.after),
      testedPath: 'first-boot',
      mcoAsserts: String(c.drain),
      expected: { actions: [{ type: 'Special' }], reboot: false, drain: c.drain },
    });
    expect(comparable(forecast)).toMatchObject({ actions: ['Special'], reboot: false, drain: c.drain });
    expect(forecast.registriesChangeSafe).toBe(!c.drain);
  });
});

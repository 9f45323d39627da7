import { describe, expect, it } from 'vitest';
import { NODE_DISRUPTION_POLICIES, NODE_DISRUPTION_POLICY_SPECIAL_ACTION } from './nodedisrupt-test';
import { comparable, expectedOf, forecastCase } from './run-case';

describe('test/e2e-2of2/nodedisrupt_test.go, ported', () => {
  it.each(
    [...NODE_DISRUPTION_POLICIES, ...NODE_DISRUPTION_POLICY_SPECIAL_ACTION].map((c) => [c.source.test, c] as const),
  )('%s', (_, c) => {
    expect(comparable(forecastCase(c))).toEqual(expectedOf(c.expected));
  });
});

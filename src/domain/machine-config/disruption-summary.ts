import type { DisruptionForecast } from './disruption';
import type { ForecastOutcome } from './forecast-caveats';

/** What a machine does, in one word for tables and tests: the costliest step. */
export type DisruptionLevel = 'reboot' | 'drain' | 'restart' | 'none';

export function disruptionLevel(f: Pick<DisruptionForecast, 'reboot' | 'drain' | 'actions'>): DisruptionLevel {
  if (f.reboot) return 'reboot';
  if (f.drain) return 'drain';
  // A Drain action the daemon skipped (single-node cluster) restarts nothing.
  return f.actions.some((a) => a.type !== 'None' && a.type !== 'Drain') ? 'restart' : 'none';
}

/**
 * A pool's pending change at a glance: an update the daemon would fail first, then a reboot
 * without a drain (single-node), then what it costs. Published forecasts from an older
 * controller carry no outcome: they apply.
 */
export type DisruptionGlance = DisruptionLevel | 'reboot-without-drain' | 'fails';

export function disruptionGlance(
  f: Pick<DisruptionForecast, 'reboot' | 'drain' | 'actions'> & { readonly outcome?: ForecastOutcome },
): DisruptionGlance {
  if (f.outcome === 'fails') return 'fails';
  const level = disruptionLevel(f);
  return level === 'reboot' && !f.drain ? 'reboot-without-drain' : level;
}

/** The services a forecast reloads or restarts, once each, in order. */
export const servicesOf = (f: DisruptionForecast): string[] => [
  ...new Set(
    f.actions.flatMap((a) => (a.serviceName ? [a.serviceName] : a.type === 'Special' ? ['crio.service'] : [])),
  ),
];

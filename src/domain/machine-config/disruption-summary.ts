import type { DisruptionForecast } from './disruption';

/** What a machine does, in one word for tables and tests: the costliest step. */
export type DisruptionLevel = 'reboot' | 'drain' | 'restart' | 'none';

export function disruptionLevel(f: Pick<DisruptionForecast, 'reboot' | 'drain' | 'actions'>): DisruptionLevel {
  if (f.reboot) return 'reboot';
  if (f.drain) return 'drain';
  return f.actions.some((a) => a.type !== 'None') ? 'restart' : 'none';
}

/** The services a forecast reloads or restarts, once each, in order. */
export const servicesOf = (f: DisruptionForecast): string[] => [
  ...new Set(
    f.actions.flatMap((a) => (a.serviceName ? [a.serviceName] : a.type === 'Special' ? ['crio.service'] : [])),
  ),
];

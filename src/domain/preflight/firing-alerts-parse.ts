import type { FiringAlert } from './firing-alerts';

// Apart from the alerts' rules: read when the alerts are, so that what filters them can load
// with the page's first screen without the parser.

export class AlertsFormatError extends Error {}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The firing alerts of a rules API answer; a clear error naming what is wrong with any other. */
export function parseFiringAlerts(body: unknown): FiringAlert[] {
  if (!isObject(body) || body.status !== 'success' || !isObject(body.data) || !Array.isArray(body.data.groups))
    throw new AlertsFormatError(
      `not a Prometheus rules answer (expected {"status":"success","data":{"groups":[…]}}${
        isObject(body) && text(body.error) ? `; it says: ${text(body.error)}` : ''
      })`,
    );
  const alerts: FiringAlert[] = [];
  for (const group of body.data.groups as unknown[]) {
    const rules = isObject(group) && Array.isArray(group.rules) ? (group.rules as unknown[]) : [];
    for (const rule of rules) {
      if (!isObject(rule) || rule.type !== 'alerting' || !Array.isArray(rule.alerts)) continue;
      for (const alert of rule.alerts as unknown[]) {
        if (!isObject(alert) || alert.state !== 'firing') continue;
        const labels = isObject(alert.labels) ? alert.labels : {};
        const annotations = isObject(alert.annotations)
          ? alert.annotations
          : isObject(rule.annotations)
            ? rule.annotations
            : {};
        alerts.push({
          name: text(labels.alertname) ?? text(rule.name) ?? '',
          severity: text(labels.severity) ?? 'none',
          summary: text(annotations.summary) ?? text(annotations.message),
          description: text(annotations.description),
          namespace: text(labels.namespace),
          node: text(labels.node) ?? text(labels.instance)?.replace(/:\d+$/, ''),
          precheck: labels.openShiftUpdatePrecheck === 'true',
          labels: new Map(Object.entries(labels).filter((e): e is [string, string] => typeof e[1] === 'string')),
          activeAt: text(alert.activeAt),
        });
      }
    }
  }
  return alerts;
}

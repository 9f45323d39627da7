import { describe, expect, it } from 'vitest';
import { AlertsFormatError, parseFiringAlerts } from './firing-alerts-parse';

const rules = (alerts: { labels: Record<string, string>; state?: string; summary?: string }[]) => ({
  status: 'success',
  data: {
    groups: [
      {
        name: 'g',
        rules: alerts.map((a) => ({
          type: 'alerting',
          name: a.labels.alertname,
          alerts: [
            {
              labels: a.labels,
              annotations: { summary: a.summary ?? `${a.labels.alertname} summary` },
              state: a.state ?? 'firing',
            },
          ],
        })),
      },
    ],
  },
});

describe('parseFiringAlerts', () => {
  it('reads firing alerts with their severity, summary, machine and precheck label; pending ones are not firing', () => {
    const alerts = parseFiringAlerts(
      rules([
        { labels: { alertname: 'KubeNodeNotReady', severity: 'warning', node: 'worker-1' } },
        { labels: { alertname: 'EtcdBackupMissing', severity: 'warning', openShiftUpdatePrecheck: 'true' } },
        { labels: { alertname: 'Slow', severity: 'info' }, state: 'pending' },
      ]),
    );
    expect(alerts.map((a) => [a.name, a.severity, a.node, a.precheck, a.summary])).toEqual([
      ['KubeNodeNotReady', 'warning', 'worker-1', false, 'KubeNodeNotReady summary'],
      ['EtcdBackupMissing', 'warning', undefined, true, 'EtcdBackupMissing summary'],
    ]);
  });

  it('refuses an answer that is not the rules API’s, saying what it says', () => {
    expect(() => parseFiringAlerts({ status: 'error', error: 'bad_data' })).toThrow(AlertsFormatError);
    expect(() => parseFiringAlerts({ status: 'error', error: 'bad_data' })).toThrow(/it says: bad_data/);
    expect(() => parseFiringAlerts('<html>')).toThrow(/not a Prometheus rules answer/);
  });
});

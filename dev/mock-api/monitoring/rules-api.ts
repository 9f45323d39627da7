import type { ObjectStore } from '../store';
import { DEMO_ALERT_RULES, type DemoAlert } from './alert-rules';

/**
 * Where the cluster's Prometheus answers through the API server: the service proxy to
 * thanos-querier, as `oc` and the CLI reach it, and where the console backend sends
 * `/api/prometheus/…` (its PROMETHEUS_UPSTREAM in the demo).
 */
export const THANOS_PROXY_PATH = '/api/v1/namespaces/openshift-monitoring/services/https:thanos-querier:9091/proxy';

/** Where the cluster's Alertmanager answers through the API server (alertmanager-main's web port). */
export const ALERTMANAGER_PROXY_PATH =
  '/api/v1/namespaces/openshift-monitoring/services/https:alertmanager-main:9094/proxy';

/** A silence as Alertmanager's API v2 lists it. */
interface DemoSilence {
  readonly id: string;
  readonly matchers: readonly { name: string; value: string; isRegex: boolean; isEqual: boolean }[];
  readonly comment: string;
}

/** Alerts a test makes fire (`POST /_demo/alerts`), beside those the rules give, and silences (`POST /_demo/silences`). */
export class DemoAlerts {
  private added: DemoAlert[] = [];
  private silenced: DemoSilence[] = [];
  private readonly since = new Date().toISOString();

  silence(silence: { matchers?: DemoSilence['matchers']; comment?: string }): void {
    if (!Array.isArray(silence.matchers) || silence.matchers.length === 0)
      throw new Error('a silence needs at least one matcher');
    this.silenced.push({
      id: `00000000-0000-4000-8000-${String(this.silenced.length + 1).padStart(12, '0')}`,
      matchers: silence.matchers.map((m) => ({ isRegex: false, isEqual: true, ...m })),
      comment: silence.comment ?? '',
    });
  }

  /** Alertmanager's `/api/v2/silences` answer: the demo's silences, active from the start of the demo on. */
  silences(): unknown {
    return this.silenced.map((s) => ({
      ...s,
      createdBy: 'kube:admin',
      startsAt: this.since,
      endsAt: '2099-01-01T00:00:00Z',
      updatedAt: this.since,
      status: { state: 'active' },
    }));
  }

  add(alerts: readonly DemoAlert[]): void {
    for (const alert of alerts) {
      if (!alert.labels?.alertname) throw new Error('an alert needs labels.alertname');
      this.added.push({ labels: { ...alert.labels }, annotations: { ...(alert.annotations ?? {}) } });
    }
  }

  clear(): void {
    this.added = [];
    this.silenced = [];
  }

  /**
   * The Prometheus rules API answer (`/api/v1/rules`, as thanos-querier gives it): the demo's
   * rules with their firing alerts, and the added alerts each under a rule of its name.
   */
  rules(store: ObjectStore): unknown {
    const alert = (labels: Record<string, string>, annotations: Record<string, string>) => ({
      labels,
      annotations,
      state: 'firing',
      activeAt: this.since,
      value: '1e+00',
    });
    const ported = DEMO_ALERT_RULES.map((rule) => {
      const alerts = rule
        .firing(store)
        .map((series) => alert({ alertname: rule.name, ...series, severity: rule.severity }, { ...rule.annotations }));
      return {
        name: rule.name,
        query: rule.query,
        duration: 0,
        labels: { severity: rule.severity },
        annotations: rule.annotations,
        alerts,
        health: 'ok',
        type: 'alerting',
        state: alerts.length > 0 ? 'firing' : 'inactive',
      };
    });
    const added = this.added.map((a) => ({
      name: a.labels.alertname,
      query: 'vector(1)',
      duration: 0,
      labels: a.labels,
      annotations: a.annotations,
      alerts: [alert({ ...a.labels }, { ...a.annotations })],
      health: 'ok',
      type: 'alerting',
      state: 'firing',
    }));
    const groups = [...new Set(DEMO_ALERT_RULES.map((r) => r.group))].map((group) => ({
      name: group,
      file: `/etc/prometheus/rules/${group}.yaml`,
      rules: ported.filter((_r, i) => DEMO_ALERT_RULES[i]?.group === group),
      interval: 30,
    }));
    return {
      status: 'success',
      data: {
        groups: [
          ...groups,
          ...(added.length > 0 ? [{ name: 'demo', file: 'demo.yaml', rules: added, interval: 30 }] : []),
        ],
      },
    };
  }
}

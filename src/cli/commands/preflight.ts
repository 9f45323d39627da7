import { parseArgs } from 'node:util';
import * as k8s from '@kubernetes/client-node';
import { alertsForReview, alertSubject, type FiringAlert } from '../../domain/preflight/firing-alerts';
import { parseFiringAlerts } from '../../domain/preflight/firing-alerts-parse';
import { UNFINISHED_PODS } from '../../domain/preflight/drain-blockers';
import { labelSelectorQuery } from '../../domain/preflight/preflight-objects';
import { preflightExitCode, preflightJson, type PreflightJson } from '../../domain/preflight/preflight-report';
import {
  budgetsHolding,
  readPreflight,
  type PreflightFacts,
  type PreflightSource,
} from '../../domain/preflight/read-preflight';
import { ClusterReadError, codeOf, connect, readError, reading } from '../cluster-read';
import type { Io } from '../io';
import { UsageError } from '../usage-error';

export const PREFLIGHT_HELP = `Usage: os-update preflight POOL [--server URL] [--format text|json]

Before approving POOL's rollout: the PodDisruptionBudgets that allow no disruption over pods of
its machines (their drain waits for them), machines unavailable already, firing alerts worth a
look (update prechecks, critical ones, machine-config and node alerts) where they can be read,
and how long it will take at the pace of the pool's last rollout.

The cluster is the one kubectl uses ($KUBECONFIG, ~/.kube/config), or --server URL as kubectl
takes it (the demo's API server: http://127.0.0.1:9001).

Exit status: 0 nothing blocks; 3 something will hold the rollout; 2 bad input or an API error.
`;

const MCO_GROUP = 'machineconfiguration.openshift.io';

function clusterSource(kc: k8s.KubeConfig): PreflightSource {
  const core = kc.makeApiClient(k8s.CoreV1Api);
  const policy = kc.makeApiClient(k8s.PolicyV1Api);
  const custom = kc.makeApiClient(k8s.CustomObjectsApi);
  return {
    nodes: (selector) =>
      reading(
        'listing nodes',
        async () => (await core.listNode({ labelSelector: labelSelectorQuery(selector) })).items,
      ),
    machineConfigNode: async (name) => {
      try {
        return await custom.getClusterCustomObject({
          group: MCO_GROUP,
          version: 'v1',
          plural: 'machineconfignodes',
          name,
        });
      } catch (error) {
        if (codeOf(error) === 404 || codeOf(error) === 403) return undefined;
        throw readError(`reading MachineConfigNode ${name}`, error);
      }
    },
    budgets: () =>
      reading(
        'listing PodDisruptionBudgets',
        async () => (await policy.listPodDisruptionBudgetForAllNamespaces()).items,
      ),
    pods: (namespace, selector) =>
      reading(
        `listing pods in ${namespace}`,
        async () =>
          (
            await core.listNamespacedPod({
              namespace,
              labelSelector: labelSelectorQuery(selector),
              fieldSelector: UNFINISHED_PODS,
            })
          ).items,
      ),
  };
}

/** Firing alerts through the API server's service proxy to thanos-querier; why not, where they cannot be read. */
async function readAlerts(kc: k8s.KubeConfig): Promise<{ alerts: FiringAlert[] } | { unreadable: string }> {
  const core = kc.makeApiClient(k8s.CoreV1Api);
  try {
    const text = await core.connectGetNamespacedServiceProxyWithPath({
      name: 'https:thanos-querier:9091',
      namespace: 'openshift-monitoring',
      path: 'api/v1/rules',
    });
    return { alerts: parseFiringAlerts(typeof text === 'string' ? JSON.parse(text) : text) };
  } catch (error) {
    return { unreadable: readError('the alerts cannot be read', error).message };
  }
}

export async function preflightCommand(args: string[], io: Io): Promise<0 | 2 | 3> {
  const { values, positionals } = parseArgs({
    args,
    options: { server: { type: 'string' }, format: { type: 'string', default: 'text' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError('preflight needs exactly one pool: os-update preflight POOL');
  if (values.format !== 'text' && values.format !== 'json')
    throw new UsageError(`--format ${values.format}: expected text or json`);
  const name = positionals[0] as string;
  const kc = connect(values.server, 'os-update-preflight');
  const custom = kc.makeApiClient(k8s.CustomObjectsApi);
  let pool: { spec?: { nodeSelector?: object; maxUnavailable?: number | string } };
  try {
    pool = (await custom.getClusterCustomObject({
      group: MCO_GROUP,
      version: 'v1',
      plural: 'machineconfigpools',
      name,
    })) as typeof pool;
  } catch (error) {
    if (codeOf(error) === 404) throw new ClusterReadError(`pool "${name}" does not exist`);
    throw readError(`reading pool ${name}`, error);
  }
  const [facts, alertsRead] = await Promise.all([
    readPreflight(clusterSource(kc), {
      name,
      nodeSelector: pool.spec?.nodeSelector,
      maxUnavailable: pool.spec?.maxUnavailable,
    }),
    readAlerts(kc),
  ]);
  const alerts =
    'alerts' in alertsRead ? alertsForReview(alertsRead.alerts, new Set(facts.machines), budgetsHolding(facts)) : [];
  const forecast = facts.forecast.kind === 'forecast' ? { ...facts.forecast.forecast } : null;
  const report = preflightJson(name, facts.drain, alerts, forecast);
  // A budgets read that failed: the report says what was read and which read failed, and the
  // exit status is the API error's (2), never "nothing blocks".
  const json = facts.budgetsUnread ? { ...report, budgetsUnread: facts.budgetsUnread } : report;
  io.stdout(
    values.format === 'json' ? `${JSON.stringify(json, null, 2)}\n` : textReport(report, facts, alerts, alertsRead),
  );
  if (!facts.budgetsUnread) return preflightExitCode(report, facts.atOnce);
  io.stderr?.(`os-update preflight: ${facts.budgetsUnread.message.split('\n')[0]}\n`);
  return 2;
}

const minutes = (s: number) =>
  s < 60
    ? `${Math.round(s)} s`
    : s < 3600
      ? `${Math.round(s / 60)} min`
      : `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`;

const span = (a: number, b: number) => (minutes(a) === minutes(b) ? minutes(b) : `${minutes(a)}–${minutes(b)}`);

function textReport(
  report: PreflightJson,
  facts: PreflightFacts,
  alerts: readonly FiringAlert[],
  alertsRead: { alerts: FiringAlert[] } | { unreadable: string },
): string {
  const count = facts.machines.length;
  const lines = [`Pool ${report.pool}: ${count} ${count === 1 ? 'machine' : 'machines'}, ${facts.atOnce} at a time`];
  const unread = facts.budgetsUnread;
  lines.push(
    unread
      ? `Drain: unknown: ${unread.read === 'budgets' ? 'the PodDisruptionBudgets' : `the pods of PodDisruptionBudget ${unread.namespace}/${unread.name}`} could not be read: ${unread.message}`
      : report.blockers.length === 0
        ? 'Drain: no budget allowing no disruption over its pods'
        : 'Drain will wait for:',
  );
  for (const b of facts.drain.blockers)
    lines.push(
      `  PodDisruptionBudget ${b.namespace}/${b.name} allows no disruption: holds ${b.nodes.join(', ')} (pods ${b.pods.map((p) => p.name).join(', ')})`,
    );
  lines.push(
    facts.drain.unavailable.length === 0
      ? 'Unavailable machines: none'
      : `Unavailable machines: ${facts.drain.unavailable.map((m) => `${m.node} (${m.reasons.join(', ')})`).join(', ')}`,
  );
  if ('unreadable' in alertsRead) lines.push(`Alerts: ${alertsRead.unreadable}`);
  else if (alerts.length === 0) lines.push('Firing alerts: none worth a look');
  else
    for (const a of alerts) {
      const about = alertSubject(a);
      lines.push(`Alert ${a.severity} ${a.name}${about ? ` (${about})` : ''}${a.summary ? `: ${a.summary}` : ''}`);
    }
  const f = facts.forecast;
  lines.push(
    f.kind === 'forecast'
      ? `Forecast: about ${minutes(f.forecast.totalSeconds)} (${f.forecast.machines} machines, ${f.forecast.atOnce} at a time, ${span(f.forecast.fastestSeconds, f.forecast.slowestSeconds)} each in the last rollout)`
      : 'Forecast: no history: machines of this pool have never updated here',
  );
  return `${lines.join('\n')}\n`;
}

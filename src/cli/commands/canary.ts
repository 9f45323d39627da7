import { parseArgs } from 'node:util';
import * as k8s from '@kubernetes/client-node';
import { CANARY_OF_ANNOTATION, readCanaryIntent } from '../../domain/canary/canary-pool';
import { canaryStatusJson, type CanaryStatusJson } from '../../domain/canary/canary-status';
import { nextCanaryStep } from '../../domain/canary/canary-steps';
import { configContentHash } from '../../domain/machine-config/content-hash';
import { readPoolFacts, type MachineConfigPoolLike } from '../../domain/pool/pool-facts';
import { ClusterReadError, codeOf, connect, readError, reading } from '../cluster-read';
import type { Io } from '../io';
import { UsageError } from '../usage-error';

export const CANARY_HELP = `Usage: os-update canary status POOL [--server URL] [--format text|json]

Where POOL's canary stands ("Canary first" on the OS updates page): preparing, rolling-out,
watching (done: promote or stop, or promoted by the controller once its machines are Ready when
the review chose so), scheduled (promoted for the review's maintenance window), returning (promoted: its machines go back to POOL), stopped,
needs-review (POOL's target moved), blocked (a step cannot be taken safely), or none. With each
canary machine's config and state, and when the canary finished. For a pipeline that promotes
on its verdict: --format json (DESIGN section 7).

The cluster is the one kubectl uses ($KUBECONFIG, ~/.kube/config), or --server URL as kubectl
takes it (the demo's API server: http://127.0.0.1:9001).

Exit status: 0 the status was read; 2 bad input or an API error.
`;

const MCO = { group: 'machineconfiguration.openshift.io', version: 'v1' } as const;
type Pool = MachineConfigPoolLike & { metadata?: { uid?: string } };

export async function canaryCommand(args: string[], io: Io): Promise<0> {
  const { values, positionals } = parseArgs({
    args,
    options: { server: { type: 'string' }, format: { type: 'string', default: 'text' } },
    allowPositionals: true,
  });
  if (positionals[0] !== 'status' || positionals.length !== 2)
    throw new UsageError('canary needs a verb and a pool: os-update canary status POOL');
  if (values.format !== 'text' && values.format !== 'json')
    throw new UsageError(`--format ${values.format}: expected text or json`);
  const parent = positionals[1] as string;
  const kc = connect(values.server, 'os-update-canary');
  const custom = kc.makeApiClient(k8s.CustomObjectsApi);
  const pools = await reading(
    'listing pools',
    async () =>
      ((await custom.listClusterCustomObject({ ...MCO, plural: 'machineconfigpools' })) as { items: Pool[] }).items,
  );
  const parentPool = pools.find((p) => p.metadata?.name === parent);
  if (!parentPool) throw new ClusterReadError(`pool "${parent}" does not exist`);
  const canaryPool = pools.find((p) => p.metadata?.annotations?.[CANARY_OF_ANNOTATION] === parent);
  const intent = readCanaryIntent(canaryPool?.metadata?.annotations);
  if (intent && 'error' in intent)
    throw new ClusterReadError(`canary ${canaryPool?.metadata?.name} not read: ${intent.error}`);
  let report: CanaryStatusJson;
  if (!canaryPool || !intent) report = canaryStatusJson(parent, undefined, undefined, []);
  else {
    const core = kc.makeApiClient(k8s.CoreV1Api);
    const nodes = (await reading('listing nodes', () => core.listNode())).items.map((n) => ({
      name: n.metadata?.name ?? '',
      labels: n.metadata?.labels ?? {},
      currentConfig: n.metadata?.annotations?.['machineconfiguration.openshift.io/currentConfig'],
      state: n.metadata?.annotations?.['machineconfiguration.openshift.io/state'],
      ready: n.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') ?? false,
    }));
    const hashes = new Map<string, string | undefined>();
    const configs = [intent.reviewedTarget, canaryPool.spec?.configuration?.name, ...nodes.map((n) => n.currentConfig)];
    for (const name of new Set(configs.filter((c): c is string => !!c)))
      hashes.set(name, await contentHash(custom, name));
    const facts = readPoolFacts(canaryPool);
    const step = nextCanaryStep({
      intent,
      parent: readPoolFacts(parentPool),
      parentAnnotations: parentPool.metadata?.annotations,
      canary: { facts, uid: canaryPool.metadata?.uid, annotations: canaryPool.metadata?.annotations },
      nodes,
      contentHash: (c) => hashes.get(c),
      now: Date.now(),
    });
    report = canaryStatusJson(parent, { name: canaryPool.metadata?.name ?? '', facts, intent }, step, nodes);
  }
  io.stdout(values.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : textReport(report));
  return 0;
}

async function contentHash(custom: k8s.CustomObjectsApi, name: string): Promise<string | undefined> {
  try {
    const mc = (await custom.getClusterCustomObject({ ...MCO, plural: 'machineconfigs', name })) as { spec?: unknown };
    return configContentHash(mc.spec);
  } catch (error) {
    if (codeOf(error) === 404) return undefined;
    throw readError(`reading MachineConfig ${name}`, error);
  }
}

function textReport(r: CanaryStatusJson): string {
  if (r.canary === null) return `${r.message}\n`;
  const lines = [`Canary ${r.canary} of ${r.pool}: ${r.phase}: ${r.message}`, `Reviewed target: ${r.reviewedTarget}`];
  if (r.updated) lines.push(`Updated: ${r.updated.updated} of ${r.updated.machines}`);
  for (const m of r.machines)
    lines.push(`  ${m.name}: ${m.config ?? '(no config)'} ${m.state ?? ''}${m.ready === false ? ', NotReady' : ''}`);
  if (r.finishedAt) lines.push(`Finished at ${r.finishedAt}`);
  if (r.promotion) {
    const when = r.promotion.window ? ` in the window starting ${r.promotion.window.start}` : ' now';
    lines.push(
      r.promotion.laterWaves === 'by-hand'
        ? `Promotion: by hand; the rest roll out${when}`
        : `Promotion: by the controller once every canary machine is updated and Ready; the rest roll out${when}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

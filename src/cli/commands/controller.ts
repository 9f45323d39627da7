import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import { connect } from '../../controller/cluster-client';
import { runController } from '../../controller/controller';
import { jsonLog } from '../../controller/log';
import { stopWithin } from '../../controller/graceful-stop';
import { REGISTRY_TLS_VERIFY_FLAG } from '../../controller/registry-flags';
import { remoteClock } from '../../controller/clock';
import type { Io } from '../io';
import { UsageError } from '../usage-error';

export const CONTROLLER_HELP = `Usage: os-update controller [--server URL] [--tls-verify=false] [--namespace NS]
                          [--identity NAME] [--health-port PORT] [--registry-tls-verify=false]
                          [--clock-url URL] [--lease-seconds N]
                          [--advisories IMAGE|PATH [--advisory-product CPE]]

The in-cluster half: watches MachineConfigPools, nodes and release infos; the replica that
holds the Lease (leader election) pauses a pool annotated
os-updates.openshift.io/gate=review-each-update again once its approved rollout is complete
(or at once when its target moves away from the approved config), opens and closes the
maintenance windows approvals were given for, pre-pulls approved images (a PinnedImageSet
on the pool), and publishes a release-info ConfigMap for every OS image a pool runs or targets, read from its registry
with the cluster's pull secret and ImageDigestMirrorSets. Logs are JSON lines; /healthz and
/readyz on the health port; SIGTERM stops it gracefully and gives the Lease up.
  --server URL        the API server (default: in-cluster service account, or $KUBECONFIG)
  --namespace NS      where its Lease lives (default: $POD_NAMESPACE, else os-update-plugin)
  --identity NAME     this replica's name in the Lease (default: $POD_NAME, else the host name)
  --lease-seconds N   how long the leader's Lease holds unrenewed (default 15)
  --advisories SRC    CSAF VEX documents that rate the CVEs each update fixes and say what stays
                      open: an image or OCI artifact (read with the pull secret and mirrors,
                      again when its digest changes) or a mounted file or directory
  --advisory-product CPE  the OS images' product (default: the one the documents name)
  --clock-url URL     demos and tests: open and close maintenance windows by the time this URL
                      serves ({"now": "<RFC 3339>"}), not this machine's
`;

const boolOption = (value: string | undefined, name: string): boolean => {
  if (value === undefined || value === 'true') return true;
  if (value === 'false') return false;
  throw new UsageError(`${name} must be true or false, not "${value}"`);
};

const positiveNumber = (value: string, name: string): number => {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new UsageError(`${name} must be a positive number, not "${value}"`);
  return number;
};

export async function controllerCommand(args: string[], _io: Io): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      server: { type: 'string' },
      'tls-verify': { type: 'string' },
      namespace: { type: 'string' },
      identity: { type: 'string' },
      'health-port': { type: 'string' },
      'registry-tls-verify': { type: 'string' },
      'resync-seconds': { type: 'string' },
      'clock-url': { type: 'string' },
      'lease-seconds': { type: 'string' },
      advisories: { type: 'string' },
      'advisory-product': { type: 'string' },
    },
    allowPositionals: true,
  });
  if (positionals.length > 0)
    throw new UsageError(`controller takes no positional arguments (got "${positionals[0]}")`);
  const log = jsonLog();
  const clock = values['clock-url'] ? remoteClock(values['clock-url'], log) : undefined;
  await clock?.ready;
  const client = connect({ server: values.server, tlsVerify: boolOption(values['tls-verify'], '--tls-verify') });
  const stop = await runController(client, {
    identity: values.identity ?? process.env.POD_NAME ?? hostname(),
    namespace: values.namespace ?? process.env.POD_NAMESPACE ?? 'os-update-plugin',
    healthPort: values['health-port'] ? Number(values['health-port']) : undefined,
    registryTlsVerify: boolOption(values['registry-tls-verify'], REGISTRY_TLS_VERIFY_FLAG),
    resyncMs: values['resync-seconds'] ? Number(values['resync-seconds']) * 1000 : undefined,
    log,
    clock,
    leaseSeconds: values['lease-seconds'] ? positiveNumber(values['lease-seconds'], '--lease-seconds') : undefined,
    advisories: values.advisories,
    advisoryProduct: values['advisory-product'],
  });
  await new Promise<void>((resolve) => {
    const shutdown = () =>
      void stopWithin(stop, log).then((finished) => {
        // What is stuck in flight would keep the process alive past its SIGTERM.
        if (!finished) process.exit(1);
        resolve();
      });
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
  });
}

import { createServer, type Server } from 'node:http';
import * as k8s from '@kubernetes/client-node';
import { updateCandidates, type ClusterVersionLike } from '../domain/cluster-update/candidates';
import { RELEASE_INFO_LABEL, RELEASE_INFO_NAMESPACE } from '../domain/release-info/release-info';
import type { ClusterClient } from './cluster-client';
import { keepGate, type PoolObject } from './gate-keeper';
import { RefusalReporter } from './refused-hand-outs';
import { machineConfigsOf, UnreviewedReporter } from './unreviewed-reporter';
import type { SeenPool } from '../domain/pool/gate-keeper';
import { AdvisoryPublisher } from './advisory-publisher';
import { ChangelogPublisher } from './changelog-publisher';
import { rpmdbRound } from './rpmdb-round';
import { changelogPairs } from './changelog-pairs';
import { ConfigPublisher } from './config-publisher';
import { ContainerfilePublisher } from './containerfile-publisher';
import { imageBuildsInformer } from './image-builds';
import { builtImages, imageModeMove, newestBuild } from '../domain/image-mode/image-build';
import { LeaderElection } from './leader-election';
import { OwnedConfigMaps } from './owned-config-maps';
import { startInformers, type Watched } from './informers';
import { nodeArch, nodeImage, nodeMetadataInformer } from './node-metadata';
import type { Log } from './log';
import { Publisher } from './publisher';
import { ReleaseCandidates } from './release-candidates';
import { wantedImages, wantedKey, type PoolUse } from './wanted-images';
import { clusterImages } from './cluster-images';
import { releaseInfoKeys } from './release-info-keys';
import { systemClock, type Clock } from './clock';
import { keepWindow, windowBoundaries } from './window-keeper';
import { CanaryKeeper } from './canary-keeper';
import { NodeTargetBindings } from './node-target-bindings';
import { Prestager } from './prestager';
import { APPROVED_CONFIG_ANNOTATION } from '../domain/pool/gate-annotations';

export interface ControllerOptions {
  readonly identity: string;
  /** Where the Lease lives: the controller's own namespace. */
  readonly namespace: string;
  readonly leaseName?: string;
  /** How long a replica's Lease holds without renewal (default 15 s); renewed every fifth of it. */
  readonly leaseSeconds?: number;
  readonly healthPort?: number;
  readonly registryTlsVerify: boolean;
  /** Full reconcile even without events: retries after back-off, a changed pull secret. */
  readonly resyncMs?: number;
  readonly log: Log;
  /** The time maintenance windows open and close by (default: this machine's). */
  readonly clock?: Clock;
  /** Issue 46: where the CSAF advisory documents are (an image or artifact, or a mounted path). */
  readonly advisories?: string;
  /** The product CPE the OS images' packages are rated for. */
  readonly advisoryProduct?: string;
}

type Pool = PoolObject & k8s.KubernetesObject & { spec?: { nodeSelector?: { matchLabels?: Record<string, string> } } };
type PoolConfiguration = { name?: string; source?: { name?: string }[] };

const MCO = { group: 'machineconfiguration.openshift.io', version: 'v1' } as const;

/**
 * The in-cluster half (DESIGN section 5): watches pools, nodes and release infos through
 * informers; the leader re-arms gated pools and publishes release info for every OS image
 * in use. Returns a stop function for graceful shutdown.
 */
export async function runController(client: ClusterClient, options: ControllerOptions): Promise<() => Promise<void>> {
  const { log, identity } = options;
  const clock = options.clock ?? systemClock;
  const list = (group: string, plural: string) => () =>
    client.custom.listClusterCustomObject({ group, version: 'v1', plural }) as Promise<k8s.KubernetesListObject<Pool>>;
  const pools = k8s.makeInformer<Pool>(
    client.kc,
    `/apis/${MCO.group}/v1/machineconfigpools`,
    list(MCO.group, 'machineconfigpools'),
  );
  // Metadata only: what a pool's nodes are (labels) and their architecture, never their status.
  const nodes = nodeMetadataInformer(client);
  const releaseInfos = k8s.makeInformer<k8s.V1ConfigMap>(
    client.kc,
    `/api/v1/namespaces/${RELEASE_INFO_NAMESPACE}/configmaps`,
    () =>
      client.core.listNamespacedConfigMap({
        namespace: RELEASE_INFO_NAMESPACE,
        labelSelector: `${RELEASE_INFO_LABEL}=true`,
      }),
    `${RELEASE_INFO_LABEL}=true`,
  );
  const clusterVersions = k8s.makeInformer<k8s.KubernetesObject>(
    client.kc,
    '/apis/config.openshift.io/v1/clusterversions',
    list('config.openshift.io', 'clusterversions') as () => Promise<k8s.KubernetesListObject<k8s.KubernetesObject>>,
  );
  const imageBuilds = imageBuildsInformer(client);
  const bindings = new NodeTargetBindings(client, log);
  // What the publishers wrote in the controller's namespace, as it is now: each round writes what is missing.
  const owned = new OwnedConfigMaps(client, options.namespace);
  const prestager = new Prestager(client, {
    identity,
    log,
    images: async (config) => {
      const summary = await configPublisher.summary(config);
      return [summary?.osImageURL, summary?.baseOSExtensionsContainerImage];
    },
  });
  const any = (i: unknown) => i as k8s.Informer<k8s.KubernetesObject>;
  const watched: Watched[] = [
    { informer: any(prestager.informer), optional: 'PinnedImageSet' },
    { informer: any(pools) },
    { informer: any(nodes) },
    { informer: any(releaseInfos) },
    { informer: any(bindings.informer) },
    { informer: clusterVersions, optional: 'ClusterVersion' },
    { informer: any(owned.informer), deletionsOnly: true },
    ...imageBuilds.informers.map((informer) => ({
      informer,
      optional: 'image-mode (MachineOSBuild, MachineOSConfig)',
    })),
  ];
  const leader = new LeaderElection(
    client,
    {
      namespace: options.namespace,
      name: options.leaseName ?? 'os-update-controller',
      identity,
      leaseSeconds: options.leaseSeconds,
      renewMs: options.leaseSeconds ? Math.max(500, (options.leaseSeconds * 1000) / 5) : undefined,
      // A replica that takes over (the leader gone) acts at once, not at the next event or resync.
      onLeading: () => schedule(),
    },
    log,
  );
  const poolUid = (name: string) => pools.list().find((p) => p.metadata?.name === name)?.metadata?.uid;
  const publisher = new Publisher(client, {
    identity,
    registryTlsVerify: options.registryTlsVerify,
    log,
    poolUid,
  });
  const existingReleaseInfos = releaseInfoKeys(releaseInfos);
  const releaseCandidates = new ReleaseCandidates({ registryTlsVerify: options.registryTlsVerify, log });
  const configPublisher = new ConfigPublisher(client, { identity, log, namespace: options.namespace, owned });
  const containerfiles = new ContainerfilePublisher(client, { namespace: options.namespace, log, owned });
  const advisoryPublisher = new AdvisoryPublisher(client, {
    namespace: options.namespace,
    log,
    owned,
    registryTlsVerify: options.registryTlsVerify,
    registryAccess: () => publisher.registryAccess(),
    source: options.advisories,
    product: options.advisoryProduct,
  });
  const changelogPublisher = new ChangelogPublisher(client, {
    identity,
    namespace: options.namespace,
    registryTlsVerify: options.registryTlsVerify,
    log,
    registryAccess: () => publisher.registryAccess(),
    owned,
    poolUid,
  });
  const acted = new Map<string, number>(); // pool → its resourceVersion after the gate keeper's patch
  const seen = new Map<string, SeenPool>(); // pool → whether it was paused when last reconciled
  const refusals = new RefusalReporter(client, identity, nodes, log);
  const unreviewed = new UnreviewedReporter(client, identity, log);
  const canaries = new CanaryKeeper(client, identity, log);

  const reconcile = async () => {
    if (!(await leader.confirm().catch(() => false))) return;
    const builds = imageBuilds.builds();
    await containerfiles.publish(builds, imageBuilds.configs());
    const machines = machineConfigsOf(nodes.list());
    for (const pool of pools.list()) {
      const name = pool.metadata?.name ?? '';
      // Acted on already; the cache has not caught up with the patch yet.
      if (Number(pool.metadata?.resourceVersion) < (acted.get(name) ?? 0)) continue;
      const build = newestBuild(builds, name, pool.spec?.configuration?.name);
      const targetImage = build?.config === pool.spec?.configuration?.name ? build?.image : undefined;
      await refusals.report(pool).catch((e: unknown) => log('warn', 'reading refusals failed', { error: String(e) }));
      await unreviewed
        .report(pool, machines)
        .catch((e: unknown) => log('warn', 'recording an unreviewed machine failed', { error: String(e) }));
      const after =
        (await keepGate(client, identity, pool, log, build, seen.get(name))) ??
        (await keepWindow(client, identity, pool, clock.now(), log, targetImage)) ??
        (await prestager.reconcile(pool));
      if (after) acted.set(name, Number(after));
      seen.set(name, {
        paused: pool.spec?.paused === true,
        approvedConfig: pool.metadata?.annotations?.[APPROVED_CONFIG_ANNOTATION],
      });
    }
    // The node policy's own binding per pool; a pool waiting out its binding's grace asks for a round.
    const wake = await bindings.reconcile(pools.list());
    if (wake !== undefined) setTimeout(() => stopping || schedule(), wake + 50).unref();
    // A canary's steps after the gate's: a pool the gate keeper just paused is read again next round.
    await canaries.reconcile({
      pools: pools.list(),
      nodes: nodes.list(),
      contentHash: async (config) => (await configPublisher.summary(config))?.contentHash,
      now: clock.now(),
    });
    const uses: PoolUse[] = [];
    const moves: { pool: string; current?: string; target?: string; archs: string[] }[] = [];
    for (const pool of pools.list()) {
      const match = pool.spec?.nodeSelector?.matchLabels ?? {};
      const mcs = await Promise.all([
        configPublisher.summary(pool.status?.configuration?.name),
        configPublisher.summary(pool.spec?.configuration?.name),
      ]);
      const members = nodes
        .list()
        .filter((n) => Object.entries(match).every(([k, v]) => n.metadata?.labels?.[k] === v));
      const nodeArchs = members.flatMap((n) => nodeArch(n) ?? []);
      const name = pool.metadata?.name ?? '';
      // An image-mode pool's machines boot what its builds made of those configs.
      const built = builtImages(builds, name, [pool.status?.configuration?.name, pool.spec?.configuration?.name]);
      const move = imageModeMove(builds, name, pool.spec?.configuration?.name, members.map(nodeImage));
      uses.push({
        pool: name,
        images: [...mcs.flatMap((mc) => [mc?.osImageURL, mc?.baseOSExtensionsContainerImage]), ...built].filter(
          (i): i is string => !!i,
        ),
        nodeArchs,
      });
      moves.push({
        pool: name,
        current: move ? (move.current ?? mcs[0]?.osImageURL) : mcs[0]?.osImageURL,
        target: move ? move.target : mcs[1]?.osImageURL,
        archs: nodeArchs,
      });
    }
    const existing = existingReleaseInfos();
    // Release infos of the releases the cluster could update to, before anyone updates.
    const candidates = updateCandidates(
      clusterVersions.list().find((cv) => cv.metadata?.name === 'version') as ClusterVersionLike | undefined,
    );
    const candidateImages = await releaseCandidates.images(candidates, () => publisher.registryAccess());
    const wanted = wantedImages(uses, [...(await clusterImages(client)), ...candidateImages]);
    for (const key of [...wanted.keys()]) if (existing.has(wantedKey(wanted.get(key)!.digest, '*'))) wanted.delete(key);
    await publisher.publish(wanted, existing);
    const pairs = changelogPairs(
      moves,
      candidateImages.filter((c) => c.tag === 'rhel-coreos').map((c) => c.image),
    );
    // One read of each image's rpm database this round, for the changelogs and the ratings alike.
    const databases = rpmdbRound(() => publisher.registryAccess(), options.registryTlsVerify);
    await changelogPublisher.publish(pairs, databases);
    await advisoryPublisher
      .publish(pairs, databases)
      .catch((error: unknown) => log('warn', 'publishing advisories failed', { error: String(error) }));
    const names = (c: PoolConfiguration | undefined) => (c?.source ?? []).flatMap((s) => (s.name ? [s.name] : []));
    await configPublisher.publish(
      pools.list().map((pool) => ({
        pool: pool.metadata?.name ?? '',
        from: pool.status?.configuration?.name,
        to: pool.spec?.configuration?.name,
        fromSources: names(pool.status?.configuration),
        toSources: names(pool.spec?.configuration),
      })),
    );
  };

  // One round at a time; events during a round ask for one more.
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (running) {
        again = true;
        return;
      }
      running = reconcile()
        .catch((error: unknown) => log('error', 'reconcile failed', { error: String(error) }))
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            schedule();
          }
        });
    }, 100);
  };

  let ready = false;
  let stopping = false;
  await startInformers(watched, schedule, log, () => stopping);
  ready = true;
  leader.start();
  const resync = setInterval(() => {
    publisher.retryAll();
    schedule();
  }, options.resyncMs ?? 60_000);
  schedule();
  // Windows open and close at a time, not on an event: look every second.
  let boundaries = '';
  const windows = setInterval(() => {
    const now = windowBoundaries(pools.list(), clock.now());
    if (now !== boundaries) schedule();
    boundaries = now;
  }, 1000);

  let health: Server | undefined;
  if (options.healthPort !== undefined) {
    health = createServer((req, res) => {
      const ok = req.url === '/healthz' || (req.url === '/readyz' && ready && !stopping);
      res.writeHead(ok ? 200 : 503, { 'Content-Type': 'text/plain' }).end(ok ? 'ok\n' : 'not ready\n');
    });
    await new Promise<void>((r) => health!.listen(options.healthPort, r));
  }
  log('info', 'controller started', { identity, namespace: options.namespace });

  return async () => {
    stopping = true;
    clearInterval(resync);
    clearInterval(windows);
    clock.stop();
    if (timer) clearTimeout(timer);
    await running;
    await Promise.all(watched.map((w) => w.informer.stop()));
    await leader.stop();
    await new Promise<void>((r) => (health ? health.close(() => r()) : r()));
    log('info', 'controller stopped', { identity });
  };
}

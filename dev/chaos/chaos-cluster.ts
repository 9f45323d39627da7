import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { spawnController, type ControllerProcess } from '../../test-support/controller-cluster';
import { createApiServer, type DemoCluster } from '../mock-api/api-server';
import { createCluster } from '../mock-api/cluster';
import { buildDemoImages, imagesOf, type DemoImages } from '../mock-api/demo-images';
import { DEMO_RELEASES } from '../mock-api/demo-releases';
import { RESOURCE_TYPES, type ResourceType } from '../mock-api/resource-types';
import { startDemoRegistry, type DemoRegistry } from '../demo-registry';
import { StallProxy } from './stall-proxy';
import { ANNOTATION } from './gate-observer';
import { installing, machineOSConfig } from '../../test-support/machine-os-config';
import type { KubeObject } from '../mock-api/store';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const LEASES = type('Lease');
const POOLS = type('MachineConfigPool');
/** The pools a run keeps under review: `worker`, and `infra` in image mode. */
export const REVIEWED_POOLS = ['worker', 'infra'] as const;
export const LEASE = { namespace: 'os-update-plugin', name: 'os-update-controller' } as const;
/** Short enough that a run sees several take-overs; the bounds below allow for it. */
export const LEASE_SECONDS = 3;
/**
 * The simulated node controller runs by itself, as the MCO's does: a machine finishes its
 * update in one step of this length, and a pool's change reaches its machines on the next
 * step or 5 s after it (the MCO's defaultUpdateDelay), whichever comes first; nothing waits
 * for the os-update controller.
 */
export const NODE_STEP_MS = 1000;

/** How both replicas are out in an outage: killed (pods restarting), or frozen (throttled, partitioned). */
export type OutageKind = 'killed' | 'frozen';

/** One replica of the controller, as a Deployment's pod: killed, it comes back under its name. */
export class Replica {
  process: ControllerProcess | undefined;
  /** Stopped by SIGSTOP: alive, holding what it held, doing nothing (a throttled or partitioned pod). */
  frozen = false;
  private comeback: NodeJS.Timeout | undefined;
  constructor(
    readonly identity: string,
    private readonly apiUrl: string,
  ) {}

  start(): void {
    if (this.running) return;
    this.process = spawnController(
      this.apiUrl,
      this.identity,
      '--resync-seconds',
      '2',
      '--lease-seconds',
      String(LEASE_SECONDS),
      '--clock-url',
      `${this.apiUrl}/_demo/clock`,
    );
  }

  get running(): boolean {
    return this.process !== undefined && this.process.exitCode === null && this.process.signalCode === null;
  }

  /**
   * As a node failure or an OOM kill: no graceful stop, the Lease is left to expire; the pod
   * is back after `downMs` (not by itself when undefined).
   */
  kill(downMs?: number): void {
    this.process?.kill('SIGKILL');
    this.frozen = false;
    clearTimeout(this.comeback);
    if (downMs !== undefined) this.comeback = setTimeout(() => this.start(), downMs);
  }

  /** Stops the process where it is (SIGSTOP) until `thaw`: its timers, watches and Lease renewals wait. */
  freeze(): void {
    clearTimeout(this.comeback);
    if (!this.running) return;
    this.process?.kill('SIGSTOP');
    this.frozen = true;
  }

  thaw(): void {
    if (this.frozen && this.running) this.process?.kill('SIGCONT');
    this.frozen = false;
  }

  /** A graceful stop (SIGTERM), or a kill when it takes over 5 s (a reconcile stuck on a stalled read). */
  async stop(): Promise<void> {
    clearTimeout(this.comeback);
    this.thaw();
    const child = this.process;
    if (!child || !this.running) return;
    await new Promise<void>((r) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => (clearTimeout(kill), r()));
      child.kill('SIGTERM');
    });
  }
}

/**
 * The cluster a chaos run goes through: the demo's API server (restartable on its port, its
 * objects kept, as etcd keeps them), the demo's registry with every demo release behind a
 * proxy that can stall, and two controller replicas against them.
 */
export class ChaosCluster {
  private server: Server;
  readonly replicas: Replica[];
  /** In an outage (`controllersDown`): no fault brings a replica back. */
  down = false;

  private constructor(
    readonly cluster: DemoCluster,
    readonly apiUrl: string,
    private readonly port: number,
    server: Server,
    readonly registry: DemoRegistry,
    readonly proxy: StallProxy,
    readonly images: DemoImages,
  ) {
    this.server = server;
    this.replicas = ['replica-a', 'replica-b'].map((identity) => new Replica(identity, apiUrl));
  }

  static async start(): Promise<ChaosCluster> {
    const images = await buildDemoImages({ withRpmdb: true });
    const registry = await startDemoRegistry();
    for (const release of DEMO_RELEASES) await registry.push(imagesOf(images, release));
    const [host, port] = registry.host.split(':');
    const proxy = new StallProxy({ host: host!, port: Number(port) });
    const proxyHost = await proxy.listen();
    // The cluster's pull secret and mirrors name the proxy: every read of the controller passes it.
    // Built images are pushed to the registry and named through the proxy too.
    const pushImage: DemoRegistry['pushImage'] = async (layout, repository) =>
      (await registry.pushImage(layout, repository)).replace(registry.host, proxyHost);
    const cluster = createCluster({
      stepMs: NODE_STEP_MS,
      images,
      registry: { ...registry, host: proxyHost, push: registry.push, pushImage },
    });
    cluster.controller.start();
    const server = createApiServer(cluster);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const apiPort = (server.address() as AddressInfo).port;
    return new ChaosCluster(cluster, `http://127.0.0.1:${apiPort}`, apiPort, server, registry, proxy, images);
  }

  /** As an API server restart: every connection cut, nothing served for `downMs`, watches resumed with 410. */
  async restartApiServer(downMs: number): Promise<void> {
    const old = this.server;
    await new Promise<void>((r) => {
      old.close(() => r());
      old.closeAllConnections();
    });
    this.cluster.store.restartWatches();
    await new Promise((r) => setTimeout(r, downMs));
    this.server = createApiServer(this.cluster);
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', resolve);
    });
  }

  /** Both replicas out (an outage): nothing of ours runs until `controllersBack`. */
  controllersDown(kind: OutageKind): void {
    this.down = true;
    for (const replica of this.replicas)
      if (kind === 'killed') replica.kill();
      else replica.freeze();
  }

  /** The outage ends: frozen replicas go on where they were, killed ones start again. */
  controllersBack(): void {
    this.down = false;
    for (const replica of this.replicas) {
      replica.thaw();
      replica.start();
    }
  }

  /** Whether a replica of the controller runs (the leader may still be taking over). */
  get controllerUp(): boolean {
    return this.replicas.some((r) => r.running && !r.frozen);
  }

  /** The replica holding the Lease now, if a running one does. */
  leader(): Replica | undefined {
    const lease = this.cluster.store.find(LEASES, LEASE.namespace, LEASE.name) as
      { spec?: { holderIdentity?: string } } | undefined;
    return this.replicas.find((r) => r.identity === lease?.spec?.holderIdentity && r.running);
  }

  /** Another holder writes the Lease (a flap): both replicas step down until it expires. */
  flapLease(): void {
    const lease = this.cluster.store.find(LEASES, LEASE.namespace, LEASE.name);
    if (!lease) return;
    const next = structuredClone(lease) as typeof lease & { spec: Record<string, unknown> };
    next.spec = {
      ...next.spec,
      holderIdentity: 'intruder',
      // A MicroTime, as kube-apiserver takes it (six fractional digits).
      renewTime: new Date().toISOString().replace(/Z$/, '000Z'),
      leaseDurationSeconds: LEASE_SECONDS,
    };
    this.cluster.store.update(LEASES, LEASE.namespace, LEASE.name, next);
  }

  /** An edit of infra's Containerfile: its target is built again under the same config. */
  rebuildInfra(): void {
    const mosc = this.cluster.store.find(type('MachineOSConfig'), undefined, 'infra');
    if (!mosc) return;
    const next = structuredClone(mosc) as KubeObject & { spec: { containerFile: { content: string }[] } };
    const current = next.spec.containerFile[0]?.content ?? '';
    next.spec.containerFile = [{ content: installing(current.includes('tmux') ? 'htop' : 'htop tmux') }];
    this.cluster.store.update(type('MachineOSConfig'), undefined, 'infra', next);
  }

  /** Another admin's MachineConfig for the worker role: worker and infra are rendered anew (their targets move). */
  moveWorkerTarget(id: string): void {
    const configs = RESOURCE_TYPES.find((t) => t.kind === 'MachineConfig') as ResourceType;
    this.cluster.store.create(configs, {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfig',
      metadata: { name: `99-worker-chaos-${id}`, labels: { 'machineconfiguration.openshift.io/role': 'worker' } },
      spec: {
        config: {
          ignition: { version: '3.4.0' },
          storage: { files: [{ path: `/etc/chaos/${id}`, mode: 420, contents: { source: `data:,${id}` } }] },
        },
      },
    });
  }

  /**
   * A run starts: the seeded cluster with `infra` in image mode (a MachineOSConfig installing
   * htop), no faults, the demo's clock, both replicas running.
   */
  async reset(): Promise<void> {
    this.down = false;
    this.cluster.faults.clear();
    this.proxy.resume();
    await Promise.all(this.replicas.map((r) => r.stop()));
    this.cluster.reset();
    this.cluster.clock.reset();
    // infra in image mode: its machines boot what its builds make of its configs.
    this.cluster.store.create(type('MachineOSConfig'), machineOSConfig('infra', installing('htop')) as KubeObject);
    // Both put under "review every OS update" (`oc annotate`), their targets never approved.
    for (const name of REVIEWED_POOLS) {
      const pool = structuredClone(this.cluster.store.find(POOLS, undefined, name)) as KubeObject;
      pool.metadata.annotations = { ...pool.metadata.annotations, [ANNOTATION.gate]: 'review-each-update' };
      this.cluster.store.update(POOLS, undefined, name, pool);
    }
    for (const replica of this.replicas) replica.start();
  }

  /** The faults stop: the controller must converge from whatever they left. */
  async quiesce(): Promise<void> {
    this.cluster.faults.clear();
    this.proxy.resume();
    this.controllersBack();
  }

  /** The node images (by digest) of every pool's current and target rendered config without a release info yet. */
  unpublishedImages(): string[] {
    const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
    const digest = (image: string | undefined) => image?.slice(image.lastIndexOf('@') + 1);
    const published = new Set(
      this.cluster.store
        .list(type('ConfigMap'))
        .filter((cm) => cm.metadata.labels?.['os-updates.openshift.io/release-info'] === 'true')
        .map((cm) =>
          digest(JSON.parse((cm as { data?: Record<string, string> }).data?.['metadata.json'] ?? '{}').osImageUrl),
        ),
    );
    const wanted = this.cluster.store.list(type('MachineConfigPool')).flatMap((pool) => {
      const { spec, status } = pool as {
        spec?: { configuration?: { name?: string } };
        status?: { configuration?: { name?: string } };
      };
      return [spec?.configuration?.name, status?.configuration?.name].flatMap((name) => {
        const mc = name ? this.cluster.store.find(type('MachineConfig'), undefined, name) : undefined;
        return digest((mc?.spec as { osImageURL?: string } | undefined)?.osImageURL) ?? [];
      });
    });
    return [...new Set(wanted)].filter((d) => !published.has(d));
  }

  async close(): Promise<void> {
    await Promise.all(this.replicas.map((r) => r.stop()));
    this.cluster.controller.stop();
    await new Promise((r) => {
      this.server.close(r);
      this.server.closeAllConnections();
    });
    await this.proxy.close();
    await this.registry.stop();
  }
}

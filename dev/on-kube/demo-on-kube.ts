import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { grantDeployedRbac } from '../../test-support/kube/controller-rbac';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';
import type { DemoImages } from '../mock-api/demo-images';
import type { ClusterOptions } from '../mock-api/cluster';
import { RolloutController } from '../mock-api/rollout-controller';
import { ALERTMANAGER_PROXY_PATH, THANOS_PROXY_PATH } from '../mock-api/monitoring/rules-api';
import { HttpCluster } from '../operators/http-cluster';
import { KUBE_OPERATOR_TYPES } from '../operators/operator-types';
import { syncMachineConfigNodes } from '../operators/machine-config-node-sync';
import { demoSeedObjects } from './demo-seed';
import { seedObjects, type SeededObject } from './seed-objects';
import { startTokenFront, type TokenFront } from './token-front';

const MONITORING_PROXIES = '/api/v1/namespaces/openshift-monitoring/services/';
const MCO_POOL_POLICY = fileURLToPath(new URL('../mock-api/mco/custom-pool-selector-policy.yaml', import.meta.url));

export interface DemoOnKubeOptions {
  readonly images: DemoImages;
  readonly registry?: ClusterOptions['registry'];
  /** How often the simulated node controller steps; 0: only on `POST /_demo/tick`. */
  readonly stepMs: number;
  /** Where the admin's plain-HTTP front listens (the console shell's and kubectl's upstream). */
  readonly apiPort: number;
}

export interface DemoOnKube {
  /** kube-apiserver as the cluster admin, over plain HTTP (the console shell's upstream). */
  readonly apiUrl: string;
  /** kube-apiserver as the read-only `viewer` (the viewer console's upstream). */
  readonly viewerApiUrl: string;
  /** kube-apiserver as the OS update controller's service account (deploy/'s RBAC). */
  readonly controllerApiUrl: string;
  /** What the seed wrote, and where kube-apiserver keeps each. */
  readonly seeded: readonly SeededObject[];
  /** A kubeconfig for kubectl and the CLI, as the cluster admin (HTTPS, token). */
  readonly kubeconfig: string;
  /** Where the console backend's Prometheus and Alertmanager proxies go: no alerts on this cluster. */
  readonly prometheusUrl: string;
  readonly alertmanagerUrl: string;
  stop(): Promise<void>;
}

const json = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * The demo on the real control plane: etcd and kube-apiserver with OpenShift's CRDs, the gate's
 * policies and the MCO's custom-pool rule, the demo's default cluster seeded through the API,
 * and the simulated node controller and daemons as an API client (the MCO's service account).
 * `POST /_demo/tick` on the admin's front steps them; the monitoring answers are empty.
 */
export async function startDemoOnKube(options: DemoOnKubeOptions): Promise<DemoOnKube> {
  const cluster: OpenShiftCluster = await startOpenShiftCluster();
  const fronts: TokenFront[] = [];
  let operators: HttpCluster | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const applied = await cluster.kubectl('apply', '-f', MCO_POOL_POLICY);
    if (applied.code !== 0) throw new Error(`the MCO's custom pool policy: ${applied.stderr}`);
    const admin = cluster.as('admin');
    // The OS update controller runs as its service account with exactly deploy/'s RBAC.
    await grantDeployedRbac(admin);
    const seeded = await seedObjects(admin, await demoSeedObjects(options.images, options.registry));
    operators = new HttpCluster(cluster.endpoint('nodeController'), KUBE_OPERATOR_TYPES);
    await operators.start();
    const ops = operators;
    const nodeController = new RolloutController(ops, 0);
    // One step of the MCO as API clients: what the server holds now is read, the node controller
    // and the daemons move, the MachineConfigNodes follow.
    let stepping: Promise<void> = Promise.resolve();
    const step = () =>
      (stepping = stepping
        .catch(() => undefined) // a failed step is told to its caller; the next one runs all the same
        .then(async () => {
          await ops.resync();
          await nodeController.tick();
          await syncMachineConfigNodes(ops, Date.now());
        }));
    if (options.stepMs > 0) {
      timer = setInterval(
        () => void step().catch((e: Error) => console.error(`machine-config step: ${e.message}`)),
        options.stepMs,
      );
      timer.unref();
    }
    const local = (req: IncomingMessage, res: ServerResponse): boolean => {
      const path = new URL(req.url ?? '/', 'http://front').pathname;
      if (path === '/_demo/tick' && req.method === 'POST') {
        // A step reads what the server holds now: the writes a caller just made included.
        void step().then(
          () => json(res, {}),
          (error: Error) => {
            res.writeHead(500, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ message: error.message }));
          },
        );
        return true;
      }
      // No monitoring stack on this cluster: its service proxies answer that nothing fires.
      if (path.startsWith(MONITORING_PROXIES))
        return (json(res, path.endsWith('/api/v1/rules') ? { status: 'success', data: { groups: [] } } : []), true);
      return false;
    };
    const { url, ca, token } = cluster.endpoint('admin');
    const adminFront = await startTokenFront({ upstream: url, ca, token, port: options.apiPort, local });
    fronts.push(adminFront);
    const front = async (user: 'viewer' | 'controller') => {
      const started = await startTokenFront({ upstream: url, ca, token: cluster.endpoint(user).token });
      fronts.push(started);
      return started.url;
    };
    const [viewerApiUrl, controllerApiUrl] = [await front('viewer'), await front('controller')];
    return {
      apiUrl: adminFront.url,
      viewerApiUrl,
      controllerApiUrl,
      seeded,
      kubeconfig: cluster.kubeconfig('admin'),
      prometheusUrl: `${adminFront.url}${THANOS_PROXY_PATH}`,
      alertmanagerUrl: `${adminFront.url}${ALERTMANAGER_PROXY_PATH}`,
      async stop() {
        clearInterval(timer);
        operators?.stop();
        for (const front of fronts) await front.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    clearInterval(timer);
    operators?.stop();
    for (const front of fronts) await front.close();
    await cluster.stop();
    throw error;
  }
}

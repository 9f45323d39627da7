import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { grantDeployedRbac } from '../../test-support/kube/controller-rbac';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';
import type { DemoImages } from '../mock-api/demo-images';
import type { ClusterOptions } from '../mock-api/cluster';
import { RolloutController } from '../mock-api/rollout-controller';
import { HttpCluster } from '../operators/http-cluster';
import { KUBE_OPERATOR_TYPES } from '../operators/operator-types';
import { demoSeedObjects } from './demo-seed';
import { seedObjects } from './seed-objects';
import { startTokenFront, type TokenFront } from './token-front';

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
  /** A kubeconfig for kubectl and the CLI, as the cluster admin (HTTPS, token). */
  readonly kubeconfig: string;
  /** Where the console backend's Prometheus and Alertmanager proxies go: no alerts on this cluster. */
  readonly monitoringUrl: string;
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
  let controller: RolloutController | undefined;
  try {
    const applied = await cluster.kubectl('apply', '-f', MCO_POOL_POLICY);
    if (applied.code !== 0) throw new Error(`the MCO's custom pool policy: ${applied.stderr}`);
    const admin = cluster.as('admin');
    // The OS update controller runs as its service account with exactly deploy/'s RBAC.
    await grantDeployedRbac(admin);
    await seedObjects(admin, await demoSeedObjects(options.images, options.registry));
    operators = new HttpCluster(cluster.endpoint('nodeController'), KUBE_OPERATOR_TYPES);
    await operators.start();
    controller = new RolloutController(operators, options.stepMs);
    controller.start();
    const stepped = controller;
    const ops = operators;
    const local = (req: IncomingMessage, res: ServerResponse): boolean => {
      const path = new URL(req.url ?? '/', 'http://front').pathname;
      if (path === '/_demo/tick' && req.method === 'POST') {
        // A step reads what the server holds now: the writes a caller just made included.
        void ops
          .resync()
          .then(() => stepped.tick())
          .then(
            () => json(res, {}),
            (error: Error) => {
              res.writeHead(500, { 'content-type': 'application/json' });
              res.end(JSON.stringify({ message: error.message }));
            },
          );
        return true;
      }
      if (path.startsWith('/_demo/monitoring/api/v1/rules'))
        return (json(res, { status: 'success', data: { groups: [] } }), true);
      if (path.startsWith('/_demo/monitoring/')) return (json(res, []), true);
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
      kubeconfig: cluster.kubeconfig('admin'),
      monitoringUrl: `${adminFront.url}/_demo/monitoring`,
      async stop() {
        controller?.stop();
        operators?.stop();
        for (const front of fronts) await front.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    controller?.stop();
    operators?.stop();
    for (const front of fronts) await front.close();
    await cluster.stop();
    throw error;
  }
}

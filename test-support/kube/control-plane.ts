import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditFlags, readAuditEvents, type AuditEvent } from './audit-log';
import { kubeBinaries } from './binaries';
import { freePort } from './free-port';
import { KubeClient } from './kube-client';
import { TEST_USERS, type TestUser } from './test-users';

/**
 * The real Kubernetes control plane for tests: etcd and kube-apiserver as a cluster runs them
 * (RBAC, ValidatingAdmissionPolicy, token users), on loopback with a fresh data directory,
 * its own serving certificate and service-account key; stopped and removed by `stop()`.
 */
export interface ControlPlane {
  readonly url: string;
  /** The serving certificate's bundle (kube-apiserver's self-signed CA with it). */
  readonly ca: string;
  /** A client acting as one of the test users (`admin` is in system:masters). */
  as(user: TestUser): KubeClient;
  /** A kubeconfig file for kubectl and @kubernetes/client-node acting as `user`. */
  kubeconfig(user: TestUser): string;
  /** What a kubeconfig for `user` holds: the server, its bearer token and the server's CA. */
  endpoint(user: TestUser): { readonly url: string; readonly token: string; readonly ca: string };
  /**
   * Starts kube-controller-manager with only these controllers (e.g. the ValidatingAdmissionPolicy
   * status controller, which type-checks policies into their status); stopped with the rest.
   */
  startControllers(controllers: readonly string[]): void;
  /** Stops kube-apiserver and starts it again on the same etcd, port and users. */
  restartApiServer(): Promise<void>;
  /**
   * Compacts etcd's history up to now, as kube-apiserver has it done every five minutes
   * (`--etcd-compaction-interval`): a watch etcd serves from an older resourceVersion then
   * expires (410). kube-apiserver's watch cache serves from its own window unless it is off
   * (`--watch-cache=false`).
   */
  compactEtcd(): Promise<void>;
  /** The requests of `auditUser` so far, or all of them after `stop()` (the audit log); none without one. */
  auditEvents(): AuditEvent[];
  stop(): Promise<void>;
}

export interface ControlPlaneOptions {
  /** Extra kube-apiserver flags (e.g. a feature gate). */
  readonly apiServerFlags?: readonly string[];
  /** A user whose every request kube-apiserver logs (its audit log): `auditEvents()` reads them. */
  readonly auditUser?: string;
}

export async function startControlPlane(options: ControlPlaneOptions = {}): Promise<ControlPlane> {
  const bin = kubeBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'os-update-kube-'));
  const [etcdPort, peerPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const tokens = new Map<TestUser, string>(TEST_USERS.map((u) => [u.name, randomBytes(16).toString('hex')]));
  writeFileSync(
    join(dir, 'tokens.csv'),
    TEST_USERS.map((u) => `${tokens.get(u.name)},${u.username},${u.name},"${u.groups.join(',')}"`).join('\n') + '\n',
  );
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(join(dir, 'sa.key'), privateKey.export({ type: 'pkcs1', format: 'pem' }));

  const logs: string[] = [];
  const etcd = launch(
    bin.etcd,
    [
      `--data-dir=${join(dir, 'etcd')}`,
      `--listen-client-urls=http://127.0.0.1:${etcdPort}`,
      `--advertise-client-urls=http://127.0.0.1:${etcdPort}`,
      `--listen-peer-urls=http://127.0.0.1:${peerPort}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${peerPort}`,
      `--initial-cluster=default=http://127.0.0.1:${peerPort}`,
      // Tests keep nothing across a machine's crash: fsync only slows them.
      '--unsafe-no-fsync',
      '--log-level=error',
    ],
    logs,
  );
  const apiArgs = [
    `--etcd-servers=http://127.0.0.1:${etcdPort}`,
    '--bind-address=127.0.0.1',
    '--advertise-address=127.0.0.1',
    `--secure-port=${apiPort}`,
    `--cert-dir=${join(dir, 'certs')}`,
    `--token-auth-file=${join(dir, 'tokens.csv')}`,
    '--authorization-mode=RBAC',
    `--service-account-key-file=${join(dir, 'sa.key')}`,
    `--service-account-signing-key-file=${join(dir, 'sa.key')}`,
    '--service-account-issuer=https://kubernetes.default.svc',
    '--service-cluster-ip-range=10.0.0.0/24',
    // No controller-manager runs: nothing would create the service accounts this plugin waits for.
    '--disable-admission-plugins=ServiceAccount',
    '--v=0',
    ...(options.apiServerFlags ?? []),
    ...(options.auditUser ? auditFlags(dir, options.auditUser) : []),
  ];
  let apiServer = launch(bin.kubeApiServer, apiArgs, logs);
  const others: ChildProcess[] = [];
  const url = `https://127.0.0.1:${apiPort}`;
  const client = (user: TestUser, ca: string) => new KubeClient(url, ca, tokens.get(user) as string);

  // Read once kube-apiserver has stopped (it writes its last events as it shuts down), before
  // the directory goes.
  let finalAudit: AuditEvent[] | undefined;
  const stopAll = async () => {
    await Promise.all([...others.map(halt), halt(apiServer), halt(etcd)]);
    if (options.auditUser) finalAudit = readAuditEvents(dir);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const ca = await waitReady(
      url,
      join(dir, 'certs', 'apiserver.crt'),
      tokens.get('admin') as string,
      [etcd, apiServer],
      logs,
    );
    return {
      url,
      ca,
      as: (user) => client(user, ca),
      kubeconfig: (user) => writeKubeconfig(dir, url, ca, user, tokens.get(user) as string),
      endpoint: (user) => ({ url, token: tokens.get(user) as string, ca }),
      startControllers(controllers) {
        const kubeconfig = writeKubeconfig(dir, url, ca, 'admin', tokens.get('admin') as string);
        others.push(
          launch(
            bin.kubeControllerManager,
            [
              `--kubeconfig=${kubeconfig}`,
              `--controllers=${controllers.join(',')}`,
              '--leader-elect=false',
              '--secure-port=0',
              '--use-service-account-credentials=false',
            ],
            logs,
          ),
        );
      },
      async compactEtcd() {
        // etcd's JSON gateway: the revision from any read, then a physical compaction to it.
        const etcdApi = async (path: string, body: unknown) => {
          const answer = await fetch(`http://127.0.0.1:${etcdPort}/v3/kv/${path}`, {
            method: 'POST',
            body: JSON.stringify(body),
          });
          if (!answer.ok) throw new Error(`etcd ${path}: ${answer.status} ${await answer.text()}`);
          return (await answer.json()) as { header?: { revision?: string } };
        };
        const { header } = await etcdApi('range', { key: Buffer.from('/').toString('base64'), limit: 1 });
        await etcdApi('compaction', { revision: header?.revision, physical: true });
      },
      async restartApiServer() {
        await halt(apiServer);
        apiServer = launch(bin.kubeApiServer, apiArgs, logs);
        await waitReady(
          url,
          join(dir, 'certs', 'apiserver.crt'),
          tokens.get('admin') as string,
          [etcd, apiServer],
          logs,
        );
      },
      auditEvents: () => finalAudit ?? readAuditEvents(dir),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function launch(path: string, args: string[], logs: string[]): ChildProcess {
  const child = spawn(path, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  // A test process that ends without stop() (killed, timed out) takes its control plane with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    logs.push(chunk);
    if (logs.length > 200) logs.shift();
  });
  return child;
}

async function halt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
  await exited;
  clearTimeout(timer);
}

/** Ready: /readyz answers 200 (etcd reached, bootstrap RBAC and every post-start hook done). */
async function waitReady(
  url: string,
  certFile: string,
  adminToken: string,
  processes: ChildProcess[],
  logs: string[],
): Promise<string> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const dead = processes.find((p) => p.exitCode !== null);
    if (dead)
      throw new Error(`the control plane exited (${dead.spawnfile} ${dead.exitCode}):\n${logs.join('').slice(-3000)}`);
    let ca: string | undefined;
    try {
      ca = readFileSync(certFile, 'utf8');
    } catch {
      // not written yet
    }
    if (ca) {
      const answer = await new KubeClient(url, ca, adminToken).raw('GET', '/readyz').catch(() => undefined);
      if (answer?.status === 200) return ca;
    }
    if (Date.now() > deadline) throw new Error(`kube-apiserver not ready in 180 s:\n${logs.join('').slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function writeKubeconfig(dir: string, url: string, ca: string, user: TestUser, token: string): string {
  const path = join(dir, `kubeconfig-${user}`);
  const config = {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      { name: 'test', cluster: { server: url, 'certificate-authority-data': Buffer.from(ca).toString('base64') } },
    ],
    users: [{ name: user, user: { token } }],
    contexts: [{ name: user, context: { cluster: 'test', user } }],
    'current-context': user,
  };
  writeFileSync(path, JSON.stringify(config), { mode: 0o600 });
  return path;
}

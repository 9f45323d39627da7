import { spawn, type ChildProcess } from 'node:child_process';
import { OS_UPDATE_BUNDLE } from './os-update-bundle';
import { TEST_PASSWORD, TEST_USER } from './registry/local-registry';

const root = new URL('..', import.meta.url).pathname;

/** A request to a (demo) API server; the test's own requests say so in their User-Agent. */
export type ApiCall = (method: string, path: string, body?: unknown, type?: string) => Promise<unknown>;

export const TEST_AGENT = 'os-update-controller-test';

export const apiCaller =
  (apiUrl: string): ApiCall =>
  async (method, path, body, type = 'application/json') => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'Content-Type': type, 'User-Agent': TEST_AGENT },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json();
  };

/** The cluster's pull secret, granting the test user of the local registry (or a wrong password). */
export async function seedPullSecret(api: ApiCall, registryHost: string, password = TEST_PASSWORD): Promise<void> {
  const auth = { auths: { [registryHost]: { auth: Buffer.from(`${TEST_USER}:${password}`).toString('base64') } } };
  await api('DELETE', '/api/v1/namespaces/openshift-config/secrets/pull-secret').catch(() => undefined);
  await api('POST', '/api/v1/namespaces/openshift-config/secrets', {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'pull-secret', namespace: 'openshift-config' },
    type: 'kubernetes.io/dockerconfigjson',
    data: { '.dockerconfigjson': Buffer.from(JSON.stringify(auth)).toString('base64') },
  });
}

/**
 * Mirror sets that send every release image to the local registry and never to the source:
 * the controller's reads stay on this machine.
 */
export const seedLocalMirrors = (api: ApiCall, registryHost: string) =>
  api('POST', '/apis/config.openshift.io/v1/imagedigestmirrorsets', {
    apiVersion: 'config.openshift.io/v1',
    kind: 'ImageDigestMirrorSet',
    metadata: { name: 'local' },
    spec: {
      imageDigestMirrors: [
        {
          source: 'quay.io/openshift-release-dev/ocp-v4.0-art-dev',
          mirrors: [`${registryHost}/openshift/node`],
          mirrorSourcePolicy: 'NeverContactSource',
        },
        {
          source: 'quay.io/openshift-release-dev',
          mirrors: [`${registryHost}/openshift`],
          mirrorSourcePolicy: 'NeverContactSource',
        },
      ],
    },
  });

export type ControllerProcess = ChildProcess & { output: string };

/**
 * The command line of `os-update controller` against `apiUrl`: the bundle, as the
 * controller's Deployment runs it (built by the run's global set-up, `buildOsUpdateBundle`),
 * one process so that SIGTERM reaches it.
 */
export const controllerCommand = (apiUrl: string, identity: string, ...extra: string[]) => ({
  command: process.execPath,
  args: [
    OS_UPDATE_BUNDLE,
    'controller',
    '--server',
    apiUrl,
    '--namespace',
    'os-update-plugin',
    '--identity',
    identity,
    '--registry-tls-verify=false',
    ...extra,
  ],
  cwd: root,
});

/** `os-update controller` against `apiUrl`, its log kept in `output`. */
export function spawnController(apiUrl: string, identity: string, ...extra: string[]): ControllerProcess {
  const { command, args, cwd } = controllerCommand(apiUrl, identity, ...extra);
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] }) as ControllerProcess;
  child.output = '';
  child.stdout?.on('data', (c: Buffer) => (child.output += c.toString()));
  return child;
}

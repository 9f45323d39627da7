/**
 * `npm start`: builds what is missing, starts the demo cluster's API server, its image
 * registry with the demo's OS images, the OS update controller against it, and the console
 * shell's backend, all on loopback, and prints the URLs once ready.
 *
 *   npm start -- [--cluster DIR] [--port N] [--api-port M] [--registry-port R] [--step-ms MS]
 *                [--no-controller] [--no-advisories] [--os-streams] [--plugin os-update-plugin=URL]
 *                [--react-development] [--kube]
 *
 * --no-controller: no registry and no controller; the demo pre-publishes its release infos
 * instead (the page alone, as the Playwright suite drives it).
 * --no-advisories: the controller is given no advisory source (the page says how to add one).
 * --os-streams: a 5.0-style cluster whose release ships rhel-9 and rhel-10 images (the
 * OSImageStream API); `/_demo/reset` with `{"cluster":"os-streams"}` seeds it too.
 * --kube: the demo on the real control plane (etcd and kube-apiserver, dev/on-kube): the same
 * seed written through its API, the simulated node controller as its API client, the controller
 * as its service account; prints the admin's kubeconfig. `npm start` alone stays on the demo's
 * own API server, which starts in seconds.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createConsoleBackend, PLUGIN_NAME } from './console-shell/backend';
import { createApiServer } from './mock-api/api-server';
import { createCluster } from './mock-api/cluster';
import { ALERTMANAGER_PROXY_PATH, THANOS_PROXY_PATH } from './mock-api/monitoring/rules-api';
import { buildDemoImages, imagesOf } from './mock-api/demo-images';
import { CURRENT_RELEASE, DEMO_RELEASES, STREAM_RELEASES } from './mock-api/demo-releases';
import { buildCustomImage, CUSTOM_IMAGE_REPOSITORY } from './mock-api/custom-image';
import { startDemoRegistry, type DemoRegistry } from './demo-registry';
import { ADVISORY_REPOSITORY, buildAdvisoryImage } from './mock-api/demo-advisories';
import { controllerCommand } from '../test-support/controller-cluster';
import { buildOsUpdateBundle } from '../test-support/os-update-bundle';
import { startDemoOnKube } from './on-kube/demo-on-kube';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    cluster: { type: 'string' },
    port: { type: 'string', default: '9000' },
    'api-port': { type: 'string', default: '9001' },
    'registry-port': { type: 'string' },
    'no-controller': { type: 'boolean', default: false },
    'no-advisories': { type: 'boolean', default: false },
    'os-streams': { type: 'boolean', default: false },
    'step-ms': { type: 'string', default: '3000' },
    plugin: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    'react-development': { type: 'boolean', default: false },
    kube: { type: 'boolean', default: false },
  },
});

const build = (script: string, marker: string, env: Record<string, string> = {}) => {
  if (values.rebuild || !existsSync(`${root}${marker}`)) {
    console.log(`Building: npm run ${script}`);
    execSync(`npm run -s ${script}`, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  }
};

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

const pluginUrl = values.plugin?.startsWith(`${PLUGIN_NAME}=`)
  ? values.plugin.slice(PLUGIN_NAME.length + 1)
  : undefined;
if (values.plugin && !pluginUrl)
  throw new Error(`--plugin takes ${PLUGIN_NAME}=URL, like the console's BRIDGE_PLUGINS`);
if (!pluginUrl) build('build', 'dist/plugin-manifest.json');
// --react-development: the shell with development React, which warns about misuse.
const shellDir = values['react-development'] ? 'dev/console-shell/dist-dev' : 'dev/console-shell/dist';
build('build:shell', `${shellDir}/index.html`, values['react-development'] ? { NODE_ENV: 'development' } : {});

const port = Number(values.port);
const apiPort = Number(values['api-port']);
const withController = !values['no-controller'];
if (withController) execSync('bash dev/tools/system-deps.sh demo', { cwd: root, stdio: 'inherit' });
// Without a controller the streams' images cost little (no rpm databases): always built, so
// that a spec can seed the 5.0-style cluster in the shared demo.
const osStreams = values['os-streams'];
const images = await buildDemoImages({ withRpmdb: withController, streams: osStreams || !withController });
let registry: DemoRegistry | undefined;
let customImage: string | undefined;
if (withController) {
  // --registry-port is kept to; without it 9002, or any free port when 9002 is taken (a second
  // demo, say), so that `--cluster DIR --port N --api-port M` never fails for a port it did not name.
  registry = values['registry-port']
    ? await startDemoRegistry(Number(values['registry-port']))
    : await startDemoRegistry(9002).catch(() => startDemoRegistry());
  // Every demo release is in the registry from the start: the seeded pools run the first two,
  // and the ClusterVersion offers the others as updates (the controller reads them before
  // anyone updates). `/_demo/publish` then renders configs for one of them.
  for (const release of [...DEMO_RELEASES, ...(osStreams ? STREAM_RELEASES : [])])
    await registry.push(imagesOf(images, release));
  // An admin's own image on the node image, with no metalayer: its packages come from its rpm database.
  const customLayout = await buildCustomImage(
    mkdtempSync(join(tmpdir(), 'os-update-demo-custom-')),
    DEMO_RELEASES.find((r) => r.id === CURRENT_RELEASE)!,
  );
  customImage = await registry.pushImage(customLayout, CUSTOM_IMAGE_REPOSITORY);
  // The advisory feed the controller rates updates from (issue 46), followed by its tag.
  await registry.pushImage(
    await buildAdvisoryImage(mkdtempSync(join(tmpdir(), 'os-update-demo-advisories-'))),
    ADVISORY_REPOSITORY,
  );
}
if (values.kube && values.cluster)
  throw new Error('--kube seeds the default demo cluster: --cluster DIR is for the embedded API server');
const onKube = values.kube
  ? await startDemoOnKube({ images, registry, stepMs: Number(values['step-ms']), apiPort })
  : undefined;
const cluster = onKube
  ? undefined
  : createCluster({ clusterDir: values.cluster, stepMs: Number(values['step-ms']), images, registry, osStreams });
cluster?.controller.start();
const apiServer = cluster ? createApiServer(cluster) : undefined;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const backend = createConsoleBackend({
  shellDir: `${root}${shellDir}`,
  plugin: pluginUrl ? { url: pluginUrl } : { dir: `${root}dist` },
  apiUrl: `${apiUrl}/`,
  prometheusUrl: onKube?.prometheusUrl ?? `${apiUrl}${THANOS_PROXY_PATH}`,
  alertmanagerUrl: onKube?.alertmanagerUrl ?? `${apiUrl}${ALERTMANAGER_PROXY_PATH}`,
});
if (apiServer) await listen(apiServer, apiPort);
await listen(backend, port);
if (onKube) {
  console.log(`kube-apiserver (etcd beside it), as the cluster admin: ${apiUrl}/  (plain HTTP front)`);
  console.log(`  kubectl --kubeconfig ${onKube.kubeconfig} get mcp`);
} else console.log(`Demo cluster API server: ${apiUrl}/  (kubectl --server ${apiUrl} get mcp)`);
// The in-cluster half, as a Deployment would run it: it reads the images and publishes release infos.
const osUpdateController = registry ? startOsUpdateController(onKube?.controllerApiUrl ?? apiUrl) : undefined;
if (registry)
  console.log(
    // Where its login is, not the login: a password printed is a password in every terminal log.
    `Image registry: http://${registry.host}/  (docker-registry, basic auth; its login is in the pull secret openshift-config/pull-secret)`,
  );
if (customImage) console.log(`Custom node image (no metalayer, built on the current release's): ${customImage}`);
if (osUpdateController) console.log(`OS update controller: running, log in ${osUpdateController.log}`);
console.log(`Console: http://127.0.0.1:${port}/os-updates`);

function startOsUpdateController(apiUrl: string) {
  // The controller as its Deployment runs it: the bundle, built from the sources as they are.
  buildOsUpdateBundle();
  const log = join(mkdtempSync(join(tmpdir(), 'os-update-controller-')), 'controller.log');
  const { command, args, cwd } = controllerCommand(
    apiUrl,
    'demo-controller',
    '--resync-seconds',
    '10',
    // The demo's clock: POST /_demo/clock {"advanceSeconds": N} brings a maintenance window nearer.
    // …unless on kube-apiserver, where windows go by this machine's time.
    ...(values.kube ? [] : ['--clock-url', `${apiUrl}/_demo/clock`]),
    ...(values['no-advisories'] ? [] : ['--advisories', `${registry!.host}/${ADVISORY_REPOSITORY}:latest`]),
  );
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { cwd, stdio: ['ignore', fd, fd] });
  return { child, log };
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cluster?.controller.stop();
    osUpdateController?.child.kill('SIGTERM');
    apiServer?.close();
    backend.close();
    void Promise.all([registry?.stop(), onKube?.stop()]).finally(() => process.exit(0));
  });
}

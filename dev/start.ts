/**
 * `npm start`: builds what is missing, starts the demo cluster's API server and the console
 * shell's backend on loopback, and prints both URLs once ready.
 *
 *   npm start -- [--cluster DIR] [--port N] [--api-port M] [--step-ms MS] [--plugin os-update-plugin=URL]
 *                [--react-development]
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createConsoleBackend, PLUGIN_NAME } from './console-shell/backend';
import { createApiServer } from './mock-api/api-server';
import { createCluster } from './mock-api/cluster';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    cluster: { type: 'string' },
    port: { type: 'string', default: '9000' },
    'api-port': { type: 'string', default: '9001' },
    'step-ms': { type: 'string', default: '3000' },
    plugin: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    'react-development': { type: 'boolean', default: false },
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
const cluster = createCluster({ clusterDir: values.cluster, stepMs: Number(values['step-ms']) });
cluster.controller.start();
const apiServer = createApiServer(cluster);
const backend = createConsoleBackend({
  shellDir: `${root}${shellDir}`,
  plugin: pluginUrl ? { url: pluginUrl } : { dir: `${root}dist` },
  apiUrl: `http://127.0.0.1:${apiPort}/`,
});
await listen(apiServer, apiPort);
await listen(backend, port);
console.log(
  `Demo cluster API server: http://127.0.0.1:${apiPort}/  (kubectl --server http://127.0.0.1:${apiPort} get mcp)`,
);
console.log(`Console: http://127.0.0.1:${port}/os-updates`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cluster.controller.stop();
    apiServer.close();
    backend.close();
    process.exit(0);
  });
}

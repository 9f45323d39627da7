/**
 * Starts the real consoles of REAL_CONSOLES for the test run: one stand-in backend
 * (`bridge.mjs`, as its README says) per console and user, and the viewer's proxy to the demo
 * API, with the SDK contract probe built and loaded beside the plugin. Answers on
 * REAL_CONSOLES_READY_PORT once all are up; ends them all when it ends.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, request } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_API_URL } from './environment';
import { REAL_CONSOLE_DIR, REAL_CONSOLES, REAL_CONSOLES_READY_PORT, VIEWER_PROXY_PORT } from './real-consoles';

const PLUGIN_DIST = resolve('dist');
/** The SDK contract probe (dev/sdk-contract), a plugin of its own beside the real one. */
const PROBE_DIST = resolve('dev/sdk-contract/dist');
const children: ChildProcess[] = [];
/** The stand-in backend's DELETE bodies, framed (see the file). */
const DELETE_BODIES = pathToFileURL(resolve('integration-tests/support/bridge-delete-bodies.mjs')).href;

/** The demo API as `viewer`: every request says so, unless it impersonates someone already. */
function startViewerProxy(): Promise<void> {
  const upstream = new URL(DEMO_API_URL);
  const proxy = createServer((req, res) => {
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: upstream.host };
    headers['impersonate-user'] ??= 'viewer';
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`viewer proxy: ${error.message}`);
    });
    req.pipe(forwarded);
  });
  return new Promise((done) => proxy.listen(VIEWER_PROXY_PORT, '127.0.0.1', () => done()));
}

function startBridge(folder: string, version: string, port: number, upstream: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', DELETE_BODIES, resolve(REAL_CONSOLE_DIR, 'bridge.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_DIR: resolve(REAL_CONSOLE_DIR, folder),
      PLUGINS: `os-update-plugin=${PLUGIN_DIST},sdk-contract-probe=${PROBE_DIST}`,
      UPSTREAM: upstream,
      I18N_NAMESPACES: 'plugin__os-update-plugin',
      CONSOLE_VERSION: version,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('stand-in bridge on')) done();
    });
    child.on('exit', (code) => fail(new Error(`the ${folder} backend on port ${port} exited (${code})`)));
  });
}

const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

execFileSync('npx', ['webpack', '--config', 'dev/sdk-contract/webpack.config.js'], { stdio: 'ignore' });
await startViewerProxy();
await Promise.all(
  REAL_CONSOLES.flatMap((c) => [
    startBridge(c.name, c.version, c.port, DEMO_API_URL),
    startBridge(c.name, c.version, c.viewerPort, `http://127.0.0.1:${VIEWER_PROXY_PORT}`),
  ]),
);
createServer((_req, res) => res.end('ready')).listen(REAL_CONSOLES_READY_PORT, '127.0.0.1');
console.log(
  `real consoles: ${REAL_CONSOLES.map((c) => `${c.name} on :${c.port} (viewer :${c.viewerPort})`).join(', ')}`,
);

/**
 * Starts the real consoles of every slot (environment.ts) for the test run: one stand-in backend
 * (`bridge.mjs`, as its README says) per console and user, and the viewer's proxy to the demo
 * API, with the SDK contract probe built and loaded beside the plugin. Answers on slot 0's
 * ready port once all are up; ends them all when it ends.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createServer, request } from 'node:http';
import { resolve } from 'node:path';
import { demoApiPort, E2E_WORKERS, kubeDemoApiPort } from './environment';
import { startBridge } from './bridge';
import {
  kubeConsole,
  kubeViewerProxyPort,
  realConsoles,
  realConsolesReadyPort,
  viewerProxyPort,
} from './real-consoles';

/** The SDK contract probe (dev/sdk-contract), a plugin of its own beside the real one. */
const PROBE = [`sdk-contract-probe=${resolve('dev/sdk-contract/dist')}`];
const children: ChildProcess[] = [];
const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => slot);

/** An API as `viewer`: every request says so, unless it impersonates someone already. */
function startViewerProxy(port: number, apiPort: number): Promise<void> {
  const upstream = new URL(`http://127.0.0.1:${apiPort}`);
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
  return new Promise((done) => proxy.listen(port, '127.0.0.1', () => done()));
}

const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

execFileSync('npx', ['webpack', '--config', 'dev/sdk-contract/webpack.config.js'], { stdio: 'ignore' });
await Promise.all(
  slots.flatMap((slot) => [
    startViewerProxy(viewerProxyPort(slot), demoApiPort(slot)),
    // kube-apiserver judges the viewer's impersonation by the admin's RBAC, as on a cluster.
    startViewerProxy(kubeViewerProxyPort(slot), kubeDemoApiPort(slot)),
  ]),
);
await Promise.all(
  slots.flatMap((slot) =>
    realConsoles(slot).flatMap((c) => [
      startBridge(c, c.port, `http://127.0.0.1:${demoApiPort(slot)}`, PROBE).then((child) => children.push(child)),
      startBridge(c, c.viewerPort, `http://127.0.0.1:${viewerProxyPort(slot)}`, PROBE).then((child) =>
        children.push(child),
      ),
    ]),
  ),
);
await Promise.all(
  slots.flatMap((slot) => {
    const c = kubeConsole(slot);
    return [
      startBridge(c, c.port, `http://127.0.0.1:${kubeDemoApiPort(slot)}`).then((child) => children.push(child)),
      startBridge(c, c.viewerPort, `http://127.0.0.1:${kubeViewerProxyPort(slot)}`).then((child) =>
        children.push(child),
      ),
    ];
  }),
);
createServer((_req, res) => res.end('ready')).listen(realConsolesReadyPort(0), '127.0.0.1');
for (const slot of slots)
  console.log(
    `real consoles of slot ${slot}: ${realConsoles(slot)
      .map((c) => `${c.name} on :${c.port} (viewer :${c.viewerPort})`)
      .join(', ')}`,
  );

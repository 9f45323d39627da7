import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REAL_CONSOLE_DIR, type RealConsole } from './real-consoles';

const PLUGIN_DIST = resolve('dist');
/** The stand-in backend's DELETE bodies, framed (see the file). */
const DELETE_BODIES = pathToFileURL(resolve('integration-tests/support/bridge-delete-bodies.mjs')).href;

/**
 * One real console frontend served by its stand-in backend (`bridge.mjs`, as its README
 * says) on `port`, against the API server `upstream`, with the plugin (and any other plugins
 * given, `name=dir`). Resolves with the process once it answers.
 */
export function startBridge(
  console: Pick<RealConsole, 'name' | 'version'>,
  port: number,
  upstream: string,
  otherPlugins: readonly string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', DELETE_BODIES, resolve(REAL_CONSOLE_DIR, 'bridge.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_DIR: resolve(REAL_CONSOLE_DIR, console.name),
      PLUGINS: [`os-update-plugin=${PLUGIN_DIST}`, ...otherPlugins].join(','),
      UPSTREAM: upstream,
      I18N_NAMESPACES: 'plugin__os-update-plugin',
      CONSOLE_VERSION: console.version,
      // The gate's admission policies (the page reads whether they are installed), and the
      // cluster's topology (a single-node cluster's machines are never drained); the pods and
      // budgets a drain meets (the review's pre-flight).
      FORWARD_EXTRA: 'admissionregistration.k8s.io,config.openshift.io/infrastructures,core/pods,policy',
      // Alerts and silences, as the console backend reads them from thanos-querier and
      // alertmanager-main: the demo's, through its API server's service proxy.
      PROMETHEUS_UPSTREAM: new URL(
        'api/v1/namespaces/openshift-monitoring/services/https:thanos-querier:9091/proxy',
        upstream.replace(/\/?$/, '/'),
      ).href,
      ALERTMANAGER_UPSTREAM: new URL(
        'api/v1/namespaces/openshift-monitoring/services/https:alertmanager-main:9094/proxy',
        upstream.replace(/\/?$/, '/'),
      ).href,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('stand-in bridge on')) done(child);
    });
    child.on('exit', (code) => fail(new Error(`the ${console.name} backend on port ${port} exited (${code})`)));
  });
}

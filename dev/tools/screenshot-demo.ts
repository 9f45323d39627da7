/**
 * The demo the screenshots are taken from: `dev/start.ts` with the controller, on ports of its
 * own. The test runs use the 9000s and 9200s (and more per Playwright worker); 9600–9699 is kept
 * for this script so that taking screenshots never collides with a test run beside it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FIRST_PORT = 9600;
const LAST_PORT = 9699;
// The first start builds the images' rpm databases and the controller bundle: minutes on 2 cores.
const START_TIMEOUT_MS = 10 * 60_000;

export interface ScreenshotDemo {
  /** The console shell, e.g. http://127.0.0.1:9600 */
  readonly url: string;
  /** The demo cluster's API server (kubectl --server, /_demo/…). */
  readonly apiUrl: string;
  stop(): Promise<void>;
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Three free ports in a row (shell, API server, registry), all within 9600–9699. */
export async function freePorts(from = FIRST_PORT, to = LAST_PORT): Promise<number> {
  for (let port = from; port + 2 <= to; port += 3) {
    if ((await isFree(port)) && (await isFree(port + 1)) && (await isFree(port + 2))) return port;
  }
  throw new Error(`no three free ports in a row between ${from} and ${to}`);
}

/** Starts the whole demo (registry, controller, shell) and resolves once it prints its console URL. */
export async function startScreenshotDemo(): Promise<ScreenshotDemo> {
  const port = await freePorts();
  const url = `http://127.0.0.1:${port}`;
  const args = ['tsx', 'dev/start.ts', '--port', `${port}`, '--api-port', `${port + 1}`];
  const child = spawn('npx', [...args, '--registry-port', `${port + 2}`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stop() ends the demo and everything it started (registry, controller).
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the demo did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Console: ${url}/os-updates`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the demo exited with ${code} before it was ready:\n${output}`));
    });
  });
  return { url, apiUrl: `http://127.0.0.1:${port + 1}`, stop };
}

/** Publishes one of the demo's releases (`/_demo/publish`): the operator's templates and every pool's target move to it. */
export async function publishDemoRelease(demo: ScreenshotDemo, release: string): Promise<void> {
  const response = await fetch(`${demo.apiUrl}/_demo/publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ release }),
  });
  if (!response.ok) throw new Error(`publishing ${release}: ${response.status} ${await response.text()}`);
}

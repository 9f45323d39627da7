// @vitest-environment jsdom
/**
 * The console shell's SDK stand-in held to the real consoles: the SDK contract probe
 * (dev/sdk-contract) runs here against the stand-in, over a real demo cluster and console
 * backend, and must record exactly what console 4.22 recorded (the real-console spec
 * the-sdk-as-each-console-gives-it records and checks that file against the real console).
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { createPagedConfigMaps, pageParameters } from '../../../../test-support/sdk-contract-cluster';
import { loadDiscovery } from './discovery';

vi.mock('@openshift-console/dynamic-plugin-sdk', () => import('./index'));

const here = fileURLToPath(import.meta.url).replace(/[^/]+$/, '');
const RECORDED = `${here}../../../sdk-contract/recorded/console-4.22.json`;
let demo: { apiUrl: string; consoleUrl: string };
let servers: ChildProcess;

/** The demo cluster and console backend, in a node process of their own. */
function startDemo(): Promise<{ apiUrl: string; consoleUrl: string }> {
  servers = spawn(process.execPath, ['--import', 'tsx', `${here}../../../test-support/demo-servers-process.ts`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    servers.stdout?.once('data', (line: Buffer) => resolve(JSON.parse(line.toString())));
    servers.once('exit', (code) => reject(new Error(`the demo servers exited (${code})`)));
  });
}
const pages: string[] = [];

/** The browser's side of the shell: its fetch and websockets reach the console backend, with the session's cookies. */
async function browseTheShell(consoleUrl: string) {
  const landing = await fetch(`${consoleUrl}/os-updates`);
  const cookies = landing.headers.getSetCookie().map((c) => c.split(';')[0] as string);
  const cookie = cookies.join('; ');
  for (const c of cookies) document.cookie = c;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), consoleUrl);
    const paging = pageParameters(url);
    if (paging) pages.push(paging);
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookie);
    return realFetch(url, { ...init, headers });
  });
  const wsBase = consoleUrl.replace(/^http/, 'ws');
  class ShellWebSocket extends NodeWebSocket {
    constructor(url: string, protocols: string[] = []) {
      super(url.replace(/^wss?:\/\/[^/]+/, wsBase), protocols, { headers: { Cookie: cookie } });
    }
  }
  vi.stubGlobal('WebSocket', ShellWebSocket);
}

beforeAll(async () => {
  demo = await startDemo();
  await createPagedConfigMaps(demo.apiUrl);
  await browseTheShell(demo.consoleUrl);
}, 60_000);
afterAll(() => {
  // Unmounted, the probe's watches close their websockets.
  cleanup();
  servers.kill('SIGTERM');
  vi.unstubAllGlobals();
});

it('the stand-in returns what console 4.22 returns, for every SDK function and hook the plugin uses', async () => {
  // As the console: discovery is read before any plugin renders.
  await loadDiscovery();
  const { SdkContractProbe } = await import('../../../sdk-contract/SdkContractProbe');
  render(<SdkContractProbe />);
  const probe = await waitFor(
    () => {
      const shown = document.querySelector<HTMLElement>('[data-test="sdk-contract"]');
      expect(shown?.dataset.complete).toBe('true');
      return shown as HTMLElement;
    },
    { timeout: 30_000 },
  );
  const record = { ...JSON.parse(probe.textContent ?? '{}'), 'list pages asked for': pages };
  expect(record).toEqual(JSON.parse(readFileSync(RECORDED, 'utf8')));
}, 60_000);

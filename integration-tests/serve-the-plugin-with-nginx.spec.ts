import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';
import { slotPort } from './support/environment';
import { SpawnedDemo } from './support/spawned-demo';

const NGINX_PORT = slotPort(9543);
let nginx: ChildProcess | undefined;
const demo = new SpawnedDemo(9230, 9231);

/**
 * The project's nginx.conf, run by Debian's nginx: only the paths that are the container's
 * (certificate, document root, pid and temp files, port) point into a temporary folder.
 */
function startNginx(): void {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  mkdirSync(join(dir, 'cert'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=os-update-plugin.os-update-plugin.svc',
      '-keyout',
      join(dir, 'cert/tls.key'),
      '-out',
      join(dir, 'cert/tls.crt'),
    ],
    { stdio: 'ignore' },
  );
  // /tmp/ first: the folders substituted after it live under /tmp/ themselves.
  const replacements: [string, string][] = [
    ['/tmp/', `${dir}/`],
    ['/var/serving-cert/', `${dir}/cert/`],
    ['root /usr/share/nginx/html;', `root ${resolve('dist')};`],
    ['listen 9443 ssl;', `listen 127.0.0.1:${NGINX_PORT} ssl;`],
  ];
  let conf = readFileSync('nginx.conf', 'utf8');
  for (const [from, to] of replacements) {
    expect(conf, `nginx.conf still contains ${from}`).toContain(from);
    conf = conf.replaceAll(from, to);
  }
  writeFileSync(join(dir, 'nginx.conf'), conf);
  nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
}

function head(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port: NGINX_PORT, path, method: 'GET', headers, rejectUnauthorized: false },
      (res) => {
        res.resume();
        done({ status: res.statusCode ?? 0, headers: res.headers });
      },
    );
    req.on('error', fail);
    req.end();
  });
}

test.afterEach(async () => {
  nginx?.kill();
  await demo.stop();
});

test('nginx serves the built dist/ with the right headers, and the console shell loads the plugin from it', async ({
  page,
}) => {
  startNginx();
  await expect.poll(async () => (await head('/healthz').catch(() => ({ status: 0 }))).status).toBe(200);

  const manifest = await head('/plugin-manifest.json');
  expect(manifest.headers['content-type']).toBe('application/json');
  expect(manifest.headers['cache-control']).toBe('no-cache');
  const entry = await head('/plugin-entry.js');
  expect(entry.headers['content-type']).toBe('application/javascript');
  expect(entry.headers['cache-control']).toBe('no-cache');
  const chunk = readdirSync('dist').find((f) => /-chunk-[0-9a-f]+\.min\.js$/.test(f)) as string;
  expect((await head(`/${chunk}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await head('/locales/en/plugin__os-update-plugin.json')).headers['content-type']).toBe('application/json');
  expect((await head('/locales/')).status).toBe(403);
  expect((await head('/no-such-file.js')).status).toBe(404);
  // Compressed for clients that take it: JS, JSON and CSS.
  const gzip = { 'Accept-Encoding': 'gzip' };
  expect((await head('/plugin-entry.js', gzip)).headers['content-encoding']).toBe('gzip');
  expect((await head(`/${chunk}`, gzip)).headers['content-encoding']).toBe('gzip');
  expect((await head('/locales/en/plugin__os-update-plugin.json', gzip)).headers['content-encoding']).toBe('gzip');
  expect((await head('/plugin-entry.js')).headers['content-encoding']).toBeUndefined();

  // The console backend proxies the plugin from its service, as with BRIDGE_PLUGINS.
  await demo.start('--no-controller', '--plugin', `os-update-plugin=https://127.0.0.1:${NGINX_PORT}`);
  const proxiedEntry = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/plugins/os-update-plugin/plugin-entry.js',
  );
  await page.goto(`${demo.url}/os-updates`);
  expect((await proxiedEntry).headers()['cache-control']).toBe('no-cache');
  // The browser asked for gzip through the console's proxy, and got it.
  expect((await proxiedEntry).headers()['content-encoding']).toBe('gzip');
  await expect(page.getByTestId('pool-worker').getByTestId('diff-count-upgraded')).toHaveText('24');
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServers, type DemoServers } from '../test-support/demo-servers';

let demo: DemoServers;
const shellDir = mkdtempSync(join(tmpdir(), 'shell-'));
const pluginDir = mkdtempSync(join(tmpdir(), 'plugin-'));
writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(join(pluginDir, 'plugin-manifest.json'), '{"name":"os-update-plugin"}');
writeFileSync(join(pluginDir, 'plugin-entry.js'), '/* entry */');
mkdirSync(join(pluginDir, 'locales/en'), { recursive: true });
writeFileSync(join(pluginDir, 'locales/en/plugin__os-update-plugin.json'), '{}');

beforeAll(async () => {
  demo = await startDemoServers({ backend: { shellDir, plugin: { dir: pluginDir } } });
});
afterAll(() => demo.close());
beforeEach(() => demo.cluster.reset());

const POOL = '/api/kubernetes/apis/machineconfiguration.openshift.io/v1/machineconfigpools/worker';
const UNPAUSE = JSON.stringify([{ op: 'replace', path: '/spec/paused', value: false }]);

/** Opens the shell like a browser does and keeps its cookies. */
async function session(user?: 'viewer') {
  const page = await fetch(`${demo.consoleUrl}/os-updates`);
  const cookies = page.headers.getSetCookie().map((c) => c.split(';')[0] as string);
  if (user) cookies.push(`demo-user=${user}`);
  const csrf = cookies.find((c) => c.startsWith('csrf-token='))?.split('=')[1] ?? '';
  return { cookie: cookies.join('; '), csrf };
}

const patch = (headers: Record<string, string>) =>
  fetch(`${demo.consoleUrl}${POOL}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json-patch+json', ...headers },
    body: UNPAUSE,
  });

describe('the console backend proxy', () => {
  it('serves the shell with a session cookie and a CSRF cookie', async () => {
    const page = await fetch(`${demo.consoleUrl}/os-updates`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    const names = page.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(names).toEqual(['openshift-session-token', 'csrf-token']);
  });

  it('proxies reads to the cluster', async () => {
    const pool = await (await fetch(`${demo.consoleUrl}${POOL}`)).json();
    expect(pool.metadata.name).toBe('worker');
  });

  it('refuses a change without the session cookie (401) or without a matching X-CSRFToken (403)', async () => {
    const { cookie } = await session();
    expect((await patch({})).status).toBe(401);
    expect((await patch({ Cookie: cookie })).status).toBe(403);
    expect((await patch({ Cookie: cookie, 'X-CSRFToken': 'not-the-token' })).status).toBe(403);
    const pool = await (await fetch(`${demo.consoleUrl}${POOL}`)).json();
    expect(pool.spec.paused).toBe(true);
    expect(demo.cluster.log.list()).toHaveLength(0);
  });

  it('lets a change through with the session cookie and the matching token', async () => {
    const { cookie, csrf } = await session();
    const response = await patch({ Cookie: cookie, 'X-CSRFToken': csrf });
    expect(response.status).toBe(200);
    expect((await response.json()).spec.paused).toBe(false);
    expect(demo.cluster.log.list()).toEqual([expect.objectContaining({ method: 'PATCH', user: 'admin', status: 200 })]);
  });

  it('acts as the viewer when the demo user is switched: 403 Status from the API server', async () => {
    const { cookie, csrf } = await session('viewer');
    const response = await patch({ Cookie: cookie, 'X-CSRFToken': csrf });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ kind: 'Status', reason: 'Forbidden', code: 403 });
  });

  it("acts as whom the cluster admin impersonates (the console's Impersonate-User header); the viewer may not impersonate", async () => {
    const admin = await session();
    const asViewer = await patch({ Cookie: admin.cookie, 'X-CSRFToken': admin.csrf, 'Impersonate-User': 'viewer' });
    expect(asViewer.status).toBe(403);
    expect(demo.cluster.log.list().at(-1)).toMatchObject({ method: 'PATCH', user: 'viewer', status: 403 });
    const viewer = await session('viewer');
    const escalating = await patch({ Cookie: viewer.cookie, 'X-CSRFToken': viewer.csrf, 'Impersonate-User': 'admin' });
    expect(escalating.status).toBe(403);
    expect((await escalating.json()).message).toContain('User "viewer" cannot impersonate');
    const pool = await (await fetch(`${demo.consoleUrl}${POOL}`)).json();
    expect(pool.spec.paused).toBe(true);
  });

  it('answers SelfSubjectAccessReview for the session user', async () => {
    const review = async (user?: 'viewer') => {
      const { cookie, csrf } = await session(user);
      const response = await fetch(
        `${demo.consoleUrl}/api/kubernetes/apis/authorization.k8s.io/v1/selfsubjectaccessreviews`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRFToken': csrf },
          body: JSON.stringify({
            apiVersion: 'authorization.k8s.io/v1',
            kind: 'SelfSubjectAccessReview',
            spec: {
              resourceAttributes: {
                group: 'machineconfiguration.openshift.io',
                resource: 'machineconfigpools',
                verb: 'patch',
              },
            },
          }),
        },
      );
      return (await response.json()).status;
    };
    expect(await review()).toEqual({ allowed: true });
    expect(await review('viewer')).toMatchObject({ allowed: false, reason: expect.stringContaining('read-only') });
  });

  it('serves the plugin assets, the manifest never cached', async () => {
    const manifest = await fetch(`${demo.consoleUrl}/api/plugins/os-update-plugin/plugin-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toContain('application/json');
    const entry = await fetch(`${demo.consoleUrl}/api/plugins/os-update-plugin/plugin-entry.js`);
    expect(entry.headers.get('content-type')).toContain('application/javascript');
    expect((await fetch(`${demo.consoleUrl}/api/plugins/os-update-plugin/%2e%2e%2f%2e%2e%2fetc%2fpasswd`)).status).toBe(
      404,
    );
  });
});

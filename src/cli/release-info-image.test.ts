import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcosExtensionsImage, fcosNodeImage, fixtureNevras } from '../../test-support/registry/fcos-images';
import { startLocalRegistry, TEST_PASSWORD, type LocalRegistry } from '../../test-support/registry/local-registry';
import { buildOciLayout, type BuiltLayout, type TestImage } from '../../test-support/registry/oci-image-builder';
import { run } from './run';

const EXTENSION_NAMES = ['NetworkManager-team', 'kernel-modules'];
const work = mkdtempSync(join(tmpdir(), 'os-update-images-'));
let registry: LocalRegistry;
let tokenRegistry: LocalRegistry;
const images: Record<string, BuiltLayout> = {};

async function publish(target: LocalRegistry, name: string, repository: string, tag: string, built: TestImage[]) {
  const layout = await buildOciLayout(join(work, `${name}-${target.host.replace(':', '-')}`), tag, built);
  await target.push(layout.dir, tag, repository);
  images[name] = layout;
  return layout;
}

beforeAll(async () => {
  [registry, tokenRegistry] = await Promise.all([
    startLocalRegistry({ auth: 'basic' }),
    startLocalRegistry({ auth: 'token' }),
  ]);
  await publish(registry, 'multi', 'openshift/node', '4.22.1', [
    fcosNodeImage('2024-10-21', '40.20241019.3.0', 'x86_64'),
    fcosNodeImage('2024-10-21', '40.20241019.3.0', 'aarch64'),
  ]);
  await publish(registry, 'single', 'openshift/node', '4.22.0', [fcosNodeImage('2024-10-07', '40.20241006.3.0')]);
  await publish(registry, 'zstd', 'openshift/node', 'zstd', [
    fcosNodeImage('2024-10-07', '40.20241006.3.0', 'x86_64', 'zstd'),
  ]);
  await publish(registry, 'extensions', 'openshift/node-extensions', '4.22.1', [
    fcosExtensionsImage('2024-10-21', EXTENSION_NAMES),
  ]);
  await publish(registry, 'custom', 'acme/custom-node', '1', [
    { arch: 'amd64', labels: { 'io.openshift.metalayer': 'true' } },
  ]);
  await publish(registry, 'plain', 'library/busybox', '1', [{ arch: 'amd64', labels: {} }]);
  await publish(tokenRegistry, 'token', 'openshift/node', '4.22.0', [fcosNodeImage('2024-10-07', '40.20241006.3.0')]);
}, 120_000);
afterAll(async () => Promise.all([registry?.stop(), tokenRegistry?.stop()]));

async function cli(...argv: string[]) {
  let stdout = '';
  const outcome = await run(['release-info', ...argv], { stdout: (t) => (stdout += t), stdin: () => '' });
  return { ...outcome, stdout };
}

interface ConfigMapOut {
  kind: string;
  metadata: { name: string; labels: Record<string, string> };
  data: { 'metadata.json': string };
}
const metadataOf = (cm: ConfigMapOut) => JSON.parse(cm.data['metadata.json']) as Record<string, unknown>;

describe('os-update release-info --image against a real registry', () => {
  it('skopeo reads back the digests the test images were built with', async () => {
    expect(await registry.inspectDigest('openshift/node', '4.22.1')).toBe(images.multi?.digest);
    expect(await tokenRegistry.inspectDigest('openshift/node', '4.22.0')).toBe(images.token?.digest);
  });

  it('reads a single-arch image by digest: the package list equals the fixture, exactly', async () => {
    const ref = `${registry.host}/openshift/node@${images.single?.digest}`;
    const out = await cli('--image', ref, '--authfile', registry.authFile(), '--tls-verify=false', '-o', 'json');
    expect(out.code).toBe(0);
    const cm = JSON.parse(out.stdout) as ConfigMapOut;
    expect(cm.kind).toBe('ConfigMap');
    expect(cm.metadata.labels['os-updates.openshift.io/release-info']).toBe('true');
    const meta = metadataOf(cm);
    expect(meta).toMatchObject({
      osImageUrl: ref,
      arch: 'x86_64',
      archImageDigest: images.single?.digest,
      'ostree-version': '40.20241006.3.0',
      stream: 'rhel-9',
      imageKind: 'node',
    });
    expect(meta.pkglist).toEqual(fixtureNevras('2024-10-07'));
  });

  it('reads by tag and names the image by the digest the tag resolved to', async () => {
    const out = await cli(
      '--image',
      `${registry.host}/openshift/node:4.22.0`,
      '--authfile',
      registry.authFile(),
      '--tls-verify=false',
    );
    expect(out.code).toBe(0);
    const meta = metadataOf(parse(out.stdout) as ConfigMapOut);
    expect(meta.osImageUrl).toBe(`${registry.host}/openshift/node@${images.single?.digest}`);
  });

  it('reads a multi-arch image as a List, one release info per architecture, each equal to its fixture', async () => {
    const ref = `${registry.host}/openshift/node@${images.multi?.digest}`;
    const out = await cli('--image', ref, '--authfile', registry.authFile(), '--tls-verify=false', '-o', 'json');
    expect(out.code).toBe(0);
    const list = JSON.parse(out.stdout) as { kind: string; items: ConfigMapOut[] };
    expect(list.kind).toBe('List');
    const byArch = new Map(list.items.map((cm) => [metadataOf(cm).arch, metadataOf(cm)]));
    expect([...byArch.keys()].sort()).toEqual(['aarch64', 'x86_64']);
    expect(byArch.get('aarch64')?.pkglist).toEqual(fixtureNevras('2024-10-21', 'aarch64'));
    expect(byArch.get('x86_64')?.pkglist).toEqual(fixtureNevras('2024-10-21', 'x86_64'));
    expect(byArch.get('aarch64')?.osImageUrl).toBe(ref);
    expect(byArch.get('aarch64')?.archImageDigest).toBe(images.multi?.archDigests.get('arm64'));
    expect(new Set(list.items.map((cm) => cm.metadata.name)).size).toBe(2);

    const arm = await cli(
      '--image',
      ref,
      '--authfile',
      registry.authFile(),
      '--tls-verify=false',
      '--arch',
      'arm64',
      '-o',
      'json',
    );
    expect(metadataOf(JSON.parse(arm.stdout) as ConfigMapOut).arch).toBe('aarch64');
  });

  it('reads a zstd-compressed metalayer and the extensions image', async () => {
    const zstd = await cli(
      '--image',
      `${registry.host}/openshift/node:zstd`,
      '--authfile',
      registry.authFile(),
      '--tls-verify=false',
      '-o',
      'json',
    );
    expect(metadataOf(JSON.parse(zstd.stdout) as ConfigMapOut).pkglist).toEqual(fixtureNevras('2024-10-07'));
    const ext = await cli(
      '--image',
      `${registry.host}/openshift/node-extensions:4.22.1`,
      '--authfile',
      registry.authFile(),
      '--tls-verify=false',
      '-o',
      'json',
    );
    const meta = metadataOf(JSON.parse(ext.stdout) as ConfigMapOut);
    expect(meta.imageKind).toBe('extensions');
    const expected = fixtureNevras('2024-10-21').filter((n) =>
      EXTENSION_NAMES.some((name) => n.startsWith(`${name}-`) && /^\d/.test(n.slice(name.length + 1))),
    );
    expect(meta.pkglist).toEqual(expected);
    expect(expected).toHaveLength(2);
  });

  it('follows the bearer-token challenge with the auth file credentials', async () => {
    const ref = `${tokenRegistry.host}/openshift/node@${images.token?.digest}`;
    const out = await cli('--image', ref, '--authfile', tokenRegistry.authFile(), '--tls-verify=false', '-o', 'json');
    expect(out.stderr).toBeUndefined();
    expect(metadataOf(JSON.parse(out.stdout) as ConfigMapOut).pkglist).toEqual(fixtureNevras('2024-10-07'));
    expect(
      tokenRegistry.token?.requests.some((r) => r.authenticated && r.scope === 'repository:openshift/node:pull'),
    ).toBe(true);
  });

  it('pulls through IDMS mirrors in order: a mirror without the image, then one with it; the source is never contacted', async () => {
    const idms = join(work, 'idms.yaml');
    writeFileSync(
      idms,
      [
        'apiVersion: config.openshift.io/v1',
        'kind: ImageDigestMirrorSet',
        'metadata: {name: release}',
        'spec:',
        '  imageDigestMirrors:',
        '  - source: quay.io/openshift-release-dev/ocp-v4.0-art-dev',
        '    mirrorSourcePolicy: NeverContactSource',
        '    mirrors:',
        `    - ${tokenRegistry.host}/mirror/missing`,
        `    - ${registry.host}/openshift/node`,
      ].join('\n'),
    );
    const auth = join(work, 'both.json');
    const entry = (host: string) => ({
      [host]: { auth: Buffer.from(`os-update:${TEST_PASSWORD}`).toString('base64') },
    });
    writeFileSync(auth, JSON.stringify({ auths: { ...entry(registry.host), ...entry(tokenRegistry.host) } }));
    const ref = `quay.io/openshift-release-dev/ocp-v4.0-art-dev@${images.single?.digest}`;
    const out = await cli('--image', ref, '--authfile', auth, '--tls-verify=false', '--idms-file', idms, '-o', 'json');
    expect(out.stderr).toBeUndefined();
    const meta = metadataOf(JSON.parse(out.stdout) as ConfigMapOut);
    expect(meta.osImageUrl).toBe(ref); // named as the MachineConfig names it, not by the mirror
    expect(meta.pkglist).toEqual(fixtureNevras('2024-10-07'));
  });
});

describe('os-update release-info --image failures: exit 2, one line naming the registry or image, no credential', () => {
  const expectOneLine = (out: { code: number; stderr?: string }, ...parts: string[]) => {
    expect(out.code).toBe(2);
    expect(out.stderr?.split('\n')).toHaveLength(1);
    for (const part of parts) expect(out.stderr).toContain(part);
    expect(out.stderr).not.toContain(TEST_PASSWORD);
    expect(out.stderr).not.toContain(Buffer.from(`os-update:${TEST_PASSWORD}`).toString('base64'));
  };

  it('wrong credentials (basic and token)', async () => {
    const basic = await cli(
      '--image',
      `${registry.host}/openshift/node:4.22.0`,
      '--authfile',
      registry.authFile('wrong-password'),
      '--tls-verify=false',
    );
    expectOneLine(basic, registry.host, 'authentication failed (401)');
    const token = await cli(
      '--image',
      `${tokenRegistry.host}/openshift/node:4.22.0`,
      '--authfile',
      tokenRegistry.authFile('wrong-password'),
      '--tls-verify=false',
    );
    expectOneLine(token, tokenRegistry.host, 'the token service refused the credentials (401)');
  });

  it('no credentials for a registry that asks for them', async () => {
    const none = join(work, 'none.json');
    writeFileSync(none, '{"auths": {}}');
    const out = await cli(
      '--image',
      `${registry.host}/openshift/node:4.22.0`,
      '--authfile',
      none,
      '--tls-verify=false',
    );
    expectOneLine(out, registry.host, 'the auth file has none for it');
  });

  it('an image or tag that does not exist', async () => {
    const out = await cli(
      '--image',
      `${registry.host}/openshift/node:4.99.0`,
      '--authfile',
      registry.authFile(),
      '--tls-verify=false',
    );
    expectOneLine(out, registry.host, 'not found (404)');
  });

  it('a custom image whose last layer lacks meta.json, and an image with no metalayer', async () => {
    const custom = await cli(
      '--image',
      `${registry.host}/acme/custom-node:1`,
      '--authfile',
      registry.authFile(),
      '--tls-verify=false',
    );
    expectOneLine(
      custom,
      `${registry.host}/acme/custom-node@sha256:`,
      'its last layer has no usr/share/openshift/base/meta.json',
    );
    const plain = await cli(
      '--image',
      `${registry.host}/library/busybox:1`,
      '--authfile',
      registry.authFile(),
      '--tls-verify=false',
    );
    expectOneLine(plain, 'no metalayer', 'io.openshift.metalayer');
  });

  it('TLS to a plain-HTTP registry, a refused connection, and a registry that never answers', async () => {
    const tls = await cli('--image', `${registry.host}/openshift/node:4.22.0`, '--authfile', registry.authFile());
    expectOneLine(tls, registry.host, 'TLS failed');
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    const timeout = await cli('--image', `127.0.0.1:${port}/x/y:1`, '--tls-verify=false', '--timeout', '1');
    expectOneLine(timeout, `127.0.0.1:${port}`, 'no answer within 1 s');
    for (const socket of sockets) socket.destroy();
    await new Promise((r) => silent.close(r));
    const refused = await cli('--image', `127.0.0.1:${port}/x/y:1`, '--tls-verify=false');
    expectOneLine(refused, `127.0.0.1:${port}`, 'connection refused');
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcosExtensionsImage, fcosNodeImage, fixtureNevras } from '../../test-support/registry/fcos-images';
import { startLocalRegistry, type LocalRegistry } from '../../test-support/registry/local-registry';
import { buildOciLayout } from '../../test-support/registry/oci-image-builder';
import { run } from './run';

const SOURCE = 'quay.io/openshift-release-dev/ocp-v4.0-art-dev';
const work = mkdtempSync(join(tmpdir(), 'os-update-release-'));
let registry: LocalRegistry;
let nodeDigest: string;
let releaseTag: string;
let multiTag: string;
let multiNodeDigest: string;

/** A release image as the payload builds it: its manifests in one layer, something else on top. */
const imageReferences = (version: string, tags: Record<string, string>) =>
  JSON.stringify({
    kind: 'ImageStream',
    apiVersion: 'image.openshift.io/v1',
    metadata: { name: version },
    spec: {
      tags: Object.entries(tags).map(([name, digest]) => ({
        name,
        from: { kind: 'DockerImage', name: `${SOURCE}@${digest}` },
      })),
    },
  });

beforeAll(async () => {
  registry = await startLocalRegistry({ auth: 'basic' });
  const node = await buildOciLayout(join(work, 'node'), 'node', [fcosNodeImage('2024-10-21', '40.20241019.3.0')]);
  const extensions = await buildOciLayout(join(work, 'ext'), 'ext', [fcosExtensionsImage('2024-10-21', ['crun-wasm'])]);
  await registry.push(node.dir, 'node', 'openshift-release-dev/ocp-v4.0-art-dev');
  await registry.push(extensions.dir, 'ext', 'openshift-release-dev/ocp-v4.0-art-dev');
  nodeDigest = node.digest;
  const release = await buildOciLayout(join(work, 'release'), '4.22.3-x86_64', [
    {
      arch: 'amd64',
      labels: { 'io.openshift.release': '4.22.3' },
      layers: [
        {
          'release-manifests/image-references': imageReferences('4.22.3', {
            'cluster-version-operator': node.digest,
            'rhel-coreos': node.digest,
            'rhel-coreos-extensions': extensions.digest,
          }),
          'release-manifests/release-metadata': JSON.stringify({ kind: 'cincinnati-metadata-v0', version: '4.22.3' }),
        },
        { 'usr/bin/cluster-version-operator': 'a binary\n' },
      ],
    },
  ]);
  releaseTag = `${registry.host}/openshift-release-dev/ocp-release:4.22.3-x86_64`;
  await registry.push(release.dir, '4.22.3-x86_64', 'openshift-release-dev/ocp-release');
  // A multi-arch release: its node image a manifest list of x86_64 and aarch64.
  const multiNode = await buildOciLayout(join(work, 'multi-node'), 'multi-node', [
    fcosNodeImage('2024-10-21', '40.20241019.3.0'),
    fcosNodeImage('2024-10-21', '40.20241019.3.0', 'aarch64'),
  ]);
  await registry.push(multiNode.dir, 'multi-node', 'openshift-release-dev/ocp-v4.0-art-dev');
  multiNodeDigest = multiNode.digest;
  const multi = await buildOciLayout(join(work, 'multi-release'), '4.22.3-multi', [
    {
      arch: 'amd64',
      labels: { 'io.openshift.release': '4.22.3' },
      layers: [
        { 'release-manifests/image-references': imageReferences('4.22.3', { 'rhel-coreos': multiNode.digest }) },
      ],
    },
  ]);
  multiTag = `${registry.host}/openshift-release-dev/ocp-release:4.22.3-multi`;
  await registry.push(multi.dir, '4.22.3-multi', 'openshift-release-dev/ocp-release');
}, 120_000);
afterAll(() => registry?.stop());

async function cli(...argv: string[]) {
  let stdout = '';
  const outcome = await run(['release-info', ...argv], { stdout: (t) => (stdout += t), stdin: () => '' });
  return { ...outcome, stdout };
}

const mirrorFile = () => {
  const path = join(work, 'idms.yaml');
  writeFileSync(
    path,
    `kind: ImageDigestMirrorSet\nspec:\n  imageDigestMirrors:\n  - source: ${SOURCE}\n    mirrors: [${registry.host}/openshift-release-dev/ocp-v4.0-art-dev]\n    mirrorSourcePolicy: NeverContactSource\n`,
  );
  return path;
};

describe('os-update release-info --release', () => {
  it("prints the release info of every OS image the release ships, each naming the release's version", async () => {
    const out = await cli(
      '--release',
      releaseTag,
      '--authfile',
      registry.authFile(),
      '--tls-verify=false',
      '--idms-file',
      mirrorFile(),
    );
    expect(out.stderr).toBeUndefined();
    const list = parse(out.stdout) as {
      kind: string;
      items: { metadata: { labels: Record<string, string> }; data: { 'metadata.json': string } }[];
    };
    expect(list.kind).toBe('List');
    expect(list.items[0]?.metadata.labels).toEqual({
      'os-updates.openshift.io/release-info': 'true',
      'os-updates.openshift.io/release-version': '4.22.3',
      'os-updates.openshift.io/stream': 'rhel-9',
    });
    const metas = list.items.map((cm) => JSON.parse(cm.data['metadata.json']) as Record<string, unknown>);
    expect(metas.map((m) => [m.imageKind, m.releaseVersion, m.arch])).toEqual([
      ['node', '4.22.3', 'x86_64'],
      ['extensions', '4.22.3', 'x86_64'],
    ]);
    expect(metas[0]?.osImageUrl).toBe(`${SOURCE}@${nodeDigest}`);
    expect(metas[0]?.pkglist).toEqual(fixtureNevras('2024-10-21'));
  });

  it("prints one release info per architecture of a multi-arch release's OS images, or --arch's only", async () => {
    const access = ['--authfile', registry.authFile(), '--tls-verify=false', '--idms-file', mirrorFile()];
    const metas = async (...extra: string[]) => {
      const out = await cli('--release', multiTag, ...access, ...extra);
      expect(out.stderr).toBeUndefined();
      return (parse(out.stdout) as { items: { data: { 'metadata.json': string } }[] }).items.map(
        (cm) => JSON.parse(cm.data['metadata.json']) as { arch: string; osImageUrl: string; pkglist: string[] },
      );
    };
    const all = await metas();
    expect(all.map((m) => m.arch)).toEqual(['x86_64', 'aarch64']);
    for (const m of all) expect(m.osImageUrl).toBe(`${SOURCE}@${multiNodeDigest}`);
    expect(all[1]?.pkglist).toEqual(fixtureNevras('2024-10-21', 'aarch64'));
    expect((await metas('--arch', 'arm64')).map((m) => m.arch)).toEqual(['aarch64']);
  });

  it('says which image it cannot read, and that a plain image is no release image', async () => {
    const out = await cli('--release', releaseTag, '--authfile', registry.authFile(), '--tls-verify=false');
    expect(out.code).toBe(2);
    expect(out.stderr).toContain(`${SOURCE}@${nodeDigest}`);
    const notRelease = await cli(
      '--release',
      `${registry.host}/openshift-release-dev/ocp-v4.0-art-dev:node`,
      '--authfile',
      registry.authFile(),
      '--tls-verify=false',
    );
    expect(notRelease.code).toBe(2);
    expect(notRelease.stderr).toContain(
      'no layer has release-manifests/image-references: not an OpenShift release image',
    );
  });
});

import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';

/** One architecture of a test OS image: labels, and the file its last layer carries. */
export interface TestImage {
  readonly arch: 'amd64' | 'arm64';
  readonly labels: Readonly<Record<string, string>>;
  /** The last layer's file; undefined builds an image whose last layer has something else. */
  readonly lastFile?: { readonly path: string; readonly content: string };
  readonly compression?: 'gzip' | 'zstd';
  /** Incompressible bytes in the base layer, to stand for the OS tree a reader must not download. */
  readonly baseBytes?: number;
  /** Layers after the base, in order, instead of the one `lastFile` layer (a release image's, say). */
  readonly layers?: readonly Readonly<Record<string, LayerEntry>>[];
}

export interface BuiltLayout {
  readonly dir: string;
  readonly tag: string;
  /** Digest of what the tag names: the manifest, or the index of a multi-arch image. */
  readonly digest: string;
  readonly archDigests: ReadonlyMap<string, string>;
  /** Bytes of the config and the last layer of each architecture: what a reader must download. */
  readonly lastLayerBytes: number;
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file's contents, or a hardlink to a file written earlier in the same layer (as ostree objects are). */
export type LayerEntry = string | Uint8Array | { readonly link: string };

function tarOf(files: Readonly<Record<string, LayerEntry>>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const archive = pack();
    const chunks: Buffer[] = [];
    archive.on('data', (c: unknown) => chunks.push(c as Buffer));
    archive.on('end', () => resolve(Buffer.concat(chunks)));
    archive.on('error', reject);
    for (const [name, content] of Object.entries(files)) {
      const header = { name, mtime: new Date(0), mode: 0o644, uid: 0, gid: 0 };
      if (typeof content === 'object' && 'link' in content)
        archive.entry({ ...header, type: 'link', linkname: content.link });
      else archive.entry(header, typeof content === 'string' ? content : Buffer.from(content));
    }
    archive.finalize();
  });
}

const compress = (tar: Buffer, kind: 'gzip' | 'zstd'): Buffer =>
  kind === 'gzip' ? gzipSync(tar, { level: 6 }) : execFileSync('zstd', ['-q', '-c', '-3'], { input: tar });

/**
 * Writes an OCI image layout as the OS image build does: a base layer, then the metalayer
 * (the file of `lastFile`) as the last layer; the config with the labels; one manifest per
 * architecture, and an OCI index when there are several. Pushed with skopeo, an
 * independent client, these are the test's node and extensions images.
 */
export async function buildOciLayout(dir: string, tag: string, images: readonly TestImage[]): Promise<BuiltLayout> {
  mkdirSync(join(dir, 'blobs/sha256'), { recursive: true });
  const put = (bytes: Uint8Array) => {
    const hex = sha(bytes);
    writeFileSync(join(dir, 'blobs/sha256', hex), bytes);
    return { digest: `sha256:${hex}`, size: bytes.byteLength };
  };
  const archDigests = new Map<string, string>();
  const descriptors = [];
  let lastLayerBytes = 0;
  for (const image of images) {
    const kind = image.compression ?? 'gzip';
    const baseTar = await tarOf({
      'usr/lib/os-release': `ID=rhcos\nVARIANT_ID=coreos\n# ${image.arch}\n`,
      ...(image.baseBytes ? { 'usr/lib/ostree-tree': randomBytes(image.baseBytes).toString('base64') } : {}),
    });
    const upperTars = await Promise.all(
      (
        image.layers ?? [
          image.lastFile ? { [image.lastFile.path]: image.lastFile.content } : { 'etc/motd': 'a custom layer\n' },
        ]
      ).map(tarOf),
    );
    const base = put(compress(baseTar, 'gzip'));
    const uppers = upperTars.map((tar) => put(compress(tar, kind)));
    const last = uppers.at(-1)!;
    const config = put(
      Buffer.from(
        JSON.stringify({
          architecture: image.arch,
          os: 'linux',
          config: { Labels: image.labels },
          rootfs: { type: 'layers', diff_ids: [baseTar, ...upperTars].map((tar) => `sha256:${sha(tar)}`) },
        }),
      ),
    );
    lastLayerBytes += last.size + config.size;
    const manifest = Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: 'application/vnd.oci.image.manifest.v1+json',
        config: { mediaType: 'application/vnd.oci.image.config.v1+json', ...config },
        layers: [
          { mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', ...base },
          ...uppers.map((layer) => ({ mediaType: `application/vnd.oci.image.layer.v1.tar+${kind}`, ...layer })),
        ],
      }),
    );
    const written = put(manifest);
    archDigests.set(image.arch, written.digest);
    descriptors.push({
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      ...written,
      platform: { architecture: image.arch, os: 'linux' },
    });
  }
  let top = descriptors[0] as (typeof descriptors)[number];
  if (descriptors.length > 1) {
    const index = Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: 'application/vnd.oci.image.index.v1+json',
        manifests: descriptors,
      }),
    );
    top = { mediaType: 'application/vnd.oci.image.index.v1+json', ...put(index), platform: undefined as never };
  }
  const { platform: _platform, ...topDescriptor } = top;
  writeFileSync(
    join(dir, 'index.json'),
    JSON.stringify({
      schemaVersion: 2,
      manifests: [{ ...topDescriptor, annotations: { 'org.opencontainers.image.ref.name': tag } }],
    }),
  );
  writeFileSync(join(dir, 'oci-layout'), JSON.stringify({ imageLayoutVersion: '1.0.0' }));
  return { dir, tag, digest: top.digest, archDigests, lastLayerBytes };
}

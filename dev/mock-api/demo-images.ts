import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fcosExtensionsImage, fcosNodeImage } from '../../test-support/registry/fcos-images';
import { buildOciLayout, type BuiltLayout } from '../../test-support/registry/oci-image-builder';
import { dateOf, DEMO_RELEASES, sha256, STREAM_RELEASES, type DemoRelease } from './demo-releases';
import { demoRpmdb } from './rpmdb/demo-rpmdb';

/** Where the demo's release images live, as on a real cluster: every payload image in one repository. */
export const RELEASE_REPOSITORY = 'quay.io/openshift-release-dev/ocp-v4.0-art-dev';
/** The repository of the demo's registry that mirrors it (through the demo's ImageDigestMirrorSet). */
export const MIRROR_REPOSITORY = 'openshift-release-dev/ocp-v4.0-art-dev';

/** Where release images live, and the demo registry's repository mirroring it. */
export const RELEASE_IMAGE_REPOSITORY = 'quay.io/openshift-release-dev/ocp-release';
export const RELEASE_MIRROR_REPOSITORY = 'openshift-release-dev/ocp-release';

/** The node and extensions images of one demo release: references by digest, and the layouts to push. */
export interface DemoImageSet {
  readonly node: string;
  readonly extensions: string;
  /** The release image naming them (`release-manifests/image-references`). */
  readonly release: string;
  readonly layouts: readonly BuiltLayout[];
  readonly releaseLayout: BuiltLayout;
}

export type DemoImages = ReadonlyMap<string, DemoImageSet>;

/** Stand-ins for RHCOS extensions that FCOS lockfiles have. */
const EXTENSIONS = ['wireguard-tools', 'crun-wasm'];

/** The release payload's tags of a stream's node and extensions images. */
const STREAM_TAGS: Readonly<Record<string, readonly [string, string]>> = {
  'rhel-9': ['rhel-coreos', 'rhel-coreos-extensions'],
  'rhel-10': ['rhel-coreos-10', 'rhel-coreos-10-extensions'],
};

/**
 * Builds every demo release's OS images from the FCOS lockfiles, as the OS build does: a
 * node image whose last layer is the `meta.json` metalayer, and an extensions image. Their
 * digests are what the demo's rendered configs name; the layouts are pushed to the demo's
 * registry when a release is published. With `withRpmdb`, a layer below the metalayer holds
 * the release's rpm database, with every package's changelog (about 10 s to build the first
 * time, cached after). With `streams`, the 5.0-style cluster's images too: one release
 * image names both streams' images of its OpenShift version.
 */
export async function buildDemoImages(
  options: { withRpmdb?: boolean; dir?: string; streams?: boolean } = {},
): Promise<DemoImages> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'os-update-demo-images-'));
  const releases = [...DEMO_RELEASES, ...(options.streams ? STREAM_RELEASES : [])];
  const rpmdbs = options.withRpmdb ? await Promise.all(releases.map(demoRpmdb)) : [];
  const built = new Map<string, { node: BuiltLayout; extensions: BuiltLayout }>();
  for (const [i, release] of releases.entries()) {
    const node = await buildOciLayout(join(dir, release.id, 'node'), tagOf(release, 'node'), [
      fcosNodeImage(
        dateOf(release),
        release.ostreeVersion,
        'x86_64',
        'gzip',
        sha256(`ostree:${release.id}`),
        rpmdbs[i],
        release.stream,
      ),
    ]);
    const extensions = await buildOciLayout(join(dir, release.id, 'extensions'), tagOf(release, 'extensions'), [
      fcosExtensionsImage(dateOf(release), EXTENSIONS),
    ]);
    built.set(release.id, { node, extensions });
  }
  const images = new Map<string, DemoImageSet>();
  for (const version of new Set(releases.map((r) => r.releaseVersion))) {
    const shipped = releases.filter((r) => r.releaseVersion === version);
    const tags = shipped.flatMap((release) => {
      const { node, extensions } = built.get(release.id)!;
      const [nodeTag, extensionsTag] = STREAM_TAGS[release.stream ?? 'rhel-9']!;
      return [
        { name: nodeTag, from: { kind: 'DockerImage', name: `${RELEASE_REPOSITORY}@${node.digest}` } },
        { name: extensionsTag, from: { kind: 'DockerImage', name: `${RELEASE_REPOSITORY}@${extensions.digest}` } },
      ];
    });
    const payload = await buildOciLayout(join(dir, `release-${version}`), `${version}-x86_64`, [
      {
        arch: 'amd64',
        labels: { 'io.openshift.release': version },
        layers: [
          {
            'release-manifests/image-references': JSON.stringify({
              kind: 'ImageStream',
              apiVersion: 'image.openshift.io/v1',
              metadata: { name: version },
              spec: { tags },
            }),
          },
        ],
      },
    ]);
    for (const release of shipped) {
      const { node, extensions } = built.get(release.id)!;
      images.set(release.id, {
        node: `${RELEASE_REPOSITORY}@${node.digest}`,
        extensions: `${RELEASE_REPOSITORY}@${extensions.digest}`,
        release: `${RELEASE_IMAGE_REPOSITORY}@${payload.digest}`,
        layouts: [node, extensions],
        releaseLayout: payload,
      });
    }
  }
  return images;
}

/** `node-2024-10-21`: the tag a release's image is pushed under in the demo's registry. */
export const tagOf = (release: DemoRelease, kind: 'node' | 'extensions') => `${kind}-${release.id}`;

export function imagesOf(images: DemoImages, release: DemoRelease): DemoImageSet {
  const set = images.get(release.id);
  if (!set) throw new Error(`no demo images built for release ${release.id}`);
  return set;
}

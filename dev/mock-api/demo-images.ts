import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fcosExtensionsImage, fcosNodeImage } from '../../test-support/registry/fcos-images';
import { buildOciLayout, type BuiltLayout } from '../../test-support/registry/oci-image-builder';
import { DEMO_RELEASES, sha256, type DemoRelease } from './demo-releases';
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

/**
 * Builds every demo release's OS images from the FCOS lockfiles, as the OS build does: a
 * node image whose last layer is the `meta.json` metalayer, and an extensions image. Their
 * digests are what the demo's rendered configs name; the layouts are pushed to the demo's
 * registry when a release is published. With `withRpmdb`, a layer below the metalayer holds
 * the release's rpm database, with every package's changelog (about 10 s to build the first
 * time, cached after).
 */
export async function buildDemoImages(options: { withRpmdb?: boolean; dir?: string } = {}): Promise<DemoImages> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'os-update-demo-images-'));
  const images = new Map<string, DemoImageSet>();
  const rpmdbs = options.withRpmdb ? await Promise.all(DEMO_RELEASES.map(demoRpmdb)) : [];
  for (const [i, release] of DEMO_RELEASES.entries()) {
    const node = await buildOciLayout(join(dir, release.id, 'node'), tagOf(release, 'node'), [
      fcosNodeImage(release.id, release.ostreeVersion, 'x86_64', 'gzip', sha256(`ostree:${release.id}`), rpmdbs[i]),
    ]);
    const extensions = await buildOciLayout(join(dir, release.id, 'extensions'), tagOf(release, 'extensions'), [
      fcosExtensionsImage(release.id, EXTENSIONS),
    ]);
    const payload = await buildOciLayout(join(dir, release.id, 'release'), `${release.releaseVersion}-x86_64`, [
      {
        arch: 'amd64',
        labels: { 'io.openshift.release': release.releaseVersion },
        layers: [
          {
            'release-manifests/image-references': JSON.stringify({
              kind: 'ImageStream',
              apiVersion: 'image.openshift.io/v1',
              metadata: { name: release.releaseVersion },
              spec: {
                tags: [
                  { name: 'rhel-coreos', from: { kind: 'DockerImage', name: `${RELEASE_REPOSITORY}@${node.digest}` } },
                  {
                    name: 'rhel-coreos-extensions',
                    from: { kind: 'DockerImage', name: `${RELEASE_REPOSITORY}@${extensions.digest}` },
                  },
                ],
              },
            }),
          },
        ],
      },
    ]);
    images.set(release.id, {
      node: `${RELEASE_REPOSITORY}@${node.digest}`,
      extensions: `${RELEASE_REPOSITORY}@${extensions.digest}`,
      release: `${RELEASE_IMAGE_REPOSITORY}@${payload.digest}`,
      layouts: [node, extensions],
      releaseLayout: payload,
    });
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

import { join } from 'node:path';
import { fcosNodeImage, NODE_META_PATH, nodeMetaJson, rpmdbLayer } from '../../test-support/registry/fcos-images';
import { buildOciLayout, type BuiltLayout } from '../../test-support/registry/oci-image-builder';
import { dateOf, sha256, type DemoRelease } from './demo-releases';
import { customImageRpmdb, demoRpmdb } from './rpmdb/demo-rpmdb';

/** Where the demo's registry keeps the custom image, as an admin's own repository would. */
export const CUSTOM_IMAGE_REPOSITORY = 'os-update-demo/custom-node';
export const CUSTOM_IMAGE_TAG = 'gpu';

/**
 * A custom node image as an admin builds it `FROM` a release's node image: the node image's
 * layers (its rpm database, then its metalayer), then the Containerfile's layer with the
 * newer database its `dnf install` wrote. The last layer is not a metalayer, so its package
 * list comes from that database; the labels are inherited, as a build inherits them.
 */
export async function buildCustomImage(dir: string, base: DemoRelease): Promise<BuiltLayout> {
  return layeredImage(join(dir, 'custom'), CUSTOM_IMAGE_TAG, base, await customImageRpmdb(base), {
    'etc/profile.d/demo-tools.sh': 'export EDITOR=vi\n',
  });
}

/**
 * An image built `FROM` a release's node image: the node image's layers, then one layer with
 * the database the build's package installs wrote (and `files`).
 */
export async function layeredImage(
  dir: string,
  tag: string,
  base: DemoRelease,
  database: Uint8Array,
  files: Record<string, string> = {},
): Promise<BuiltLayout> {
  const node = fcosNodeImage(
    dateOf(base),
    base.ostreeVersion,
    'x86_64',
    'gzip',
    sha256(`ostree:${base.id}`),
    undefined,
    base.stream,
  );
  return buildOciLayout(dir, tag, [
    {
      arch: 'amd64',
      labels: node.labels,
      layers: [
        rpmdbLayer(await demoRpmdb(base)),
        { [NODE_META_PATH]: nodeMetaJson(dateOf(base)) },
        { ...rpmdbLayer(database), ...files },
      ],
    },
  ]);
}

import { join } from 'node:path';
import { fcosNodeImage, NODE_META_PATH, nodeMetaJson, rpmdbLayer } from '../../test-support/registry/fcos-images';
import { buildOciLayout, type BuiltLayout } from '../../test-support/registry/oci-image-builder';
import { sha256, type DemoRelease } from './demo-releases';
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
  const node = fcosNodeImage(base.id, base.ostreeVersion, 'x86_64', 'gzip', sha256(`ostree:${base.id}`));
  const [nodeDb, customDb] = await Promise.all([demoRpmdb(base), customImageRpmdb(base)]);
  return buildOciLayout(join(dir, 'custom'), CUSTOM_IMAGE_TAG, [
    {
      arch: 'amd64',
      labels: node.labels,
      layers: [
        rpmdbLayer(nodeDb),
        { [NODE_META_PATH]: nodeMetaJson(base.id) },
        { ...rpmdbLayer(customDb), 'etc/profile.d/demo-tools.sh': 'export EDITOR=vi\n' },
      ],
    },
  ]);
}

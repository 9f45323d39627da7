import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { imageReleaseInfoName, releaseInfoMetadataFromImage } from '../../domain/release-info/from-os-image';
import {
  buildReleaseInfoMetadata,
  defaultReleaseInfoName,
  releaseInfoConfigMap,
} from '../../domain/release-info/release-info-configmap';
import { readReleaseInfoMetadata } from '../../registry/read-release-info';
import { readOsImage } from '../../registry/read-os-image';
import { readReleaseImage } from '../../registry/read-release-image';
import { ImageContentError } from '../../registry/registry-error';
import { readJsonInput, type Io } from '../io';
import { UsageError } from '../usage-error';
import { registryAccess } from '../registry-access';

export const RELEASE_INFO_HELP = `Usage: os-update release-info --image REF [--authfile FILE] [--tls-verify=false]
                           [--idms-file FILE] [--arch ARCH] [--release-version V] [-o yaml|json]
       os-update release-info --release REF [--authfile FILE] [--tls-verify=false]
                           [--idms-file FILE] [--arch ARCH] [-o yaml|json]
       os-update release-info --meta meta.json [--commitmeta commitmeta.json]
                           [--image REPO@sha256:DIGEST] [--release-version V]
                           [--name NAME] [-o yaml|json]

Prints the release-info ConfigMap the plugin reads, ready for "oc apply -f -".

With --image alone, reads the OS image from its registry as "oc image extract IMAGE[-1]"
does: only the config and the last layer (the metalayer) are downloaded, and the package
list is taken from usr/share/openshift/base/meta.json (node image) or
usr/share/rpm-ostree/extensions.json (extensions image). A multi-arch image gives a List,
one ConfigMap per architecture; --arch picks one (x86_64/amd64, aarch64/arm64, ...).
  --authfile FILE     registry credentials (docker config.json format, e.g. the pull secret);
                      default: $REGISTRY_AUTH_FILE, then the usual containers/docker locations
  --tls-verify=false  plain HTTP to the registry (a local one you trust)
  --timeout SECONDS   for each request to a registry (default 30)
  --idms-file FILE    ImageDigestMirrorSet / ImageContentSourcePolicy YAML: mirrors are tried
                      in order, then the source unless NeverContactSource

With --release, reads a release image as "oc adm release info" does (its layers from the
top until release-manifests/image-references), and prints a List with the release info of
every OS image it ships (rhel-coreos, rhel-coreos-extensions, rhel-coreos-10, ...,
stream-coreos on OKD), each naming the release's version: one per architecture of each
image (a multi-arch release's images are manifest lists), or for --arch only.

With --meta, turns a coreos-assembler build (meta.json, and commitmeta.json for the package
list) into a release info; --image then overrides the image meta.json names.
`;

function print(io: Io, output: string, document: unknown) {
  io.stdout(output === 'json' ? `${JSON.stringify(document, null, 2)}\n` : stringify(document));
}

async function fromRelease(values: Record<string, string | undefined>, io: Io, output: string) {
  const { client, mirrors } = registryAccess(values);
  // Every architecture of the OS images (a multi-arch release's are manifest lists), as
  // --image reads them; --arch for one. The release image itself: that architecture's.
  const arch = values.arch;
  const release = await readReleaseImage(values.release as string, { client, mirrors, arch });
  const configMaps = [];
  for (const { tag, image } of release.osImages) {
    const contents = await readOsImage(image, { client, mirrors, arch }).catch((error: Error) => {
      throw new ImageContentError(`release ${release.version} ${tag} ${image}: ${error.message}`);
    });
    for (const content of contents) {
      const metadata = releaseInfoMetadataFromImage(content, release.version);
      configMaps.push(releaseInfoConfigMap(imageReleaseInfoName(metadata), metadata));
    }
  }
  print(io, output, { apiVersion: 'v1', kind: 'List', items: configMaps });
}

async function fromImage(values: Record<string, string | undefined>, io: Io, output: string) {
  const { client, mirrors } = registryAccess(values);
  const docs = await readReleaseInfoMetadata(values.image as string, {
    client,
    mirrors,
    arch: values.arch,
    releaseVersion: values['release-version'],
  });
  const configMaps = docs.map((metadata) => releaseInfoConfigMap(imageReleaseInfoName(metadata), metadata));
  print(io, output, configMaps.length === 1 ? configMaps[0] : { apiVersion: 'v1', kind: 'List', items: configMaps });
}

export async function releaseInfoCommand(args: string[], io: Io): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      meta: { type: 'string' },
      commitmeta: { type: 'string' },
      image: { type: 'string' },
      release: { type: 'string' },
      'release-version': { type: 'string' },
      name: { type: 'string' },
      output: { type: 'string', short: 'o', default: 'yaml' },
      authfile: { type: 'string' },
      'tls-verify': { type: 'string' },
      'idms-file': { type: 'string' },
      arch: { type: 'string' },
      timeout: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (positionals.length > 0)
    throw new UsageError(`release-info takes no positional arguments (got "${positionals[0]}")`);
  const output = values.output ?? 'yaml';
  if (output !== 'yaml' && output !== 'json') throw new UsageError(`-o must be yaml or json, not "${output}"`);
  if (values.release) {
    if (values.image || values.meta) throw new UsageError('--release reads a release image: without --image or --meta');
    return fromRelease(values, io, output);
  }
  if (!values.meta) {
    if (!values.image) throw new UsageError('release-info needs --image REF, --release REF or --meta meta.json');
    return fromImage(values, io, output);
  }
  const metadata = buildReleaseInfoMetadata({
    meta: readJsonInput(values.meta),
    metaSource: values.meta,
    commitmeta: values.commitmeta ? readJsonInput(values.commitmeta) : undefined,
    commitmetaSource: values.commitmeta,
    image: values.image,
    releaseVersion: values['release-version'],
  });
  print(io, output, releaseInfoConfigMap(values.name ?? defaultReleaseInfoName(metadata), metadata));
}

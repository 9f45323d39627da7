import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import {
  buildReleaseInfoMetadata,
  defaultReleaseInfoName,
  releaseInfoConfigMap,
} from '../../domain/release-info/release-info-configmap';
import { readJsonInput, type Io } from '../io';
import { UsageError } from '../usage-error';

export const RELEASE_INFO_HELP = `Usage: os-update release-info --meta meta.json [--commitmeta commitmeta.json]
                           [--image REPO@sha256:DIGEST] [--release-version V]
                           [--name NAME] [-o yaml|json]

Turns a coreos-assembler build (meta.json, and commitmeta.json for the package list) into
the release-info ConfigMap the plugin reads, ready for "oc apply -f -".
`;

export function releaseInfoCommand(args: string[], io: Io): void {
  const { values, positionals } = parseArgs({
    args,
    options: {
      meta: { type: 'string' },
      commitmeta: { type: 'string' },
      image: { type: 'string' },
      'release-version': { type: 'string' },
      name: { type: 'string' },
      output: { type: 'string', short: 'o', default: 'yaml' },
    },
    allowPositionals: true,
  });
  if (positionals.length > 0)
    throw new UsageError(`release-info takes no positional arguments (got "${positionals[0]}")`);
  if (!values.meta) throw new UsageError('release-info needs --meta meta.json');
  const output = values.output ?? 'yaml';
  if (output !== 'yaml' && output !== 'json') throw new UsageError(`-o must be yaml or json, not "${output}"`);
  const metadata = buildReleaseInfoMetadata({
    meta: readJsonInput(values.meta),
    metaSource: values.meta,
    commitmeta: values.commitmeta ? readJsonInput(values.commitmeta) : undefined,
    commitmetaSource: values.commitmeta,
    image: values.image,
    releaseVersion: values['release-version'],
  });
  const configMap = releaseInfoConfigMap(values.name ?? defaultReleaseInfoName(metadata), metadata);
  io.stdout(output === 'json' ? `${JSON.stringify(configMap, null, 2)}\n` : stringify(configMap));
}

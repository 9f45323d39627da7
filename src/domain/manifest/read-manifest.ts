import { parse as parseYaml } from 'yaml';
import { releaseInfoFromConfigMap, releaseInfoFromMetadata, type ConfigMapLike } from '../release-info/release-info';
import { ManifestError } from './manifest-error';
import { packagesFromLockfile } from './lockfile';
import { packagesFromNevraArray, packagesFromTuples } from './package-entries';
import { packagesFromRpmQa } from './rpm-qa';
import type { Manifest } from './types';
import { readAlong } from '../cut-texts-along';
import { PackageList, type NevraReader } from '../package-list';

const COMMITMETA_KEY = 'rpmostree.rpmdb.pkglist';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isConfigMap = (doc: Record<string, unknown>): boolean => doc.kind === 'ConfigMap';

function fromDocument(source: string, doc: unknown, read: NevraReader | undefined): Manifest {
  if (Array.isArray(doc)) return { format: 'nevra-list', packages: packagesFromNevraArray(source, doc, 'entry', read) };
  if (!isObject(doc))
    throw new ManifestError(source, undefined, 'not a package manifest (expected a JSON object or array)');
  if (isConfigMap(doc)) {
    const info = releaseInfoFromConfigMap(doc as ConfigMapLike, source, read);
    if (!info.packages) throw new ManifestError(source, 'data["metadata.json"]', 'has no package list');
    return { format: 'release-info-configmap', packages: info.packages };
  }
  if ('osImageUrl' in doc || 'pkglist' in doc) {
    const info = releaseInfoFromMetadata(source, doc, read);
    if (!info.packages) throw new ManifestError(source, 'metadata.json', 'has no package list');
    return { format: 'release-info', packages: info.packages };
  }
  if (COMMITMETA_KEY in doc)
    return {
      format: 'commitmeta',
      packages: PackageList.of(packagesFromTuples(source, doc[COMMITMETA_KEY], COMMITMETA_KEY)),
    };
  if ('packages' in doc)
    return { format: 'lockfile', packages: PackageList.of(packagesFromLockfile(source, doc as { packages: unknown })) };
  throw new ManifestError(
    source,
    undefined,
    'unknown manifest format (expected a NEVRA array, lockfile, commitmeta.json, release-info metadata.json, ConfigMap or rpm -qa text)',
  );
}

/** A YAML ConfigMap starts with a mapping key such as `apiVersion:` or `kind:`. */
const looksLikeYamlConfigMap = (text: string): boolean =>
  /^\s*(---\s*\n\s*)?(apiVersion|kind|metadata|data)\s*:/m.test(text) && /\bkind\s*:\s*ConfigMap\b/.test(text);

/**
 * Reads a package manifest in any format of DESIGN section 3, detected from its content.
 * `source` names it in error messages (a file path or a ConfigMap). `diffedWith`: the
 * packages of the manifest this one is to be diffed with, read first; a NEVRA list is then
 * read along them (`PackageList.fromNevras`), which makes reading it and the diff faster.
 */
export function readManifest(source: string, text: string, diffedWith?: PackageList): Manifest {
  const read = diffedWith && readAlong(diffedWith);
  const trimmed = text.trimStart();
  // Not an empty `rpm -qa` list: an empty file would make every package look removed.
  if (trimmed === '') throw new ManifestError(source, undefined, 'is empty: no package manifest in it');
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (error) {
      throw new ManifestError(source, undefined, `not valid JSON (${(error as Error).message})`);
    }
    return fromDocument(source, doc, read);
  }
  if (looksLikeYamlConfigMap(text)) {
    let doc: unknown;
    try {
      doc = parseYaml(text);
    } catch (error) {
      throw new ManifestError(source, undefined, `not valid YAML (${(error as Error).message.split('\n')[0]})`);
    }
    return fromDocument(source, doc, read);
  }
  return { format: 'rpm-qa', packages: PackageList.of(packagesFromRpmQa(source, text)) };
}

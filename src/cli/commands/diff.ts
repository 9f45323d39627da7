import { parseArgs } from 'node:util';
import { diffToCsv } from '../../domain/diff-export/diff-csv';
import { diffToJson } from '../../domain/diff-export/diff-json';
import { diffToMarkdown } from '../../domain/diff-export/diff-markdown';
import { diffToTable } from '../../domain/diff-export/diff-table';
import { readManifest } from '../../domain/manifest/read-manifest';
import { allRows, type PackageDiff } from '../../domain/package-diff';
import { diffInAnyOrder } from '../../domain/diff-in-any-order';
import { readInput, type Io } from '../io';
import { UsageError } from '../usage-error';
import { diffWithChangelogs } from './diff-changelogs';

export const DIFF_HELP = `Usage: os-update diff OLD NEW [--format table|json|markdown|csv] [--changelogs]
         [--advisories FILE|DIR|IMAGE [--product CPE]]

Prints the RPM package diff between two OS images' package manifests: upgraded, downgraded,
added and removed packages in rpm's version order, important packages first.
OLD and NEW may be any of: a JSON array of NEVRAs, a Fedora CoreOS lockfile, coreos-assembler
commitmeta.json, release-info metadata.json, a release-info ConfigMap (YAML or JSON), or
rpm -qa text. "-" reads standard input.

With --changelogs OLD and NEW are rpm databases (or --image OLD --image NEW, read from their
registry): each changed package's new changelog entries and the CVEs they name. --advisories
rates those CVEs from CSAF 2.0 VEX documents (a file, a directory of them, or an image or OCI
artifact holding them): severity, CVSS v3 and the advisories that ship each fix, and the CVEs
still open in NEW's packages. The product rated for is --product, else NEW's cpe label (with
--image), else the one product the documents name. A document that fails CSAF validation is
named on stderr and skipped.
`;

const FORMATS = {
  table: (diff: PackageDiff) => diffToTable(diff),
  json: (diff: PackageDiff) => `${JSON.stringify(diffToJson(diff), null, 2)}\n`,
  markdown: (diff: PackageDiff) => diffToMarkdown(diff),
  csv: (diff: PackageDiff) => diffToCsv(allRows(diff)),
} as const;

const isFormat = (f: string): f is keyof typeof FORMATS => Object.hasOwn(FORMATS, f);

export async function diffCommand(args: string[], io: Io): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      format: { type: 'string', short: 'f', default: 'table' },
      changelogs: { type: 'boolean' },
      advisories: { type: 'string' },
      product: { type: 'string' },
      image: { type: 'string', multiple: true },
      authfile: { type: 'string' },
      'tls-verify': { type: 'string' },
      'idms-file': { type: 'string' },
      arch: { type: 'string' },
      timeout: { type: 'string' },
    },
    allowPositionals: true,
  });
  const format = values.format ?? 'table';
  if (!isFormat(format)) throw new UsageError(`--format must be table, json, markdown or csv, not "${format}"`);
  if ((values.advisories || values.product) && !values.changelogs)
    throw new UsageError('--advisories rates the CVEs the changelogs name: add --changelogs');
  if (values.product && !values.advisories) throw new UsageError('--product names the product --advisories rates for');
  const images = values.image ?? [];
  const { image: _i, changelogs: _c, format: _f, advisories: source, product, ...access } = values;
  const rating = {
    advisories: source ? { source, product } : undefined,
    access,
    warn: (line: string) => io.stderr?.(`${line}\n`),
  };
  if (images.length > 0) {
    if (images.length !== 2 || positionals.length > 0 || !values.changelogs)
      throw new UsageError('diff --changelogs --image OLD --image NEW reads two images (and no files)');
    io.stdout(
      await diffWithChangelogs({ kind: 'images', old: images[0]!, new: images[1]!, values: access }, format, rating),
    );
    return;
  }
  if (positionals.length !== 2) throw new UsageError('diff needs two manifests: os-update diff OLD NEW');
  const [oldPath, newPath] = positionals as [string, string];
  if (values.changelogs) {
    io.stdout(await diffWithChangelogs({ kind: 'files', old: oldPath, new: newPath }, format, rating));
    return;
  }
  const oldManifest = readManifest(oldPath, readInput(oldPath));
  // Read along the old one: most packages of an update are on both sides.
  const newManifest = readManifest(newPath, readInput(newPath), oldManifest.packages);
  io.stdout(FORMATS[format](diffInAnyOrder(oldManifest.packages, newManifest.packages)));
}

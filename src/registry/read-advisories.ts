import { indexStatements, type AdvisoryIndex } from '../domain/advisories/advisory-matching';
import { readVexDocument, type VexStatement } from '../domain/advisories/vex-document';
import type { AdvisoryFile } from './advisory-files';
import { csafProblem } from './validate-csaf';

/** What a reader keeps of a large feed: only what the pairs it rates can use. */
export interface AdvisoryInterest {
  /** CVEs the changelogs name: their statements are kept. */
  readonly cves: ReadonlySet<string>;
  /** Source rpm names of the target images' packages: their `known_affected` statements are kept. */
  readonly components: ReadonlySet<string>;
}

export interface AdvisoryRead {
  readonly index: AdvisoryIndex;
  /** The statements kept, for the product choice. */
  readonly statements: readonly VexStatement[];
  /** Documents read (valid, with something kept or not). */
  readonly documents: number;
  /** Files that are no CSAF document, each named with why: skipped, never fatal. */
  readonly skipped: readonly { readonly name: string; readonly problem: string }[];
}

const wanted = (interest: AdvisoryInterest | undefined) => (s: VexStatement) =>
  !interest ||
  interest.cves.has(s.cve) ||
  (s.status === 'known_affected' && s.component !== undefined && interest.components.has(s.component));

/**
 * The statements of every document, kept only where the interest needs them (Red Hat's feed
 * has tens of thousands of documents: the controller keeps a few hundred statements). A
 * document is validated (CSAF schema and mandatory tests) when it has something to keep:
 * one that fails is skipped, named with the test that failed.
 */
export async function readAdvisories(
  files: AsyncIterable<AdvisoryFile>,
  interest?: AdvisoryInterest,
): Promise<AdvisoryRead> {
  const statements: VexStatement[] = [];
  const skipped: { name: string; problem: string }[] = [];
  let documents = 0;
  for await (const file of files) {
    if ('problem' in file) {
      skipped.push(file);
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(file.bytes).toString('utf8'));
    } catch {
      skipped.push({ name: file.name, problem: 'not JSON' });
      continue;
    }
    let read: VexStatement[];
    try {
      read = readVexDocument(json, file.name).filter(wanted(interest));
    } catch (error) {
      skipped.push({ name: file.name, problem: (error as Error).message.replace(`${file.name}: `, '') });
      continue;
    }
    if (read.length > 0) {
      const problem = await csafProblem(json);
      if (problem) {
        skipped.push({ name: file.name, problem });
        continue;
      }
    }
    documents += 1;
    statements.push(...read);
  }
  return { index: indexStatements(statements, documents), statements, documents, skipped };
}

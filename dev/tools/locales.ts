/**
 * The English catalogue `locales/en/plugin__os-update-plugin.json`: i18next-parser's keys
 * from the source, plus the `%plugin__os-update-plugin~Label%` labels of
 * console-extensions.json (the console translates those from the same catalogue).
 *
 *   tsx dev/tools/locales.ts --write   regenerate the catalogue
 *   tsx dev/tools/locales.ts --check   fail when the committed catalogue is out of sync
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGLISH_SINGULARS } from './english-singulars';
import { missingTranslations, translationCalls } from './translation-calls';
import { translationProblems } from './translation-problems';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NS = 'plugin__os-update-plugin';
const catalogue = join(root, 'locales/en', `${NS}.json`);

/** The folders i18next-parser reads: its config's `input` globs, each cut before its `/**`. */
function parserFolders(): string[] {
  const config = createRequire(import.meta.url)(join(root, 'i18next-parser.config.cjs')) as { input: string[] };
  return config.input.map((glob) => glob.split('/**')[0] as string);
}

function generate(): string {
  const out = mkdtempSync(join(tmpdir(), 'locales-'));
  execFileSync('npx', ['i18next', '--config', 'i18next-parser.config.cjs', '--silent'], {
    cwd: root,
    env: { ...process.env, I18N_OUTPUT: join(out, '$LOCALE/$NAMESPACE.json') },
  });
  const keys = JSON.parse(readFileSync(join(out, 'en', `${NS}.json`), 'utf8')) as Record<string, string>;
  const extensions = readFileSync(join(root, 'console-extensions.json'), 'utf8');
  for (const match of extensions.matchAll(new RegExp(`%${NS}~([^%]+)%`, 'g')))
    keys[match[1] as string] = match[1] as string;
  const unknown: string[] = [];
  for (const key of Object.keys(keys).filter((k) => k.endsWith('_one'))) {
    const singular = ENGLISH_SINGULARS[key.slice(0, -'_one'.length)];
    if (singular === undefined) unknown.push(key);
    else keys[key] = singular;
  }
  if (unknown.length > 0) {
    console.error(`No English singular for ${JSON.stringify(unknown)}: add them to dev/tools/english-singulars.ts`);
    process.exit(1);
  }
  const sorted = Object.fromEntries(Object.entries(keys).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** The console's languages besides English (its `locales/<lang>` folders). */
export const TRANSLATED = ['ja', 'ko', 'zh', 'fr', 'es'] as const;

function checkTranslations(english: Record<string, string>): string[] {
  return TRANSLATED.flatMap((lang) => {
    const path = join(root, 'locales', lang, `${NS}.json`);
    let catalogue: Record<string, string>;
    try {
      catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    } catch (error) {
      return [`${lang}: ${(error as Error).message}`];
    }
    return translationProblems(english, lang, catalogue);
  });
}

const mode = process.argv[2];
const fresh = generate();
if (mode === '--write') {
  writeFileSync(catalogue, fresh);
  console.log(`wrote ${catalogue} (${Object.keys(JSON.parse(fresh)).length} keys)`);
  const problems = checkTranslations(JSON.parse(fresh) as Record<string, string>);
  if (problems.length > 0) console.error(`Now translate (${problems.length}):\n  ${problems.join('\n  ')}`);
} else if (mode === '--check') {
  const committed = readFileSync(catalogue, 'utf8');
  if (committed !== fresh) {
    const have = new Set(Object.keys(JSON.parse(committed)));
    const want = new Set(Object.keys(JSON.parse(fresh)));
    const missing = [...want].filter((k) => !have.has(k));
    const extra = [...have].filter((k) => !want.has(k));
    console.error(
      `locales/en/${NS}.json is out of sync: run npm run i18n. Missing: ${JSON.stringify(missing)}; unused: ${JSON.stringify(extra)}`,
    );
    process.exit(1);
  }
  // The parser's output is not enough: compare what the code calls with the catalogue too.
  const files = parserFolders()
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true }).map((file) => `${dir}/${String(file)}`))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  const missing = missingTranslations(
    translationCalls(
      files.map((file) => join(root, file)),
      NS,
    ).map((c) => ({ ...c, file: c.file.slice(root.length) })),
    JSON.parse(committed) as Record<string, string>,
  );
  if (missing.length > 0) {
    console.error(`Keys the code calls that the catalogue lacks (${missing.length}):\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
  const problems = checkTranslations(JSON.parse(fresh) as Record<string, string>);
  if (problems.length > 0) {
    console.error(
      `Translations out of sync with English (${problems.length}):\n  ${problems.slice(0, 30).join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`locales in sync (${Object.keys(JSON.parse(fresh)).length} keys; ${TRANSLATED.join(', ')} translated)`);
} else {
  console.error('usage: tsx dev/tools/locales.ts --write | --check');
  process.exit(2);
}

import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DB = 'usr/share/rpm/rpmdb.sqlite';

/**
 * The rpm database of an image, as an admin gets at it by hand: skopeo copies the image, tar
 * unpacks the topmost layer that holds `usr/share/rpm/rpmdb.sqlite` (its hardlink to the
 * ostree object resolved by tar itself). Returns a root for `rpm --root`.
 */
export async function imageRpmdbRoot(image: string, creds: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'spec-image-'));
  await run('skopeo', ['copy', '--src-tls-verify=false', '--src-creds', creds, `docker://${image}`, `dir:${dir}`]);
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { layers: { digest: string }[] };
  for (const { digest } of [...manifest.layers].reverse()) {
    const blob = join(dir, digest.replace('sha256:', ''));
    const { stdout } = await run('tar', ['-tzf', blob], { maxBuffer: 64 << 20 });
    if (!stdout.split('\n').includes(DB)) continue;
    const root = join(dir, 'root');
    mkdirSync(root);
    await run('tar', ['-xzf', blob, '-C', root]);
    return root;
  }
  throw new Error(`${image}: no layer has ${DB}`);
}

const rpm = async (root: string, ...args: string[]) =>
  (await run('rpm', ['--root', root, '--dbpath', '/usr/share/rpm', ...args], { maxBuffer: 64 << 20 })).stdout;

/** `rpm -q --changelog NAME` split into its entries (header line and text), newest first. */
async function changelog(root: string, name: string): Promise<string[]> {
  const text = await rpm(root, '-q', '--changelog', name);
  return text
    .split(/\n(?=\* )/)
    .map((e) => e.trim())
    .filter(Boolean);
}

export interface ChangelogOracle {
  /** CVE ids of the entries the new image's packages have and the old ones lack, sorted. */
  readonly fixes: string[];
  /** Those of packages built from the kernel's source package. */
  readonly kernelFixes: string[];
  /** Each changed package's new entries, as rpm prints them. */
  readonly entries: Map<string, string[]>;
}

const cves = (texts: readonly string[]) =>
  texts.flatMap((t) => t.match(/CVE-\d{4}-\d{4,}/gi) ?? []).map((id) => id.toUpperCase());

/** What `rpm -q --changelog` says each package that changed version between two roots fixes. */
export async function changelogOracle(oldRoot: string, newRoot: string): Promise<ChangelogOracle> {
  const list = async (root: string) =>
    new Map(
      (await rpm(root, '-qa', '--qf', '%{NAME} %{EPOCHNUM}:%{VERSION}-%{RELEASE} %{SOURCERPM}\\n'))
        .trim()
        .split('\n')
        .map((line) => {
          const [name, evr, source] = line.split(' ');
          return [name!, { evr: evr!, source: source! }] as const;
        }),
    );
  const [before, after] = await Promise.all([list(oldRoot), list(newRoot)]);
  const fixes = new Set<string>();
  const kernelFixes = new Set<string>();
  const entries = new Map<string, string[]>();
  for (const [name, { evr, source }] of after) {
    const old = before.get(name);
    if (!old || old.evr === evr) continue;
    const [oldLog, newLog] = await Promise.all([changelog(oldRoot, name), changelog(newRoot, name)]);
    const stop = newLog.indexOf(oldLog[0] ?? '');
    const fresh = stop < 0 ? newLog : newLog.slice(0, stop);
    entries.set(name, fresh);
    for (const id of cves(fresh)) {
      fixes.add(id);
      if (source.startsWith('kernel-')) kernelFixes.add(id);
    }
  }
  return { fixes: [...fixes].sort(), kernelFixes: [...kernelFixes].sort(), entries };
}

/** The names of the packages installed in a root, as `rpm -qa` lists them, sorted. */
export async function installedNames(root: string): Promise<string[]> {
  return (await rpm(root, '-qa', '--qf', '%{NAME}\\n')).trim().split('\n').sort();
}

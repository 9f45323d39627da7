import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuiltLayout } from '../../test-support/registry/oci-image-builder';
import { layeredImage } from './custom-image';
import type { DemoRelease } from './demo-releases';
import { BUILD_REPOSITORY, layeredImageRpmdb } from './rpmdb/demo-rpmdb';

/** A build that cannot finish; `message` is what the build's log would end with. */
export class BuildFailure extends Error {}

const INSTALLERS: Readonly<Record<string, string>> = {
  'rpm-ostree': 'error: Packages not found',
  dnf: 'No match for argument',
  yum: 'No match for argument',
};

/**
 * The packages a Containerfile installs: the arguments of `rpm-ostree install` and
 * `dnf install` in its RUN instructions (continued lines joined, `&&` and `;` split), as the
 * build would run them. A name the demo's repository lacks fails with the tool's own words.
 */
export function packagesToInstall(containerfile: string): string[] {
  const instructions = containerfile.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  const packages: string[] = [];
  for (const line of instructions) {
    const run = /^\s*RUN\s+(.*)$/i.exec(line);
    if (!run) continue;
    for (const command of (run[1] as string).split(/&&|;/)) {
      const words = command.trim().split(/\s+/);
      const tool = words[0] ?? '';
      const at = words.indexOf('install');
      if (!(tool in INSTALLERS) || at < 0) continue;
      const names = words.slice(at + 1).filter((w) => !w.startsWith('-'));
      const missing = names.filter((n) => !BUILD_REPOSITORY.some((p) => p.name === n));
      if (missing.length > 0) throw new BuildFailure(`${INSTALLERS[tool]}: ${missing.join(', ')}`);
      packages.push(...names);
    }
  }
  return [...new Set(packages)].sort();
}

/** Builds a pool's image: its Containerfile's packages on top of a release's node image. */
export async function buildPoolImage(base: DemoRelease, containerfile: string, tag: string): Promise<BuiltLayout> {
  const packages = packagesToInstall(containerfile);
  const dir = join(mkdtempSync(join(tmpdir(), 'os-update-demo-build-')), tag);
  return layeredImage(dir, tag, base, await layeredImageRpmdb(base, packages), {
    'etc/os-update-demo/Containerfile': containerfile,
  });
}

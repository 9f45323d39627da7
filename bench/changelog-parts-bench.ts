import { changelogPartsOf } from '../src/domain/rpmdb/changelog-parts';
import type { DiffWithChangelogsJson } from '../src/domain/rpmdb/changelog-diff';
import { utf8Length } from '../src/domain/release-info/utf8-length';
import { joinChangelogParts } from '../src/domain/rpmdb/published-changelog';

const KB = 1024;

/** A move that upgrades `packages` packages, each with `entries` new changelog entries of `lineBytes`-byte lines. */
function syntheticMove(packages: number, entries: number, lineBytes: number): DiffWithChangelogsJson {
  const line = (i: number) => `- Fix CVE-2024-${10000 + (i % 50000)} ${'x'.repeat(Math.max(0, lineBytes - 22))}`;
  const upgraded = Array.from({ length: packages }, (_, p) => ({
    name: `package-${p}`,
    arch: 'x86_64',
    from: '1.0-1.el9',
    to: '1.1-1.el9',
    changelog: Array.from({ length: entries }, (_, e) => ({
      time: '2024-10-14T12:00:00Z',
      author: `Jane Builder <jane@example.com> - 1.1-${e}`,
      text: [line(p * entries + e), line(p + e), line(e)].join('\n'),
      ids: [`CVE-2024-${10000 + ((p * entries + e) % 50000)}`],
    })),
  }));
  return {
    summary: { upgraded: packages, downgraded: 0, added: 0, removed: 0, unchanged: 0 },
    upgraded,
    downgraded: [],
    added: [],
    removed: [],
    fixes: [...new Set(upgraded.flatMap((u) => u.changelog.flatMap((c) => c.ids)))].sort(),
  };
}

/**
 * The changelog ConfigMaps the controller writes for one image pair (a ConfigMap holds 1 MiB):
 * a minor update (fits whole), a RHEL minor-release move (entries cut to their first line),
 * and a major move (split besides).
 */
export function measureChangelogParts(): void {
  const cases = [
    ['a z-stream update: 40 packages, 3 entries each', syntheticMove(40, 3, 80)],
    ['a minor release: 400 packages, 12 entries each', syntheticMove(400, 12, 120)],
    ['a major release: 1,200 packages, 40 entries each', syntheticMove(1200, 40, 120)],
  ] as const;
  for (const [label, move] of cases) {
    const parts = changelogPartsOf('a@sha256:1', 'b@sha256:2', 'x86_64', move);
    const sizes = parts.map((p) => utf8Length(JSON.stringify(p)));
    // As the page reads them back: every CVE is still there, whatever was cut.
    const kept = joinChangelogParts(parts).fixes.length;
    console.log(
      `changelog ConfigMaps for ${label}: ${parts.length} part(s), largest ${(Math.max(...sizes) / KB).toFixed(0)} KB (limit 1024 KB)${parts[0]?.trimmed ? ', entries cut to their first line' : ''}; ${kept.toLocaleString('en-US')} of ${move.fixes.length.toLocaleString('en-US')} CVEs read back`,
    );
  }
}

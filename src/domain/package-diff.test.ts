import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcosLockfile, readFixture } from '../test-support/fixtures';
import { formatEvr } from './evr';
import { readManifest } from './manifest/read-manifest';
import { parseNevra, type Package } from './nevra';
import { classifyName } from './diff-rules';
import { importanceRank } from './important-packages';
import { diffPackages, type PackageChange, type PackageDiff } from './package-diff';
import { readAlong } from './cut-texts-along';
import { diffInAnyOrder } from './diff-in-any-order';
import { PackageList } from './package-list';

const fcos = (date: string, arch?: string): readonly Package[] => {
  const file = fcosLockfile(date, arch);
  return readManifest(file, readFixture(file)).packages.toArray();
};
const pkgs = (...nevras: string[]): Package[] => nevras.map(parseNevra);
const find = (diff: PackageDiff, name: string): PackageChange | undefined => diff.changes.find((c) => c.name === name);
const evrs = (c: PackageChange | undefined) => [c?.from && formatEvr(c.from), c?.to && formatEvr(c.to)];

describe('diffPackages on real Fedora CoreOS manifests', () => {
  it('finds exactly the 47 downgrades of the reverted 2023-10-09 promotion, and nothing else', () => {
    const diff = diffInAnyOrder(fcos('2023-10-09-promote'), fcos('2023-10-09-revert'));
    expect(diff.counts).toEqual({ upgraded: 0, downgraded: 47, added: 0, removed: 0, unchanged: 380 });
    expect(find(diff, 'kernel')).toMatchObject({ kind: 'downgraded', important: true });
    expect(evrs(find(diff, 'kernel'))).toEqual(['6.5.5-200.fc38', '6.4.15-200.fc38']);
    expect(evrs(find(diff, 'systemd'))).toEqual(['253.10-1.fc38', '253.9-1.fc38']);
  });

  it('reads the Fedora 39 → 40 rebase: 426 upgraded, 4 added, 11 removed, shim unchanged', () => {
    const diff = diffInAnyOrder(fcos('2024-04-19'), fcos('2024-05-06'));
    expect(diff.counts).toEqual({ upgraded: 426, downgraded: 0, added: 4, removed: 11, unchanged: 1 });
    const names = (kind: string) =>
      diff.changes
        .filter((c) => c.kind === kind)
        .map((c) => c.name)
        .sort();
    expect(names('added')).toEqual(['audit-rules', 'gdbm', 'passim-libs', 'zlib-ng-compat']);
    expect(names('removed')).toEqual([
      'cirrus-audio-firmware',
      'containernetworking-plugins',
      'intel-audio-firmware',
      'libargon2',
      'libdb',
      'libsigsegv',
      'libuser',
      'linux-atm-libs',
      'passwd',
      'podman-plugins',
      'zlib',
    ]);
    expect(diff.unchanged.toArray().map((p) => p.name)).toEqual(['shim-x64']);
    expect(evrs(find(diff, 'kernel'))).toEqual(['6.8.4-200.fc39', '6.8.5-301.fc40']);
    expect(evrs(find(diff, 'NetworkManager'))).toEqual(['1:1.44.2-1.fc39', '1:1.46.0-2.fc40']);
  });

  it('lists important packages first, kernel leading', () => {
    const diff = diffInAnyOrder(fcos('2024-04-19'), fcos('2024-05-06'));
    expect(diff.changes.slice(0, 2).map((c) => c.name)).toEqual(['kernel', 'kernel-core']);
    const firstUnimportant = diff.changes.findIndex((c) => !c.important);
    expect(diff.changes.slice(firstUnimportant).every((c) => !c.important)).toBe(true);
  });

  it('finds the routine two-week update of 2024-10-21: 24 upgrades', () => {
    const diff = diffInAnyOrder(fcos('2024-10-07'), fcos('2024-10-21'));
    expect(diff.counts).toEqual({ upgraded: 24, downgraded: 0, added: 0, removed: 0, unchanged: 415 });
  });

  it('diffs a manifest with itself as all unchanged', () => {
    const packages = fcos('2024-10-21');
    const diff = diffInAnyOrder(packages, packages);
    expect(diff.counts).toEqual({ upgraded: 0, downgraded: 0, added: 0, removed: 0, unchanged: packages.length });
  });
});

describe('diffPackages identity and classes', () => {
  it('treats one package a side with another arch as the same package changed', () => {
    const diff = diffInAnyOrder(pkgs('foo-1.0-1.noarch'), pkgs('foo-1.1-1.x86_64'));
    expect(diff.changes).toEqual([
      expect.objectContaining({ kind: 'upgraded', name: 'foo', arch: 'x86_64', fromArch: 'noarch' }),
    ]);
  });

  it('keeps each arch on its own when a name has several arches', () => {
    const diff = diffInAnyOrder(pkgs('glibc-2.39-1.x86_64', 'glibc-2.39-1.i686'), pkgs('glibc-2.40-1.x86_64'));
    expect(diff.counts).toMatchObject({ upgraded: 1, removed: 1 });
    expect(find(diff, 'glibc')).toBeDefined();
    expect(diff.changes.find((c) => c.kind === 'removed')).toMatchObject({ arch: 'i686' });
  });

  it('collapses duplicate identical entries', () => {
    const diff = diffInAnyOrder(pkgs('bash-5.2-1.x86_64', 'bash-5.2-1.x86_64'), pkgs('bash-5.2-2.x86_64'));
    expect(diff.counts).toEqual({ upgraded: 1, downgraded: 0, added: 0, removed: 0, unchanged: 0 });
  });

  it('keeps installonly kernels: equal ones unchanged, the rest paired in rpm order', () => {
    const diff = diffInAnyOrder(
      pkgs('kernel-6.10.1-1.x86_64', 'kernel-6.11.2-1.x86_64'),
      pkgs('kernel-6.11.2-1.x86_64', 'kernel-6.11.9-1.x86_64', 'kernel-6.12.0-1.x86_64'),
    );
    expect(diff.counts).toEqual({ upgraded: 1, downgraded: 0, added: 1, removed: 0, unchanged: 1 });
    expect(evrs(diff.changes.find((c) => c.kind === 'upgraded'))).toEqual(['6.10.1-1', '6.11.9-1']);
    expect(evrs(diff.changes.find((c) => c.kind === 'added'))).toEqual([undefined, '6.12.0-1']);
  });

  it('uses rpm order, so a tilde pre-release upgraded to the release is an upgrade', () => {
    const diff = diffInAnyOrder(pkgs('podman-5.0.0~rc1-1.x86_64'), pkgs('podman-5.0.0-1.x86_64'));
    expect(diff.counts.upgraded).toBe(1);
  });

  it('works with package names that are Object.prototype keys', () => {
    const diff = diffInAnyOrder(pkgs('__proto__-1-1.noarch', 'constructor-1-1.noarch'), pkgs('__proto__-2-1.noarch'));
    expect(diff.counts).toMatchObject({ upgraded: 1, removed: 1 });
  });
});

const nevra = fc
  .tuple(
    fc.constantFrom('kernel', 'bash', 'glibc', 'podman', '__proto__', 'a-b.c'),
    fc.constantFrom('0', '1', '2'),
    fc.constantFrom('1.0', '1.0~rc1', '1.0^git1', '2', '10.1'),
    fc.constantFrom('1.fc40', '2.fc40', '1.fc39'),
    fc.constantFrom('x86_64', 'noarch', 'aarch64'),
  )
  .map(([n, e, v, r, a]) => parseNevra(`${n}-${e}:${v}-${r}.${a}`));

describe('diffPackages properties', () => {
  it('diff(A, B) mirrors diff(B, A)', () => {
    fc.assert(
      fc.property(fc.array(nevra, { maxLength: 12 }), fc.array(nevra, { maxLength: 12 }), (a, b) => {
        const ab = diffInAnyOrder(a, b).counts;
        const ba = diffInAnyOrder(b, a).counts;
        expect(ab.upgraded).toBe(ba.downgraded);
        expect(ab.downgraded).toBe(ba.upgraded);
        expect(ab.added).toBe(ba.removed);
        expect(ab.removed).toBe(ba.added);
        expect(ab.unchanged).toBe(ba.unchanged);
      }),
      { numRuns: 2000 },
    );
  });

  it('accounts for every distinct package on each side exactly once', () => {
    fc.assert(
      fc.property(fc.array(nevra, { maxLength: 12 }), fc.array(nevra, { maxLength: 12 }), (a, b) => {
        const distinct = (list: Package[]) => new Set(list.map((p) => `${p.name}.${p.arch}@${formatEvr(p)}`)).size;
        const { counts } = diffInAnyOrder(a, b);
        expect(counts.upgraded + counts.downgraded + counts.unchanged + counts.removed).toBe(distinct(a));
        expect(counts.upgraded + counts.downgraded + counts.unchanged + counts.added).toBe(distinct(b));
      }),
      { numRuns: 2000 },
    );
  });
});

/**
 * The rule of DESIGN section 3 applied plainly, package by package, for comparison: sort by
 * name and arch, and classify each name's packages as one run.
 */
function referenceDiff(olds: readonly Package[], news: readonly Package[]) {
  const byNameArch = (a: Package, b: Package) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.arch < b.arch ? -1 : a.arch > b.arch ? 1 : 0;
  const names = [...new Set([...olds, ...news].map((p) => p.name))].sort();
  const rows: PackageChange[] = [];
  const unchanged: Package[] = [];
  for (const name of names) {
    const run = (list: readonly Package[]) => list.filter((p) => p.name === name).sort(byNameArch);
    classifyName(run(olds), run(news), (kind, from, to) => {
      const pkg = (to ?? from) as Package;
      if (kind === 'unchanged' && from && to && from.arch === to.arch) unchanged.push(to);
      else {
        const fromArch = from && to && from.arch !== to.arch ? from.arch : undefined;
        const important = importanceRank(pkg.name) < 10;
        rows.push({ kind, name: pkg.name, arch: pkg.arch, fromArch, from, to, important });
      }
    });
  }
  const rank = (r: PackageChange) => (r.important ? importanceRank(r.name) : 10);
  return {
    changes: rows
      .map((r, i) => [r, i] as const)
      .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
      .map(([r]) => r),
    unchanged,
  };
}

/** NEVRA texts in every spelling, with names that sort differently as text and as names. */
const nevraText = fc
  .tuple(
    fc.constantFrom('kernel', 'bash', 'a', 'a+b', 'a-b.c', '__proto__', 'systemd-udev'),
    fc.constantFrom('', '0:', '1:', '01:'),
    fc.constantFrom('1.0', '1.0~rc1', '1.0^git1', '2', '10.1', '1.0.1'),
    fc.constantFrom('1.fc40', '2.fc40', '1.fc39'),
    fc.constantFrom('x86_64', 'noarch', 'aarch64'),
    fc.boolean(),
  )
  .map(([n, e, v, r, a, yum]) => (yum ? `${e}${n}-${v}-${r}.${a}` : `${n}-${e}${v}-${r}.${a}`));

/** Canonical spellings only (no `0:`, `01:` or yum's epoch first), as release infos have. */
const canonicalText = fc
  .tuple(
    fc.constantFrom('kernel', 'bash', 'a', 'a+b', 'a-b.c', 'systemd-udev'),
    fc.constantFrom('', '1:'),
    fc.constantFrom('1.0', '1.0~rc1', '2', '10.1'),
    fc.constantFrom('1.fc40', '2.fc40'),
    fc.constantFrom('x86_64', 'noarch'),
  )
  .map(([n, e, v, r, a]) => `${n}-${e}${v}-${r}.${a}`);

/** Two lists that share most of their texts, as an update's do: each a pick of one pool. */
const sharingLists = fc
  .uniqueArray(fc.oneof({ arbitrary: canonicalText, weight: 15 }, { arbitrary: nevraText, weight: 1 }), {
    maxLength: 16,
  })
  .chain((pool) =>
    fc.tuple(
      fc.subarray(pool, { minLength: Math.ceil(pool.length / 2) }),
      fc.subarray(pool, { minLength: Math.ceil(pool.length / 2) }),
      fc.array(fc.oneof({ arbitrary: canonicalText, weight: 3 }, { arbitrary: nevraText, weight: 1 }), {
        maxLength: 3,
      }),
    ),
  )
  .map(([a, b, extra]) => [a, [...b, ...extra]] as const);

const rethrow = (_index: number, error: unknown): never => {
  throw error;
};

describe('diffPackages against the plain rule', () => {
  const show = (c: PackageChange) =>
    `${c.kind} ${c.name}.${c.arch}${c.fromArch ? ` (was ${c.fromArch})` : ''} ${c.from ? formatEvr(c.from) : '-'} → ${c.to ? formatEvr(c.to) : '-'}${c.important ? ' !' : ''}`;

  it('gives the same rows, counts and unchanged packages, whatever the spelling and order', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          {
            arbitrary: fc.tuple(fc.array(nevraText, { maxLength: 14 }), fc.array(nevraText, { maxLength: 14 })),
            weight: 1,
          },
          { arbitrary: sharingLists, weight: 2 },
        ),
        fc.boolean(),
        fc.boolean(),
        ([a, b], sorted, along) => {
          const [oldTexts, newTexts] = sorted ? [[...a].sort(), [...b].sort()] : [a, b];
          // The new list read along the old one, as the command line reads them, or alone.
          const olds = PackageList.fromNevras(oldTexts);
          const diff = diffInAnyOrder(olds, (along ? readAlong(olds) : PackageList.fromNevras)(newTexts, rethrow));
          const expected = referenceDiff(oldTexts.map(parseNevra), newTexts.map(parseNevra));
          expect(diff.changes.map(show)).toEqual(expected.changes.map(show));
          const names = (list: Iterable<Package>) => [...list].map((p) => formatEvr(p) + p.name + p.arch).sort();
          expect(names(diff.unchanged)).toEqual(names(expected.unchanged));
          const kinds = (rows: readonly PackageChange[], kind: string) => rows.filter((r) => r.kind === kind).length;
          expect(diff.counts).toEqual({
            upgraded: kinds(expected.changes, 'upgraded'),
            downgraded: kinds(expected.changes, 'downgraded'),
            added: kinds(expected.changes, 'added'),
            removed: kinds(expected.changes, 'removed'),
            unchanged: kinds(expected.changes, 'unchanged') + expected.unchanged.length,
          });
        },
      ),
      { numRuns: 4000 },
    );
  });

  it('lists unchanged packages in the new manifest’s order', () => {
    const diff = diffInAnyOrder(
      PackageList.fromNevras(['b-1-1.noarch', 'a-0:1-1.noarch', 'c-1-1.noarch']),
      PackageList.fromNevras(['c-1-1.noarch', 'a-1-1.noarch', 'b-1-1.noarch']),
    );
    expect(diff.unchanged.toArray().map((p) => p.name)).toEqual(['c', 'a', 'b']);
  });
});

describe('diffPackages and lists in no order', () => {
  it('diffs lists in key order on its own, and asks for the any-order strategy for others', () => {
    const [a, b] = [
      ['a-1-1.noarch', 'b-1-1.noarch'],
      ['a-1-2.noarch', 'b-1-1.noarch'],
    ];
    const sorted = diffPackages(PackageList.fromNevras(a), PackageList.fromNevras(b));
    expect(sorted.counts).toEqual(diffInAnyOrder(PackageList.fromNevras(a), PackageList.fromNevras(b)).counts);
    expect(() => diffPackages(PackageList.fromNevras([...a].reverse()), PackageList.fromNevras(b))).toThrow(
      'package lists not in key order: diff them with diffInAnyOrder',
    );
  });
});

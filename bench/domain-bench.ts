import { readFileSync } from 'node:fs';
import { compareEvr, parseEvr } from '../src/domain/evr';
import { readManifest } from '../src/domain/manifest/read-manifest';
import { diffInAnyOrder } from '../src/domain/diff-in-any-order';
import { rpmvercmp } from '../src/domain/rpmvercmp';
import { fmt, medianMs, medianOfMs, medianPairAfterCollectionMs, pairInTurnsMs, type PairTimes } from './measure';
import { runsOf, SHORT } from './mode';
import { PackageList } from '../src/domain/package-list';
import { readAlong } from '../src/domain/cut-texts-along';

const rethrow = (_index: number, error: unknown): never => {
  throw error;
};
import { syntheticManifestPair } from './synthetic-manifests';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/fcos/${name}`, import.meta.url), 'utf8');

function vercmpPerSecond(): number {
  const lines = readFileSync(new URL('../fixtures/rpmvercmp-cases.tsv', import.meta.url), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean);
  const pairs = lines.map((l) => l.split('\t') as [string, string]);
  const evrs = [
    ['1:1.46.2-1.fc40', '1:1.46.0-2.fc40'],
    ['6.11.3-200.fc40', '6.10.12-200.fc40'],
  ].map(([a, b]) => [parseEvr(a as string), parseEvr(b as string)] as const);
  const rounds = SHORT ? 100 : 20_000;
  let sink = 0;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const [a, b] of pairs) sink += rpmvercmp(a, b);
    for (const [a, b] of evrs) sink += compareEvr(a, b);
  }
  const seconds = (performance.now() - start) / 1000;
  if (sink === Number.MAX_SAFE_INTEGER) console.log(sink);
  return (rounds * (pairs.length + evrs.length)) / seconds;
}

/** The in-turns line of a large diff: both ratios, and whether they are within `target`. */
function describeInTurns({ medians, means }: PairTimes, target: number): string {
  const [byMedians, byMeans] = [medians[1] / medians[0], means[1] / means[0]];
  const met = byMedians <= target && byMeans <= target;
  const verdict = met ? 'met' : byMedians <= target || byMeans <= target ? 'met by one of the two only' : 'not met';
  return (
    `in turns: JSON.parse ${fmt(medians[0])} median, ${fmt(means[0])} mean; ` +
    `parse + diff ${fmt(medians[1])} median, ${fmt(means[1])} mean; ` +
    `ratio ${byMedians.toFixed(2)}x of the medians, ${byMeans.toFixed(2)}x of the means (target ≤ ${target}x: ${verdict})`
  );
}

export function runDomainBench(): void {
  console.log('# domain (node)');
  console.log(
    `vercmp: ${Math.round(vercmpPerSecond()).toLocaleString('en-US')} comparisons/s (rpm's table + real EVRs)`,
  );

  const oldReal = fixture('manifest-lock.x86_64.2024-10-07.json');
  const newReal = fixture('manifest-lock.x86_64.2024-10-21.json');
  // As `os-update diff` reads two manifests: the new one along the old one.
  const parseAndDiff = (oldText: string, newText: string) => {
    const olds = readManifest('old', oldText).packages;
    return diffInAnyOrder(olds, readManifest('new', newText, olds).packages);
  };
  const real = medianMs(() => parseAndDiff(oldReal, newReal).changes, runsOf(50), runsOf(10, 0));
  console.log(
    `real FCOS 2024-10-07 → 2024-10-21 (439 packages): parse + diff ${fmt(real)}, rows included (target < 5 ms)`,
  );

  for (const order of ['sorted', 'shuffled'] as const) {
    const { oldText, newText } = syntheticManifestPair(100_000, order);
    const inTurns = pairInTurnsMs(
      () => [JSON.parse(oldText), JSON.parse(newText)],
      () => parseAndDiff(oldText, newText),
      runsOf(30),
      runsOf(3, 0),
    );
    const [parsed, read] = pairInTurnsMs(
      () => [JSON.parse(oldText), JSON.parse(newText)],
      () => {
        const olds = PackageList.fromNevras(JSON.parse(oldText));
        return [olds, readAlong(olds)(JSON.parse(newText), rethrow)];
      },
      runsOf(30),
      runsOf(3, 0),
    ).means;
    const rows = medianOfMs(
      () => {
        const fresh = parseAndDiff(oldText, newText);
        const start = performance.now();
        void fresh.changes;
        return performance.now() - start;
      },
      runsOf(9),
      runsOf(2, 0),
    );
    const diff = parseAndDiff(oldText, newText);
    const alongOrNot = order === 'sorted' ? 'the new one along the old one' : 'each alone, as lists in no order are';
    const what =
      order === 'sorted' ? 'as manifests come (lockfiles, rpm-ostree package lists)' : "in no order, like rpm -qa's";
    console.log(
      `synthetic 100,000 vs 100,000 packages, ${order}, ${what}, ${(oldText.length / 1e6).toFixed(1)} MB each:`,
    );
    console.log(`  ${describeInTurns(inTurns, order === 'sorted' ? 1.5 : 3)}`);
    console.log(
      `  of which reading both lists (every text checked, ${alongOrNot}): ${fmt(read - parsed)} (means), ` +
        `${((read - parsed) / parsed).toFixed(2)}x JSON.parse`,
    );
    console.log(`  the ${diff.changes.length.toLocaleString('en-US')} change rows, made when first read: ${fmt(rows)}`);
    const [coldFloor, coldFull] = medianPairAfterCollectionMs(
      () => [JSON.parse(oldText), JSON.parse(newText)],
      () => parseAndDiff(oldText, newText),
      runsOf(9),
    );
    console.log(
      `  each right after a full garbage collection: JSON.parse ${fmt(coldFloor)}, parse + diff ${fmt(coldFull)}, ` +
        `ratio ${(coldFull / coldFloor).toFixed(2)}x (JSON.parse then runs without collecting; see README)`,
    );
    console.log(`  counts: ${JSON.stringify(diff.counts)}`);
  }
}

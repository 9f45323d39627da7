import { describe, expect, it } from 'vitest';
import { changelogPairs } from './changelog-pairs';

const image = (c: string) => `quay.io/fedora/fedora-coreos@sha256:${c.repeat(64)}`;
const [RUNS, TARGET, CANDIDATE] = [image('a'), image('b'), image('c')];

describe('changelogPairs', () => {
  it("a pool's move to its target and back (what a downgrade reopens), and to each candidate, per arch", () => {
    expect(
      changelogPairs([{ pool: 'worker', current: RUNS, target: TARGET, archs: ['amd64', 'arm64'] }], [CANDIDATE]),
    ).toEqual(
      ['x86_64', 'aarch64'].flatMap((arch) => [
        { from: RUNS, to: TARGET, arch, pools: ['worker'] },
        { from: RUNS, to: CANDIDATE, arch, pools: ['worker'] },
        { from: TARGET, to: RUNS, arch, pools: ['worker'] },
      ]),
    );
  });

  it('no pair for a pool on its target, or one whose images are not known by digest', () => {
    expect(changelogPairs([{ pool: 'infra', current: RUNS, target: RUNS, archs: [] }], [])).toEqual([]);
    expect(changelogPairs([{ pool: 'infra', current: 'quay.io/x:latest', target: TARGET, archs: [] }], [])).toEqual([]);
    expect(changelogPairs([{ pool: 'infra', current: RUNS, target: 'quay.io/x:latest', archs: [] }], [])).toEqual([]);
  });
});

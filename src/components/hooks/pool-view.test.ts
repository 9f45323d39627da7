import { describe, expect, it } from 'vitest';
import { pickReleaseInfo } from '../../domain/release-info/pick-release-info';
import { releaseInfoFromMetadata } from '../../domain/release-info/release-info';
import { DIGEST_A, DIGEST_B, IMAGE_A, sampleMetadata } from '../../test-support/release-info-samples';
import { buildPoolView, type ConfigResult, type ReleaseInfoLookup } from './pool-view';

const IMAGE_B = IMAGE_A.replace(DIGEST_A, DIGEST_B);
const infos = [
  ...['x86_64', 'aarch64'].map((arch) => releaseInfoFromMetadata(`a-${arch}`, sampleMetadata({ arch }))),
  ...['x86_64', 'aarch64'].map((arch) =>
    releaseInfoFromMetadata(`b-${arch}`, sampleMetadata({ arch, osImageUrl: IMAGE_B })),
  ),
];
const lookup: ReleaseInfoLookup = (digest, arch) => {
  const info = pickReleaseInfo(
    infos.filter((i) => i.digest === digest),
    arch,
  );
  return info ? { info, status: { kind: 'found' } } : { status: { kind: 'missing' } };
};
const configs = new Map<string, ConfigResult>([
  ['old', { isPending: false, data: { spec: { osImageURL: IMAGE_A } } }],
  ['new', { isPending: false, data: { spec: { osImageURL: IMAGE_B } } }],
]);
const pool = {
  metadata: { name: 'mixed' },
  spec: { paused: true, configuration: { name: 'new' } },
  status: { configuration: { name: 'old' }, machineCount: 3, updatedMachineCount: 3 },
};
const node = (name: string, architecture: string, currentConfig = 'old') => ({
  name,
  architecture,
  currentConfig,
  desiredConfig: currentConfig,
  state: 'Done',
});

describe('buildPoolView', () => {
  it('gives one pair of sides per architecture of the nodes, each with its own release info', () => {
    const view = buildPoolView(pool, configs, lookup, [node('a', 'amd64'), node('b', 'arm64'), node('c', 'arm64')]);
    expect(view.archs).toEqual(['aarch64', 'x86_64']);
    expect(view.byArch.map((s) => [s.arch, s.current.releaseInfo?.source, s.target.releaseInfo?.source])).toEqual([
      ['aarch64', 'a-aarch64', 'b-aarch64'],
      ['x86_64', 'a-x86_64', 'b-x86_64'],
    ]);
  });

  it('counts machines and waves from the nodes, so a paused pool with a new target never claims them done', () => {
    const view = buildPoolView(pool, configs, lookup, [
      node('a', 'amd64'),
      node('b', 'amd64', 'new'),
      node('c', 'amd64'),
    ]);
    expect(view.updatedMachineCount).toBe(1);
    expect(view.machineCount).toBe(3);
    expect(view.wavesLeft).toBe(2);
    expect(view.heldMidRollout).toBe(true);
    expect(view.gate).toBe('held');
  });

  it("takes the pool's counts while its nodes are still arriving (the console lists in pages), and shows those that came", () => {
    const rolling = { ...pool, status: { ...pool.status, updatedMachineCount: 1 } };
    const view = buildPoolView(rolling, configs, lookup, [node('b', 'amd64', 'new')]);
    expect(view.machineCount).toBe(3);
    expect(view.updatedMachineCount).toBe(1);
    expect(view.nodes?.map((n) => n.name)).toEqual(['b']);
    const none = buildPoolView(rolling, configs, lookup, []);
    expect(none.current.releaseInfoStatus.kind).toBe('loading');
  });

  it('a moving pool waits for its nodes before it picks a package list; an idle one shows x86_64', () => {
    const moving = buildPoolView(pool, configs, lookup, undefined);
    expect(moving.current.releaseInfoStatus.kind).toBe('loading');
    expect(moving.current.releaseInfo).toBeUndefined();
    expect(moving.updatedMachineCount).toBe(3);
    const idle = buildPoolView(
      { ...pool, spec: { ...pool.spec, configuration: { name: 'old' } } },
      configs,
      lookup,
      undefined,
    );
    expect(idle.current.releaseInfo?.source).toBe('a-x86_64');
  });

  it('on a cluster whose nodes are all on amd64, a moving pool shows x86_64 before its nodes come', () => {
    const early = buildPoolView(pool, configs, lookup, undefined, undefined, undefined, true);
    expect(early.archs).toEqual(['x86_64']);
    expect(early.current.releaseInfo?.source).toBe('a-x86_64');
    expect(early.target.releaseInfo?.source).toBe('b-x86_64');
    // Its nodes' own architectures decide once they have come; a pool without machines has none.
    const came = buildPoolView(pool, configs, lookup, [node('a', 'amd64')], undefined, undefined, true);
    expect(came.archs).toEqual(['x86_64']);
    const empty = { ...pool, status: { ...pool.status, machineCount: 0 } };
    expect(buildPoolView(empty, configs, lookup, undefined, undefined, undefined, true).archs).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { PackageList } from '../../domain/package-list';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { choiceKey } from './image-choices';
import { defaultComparison, poolsByImage, type PoolImagesLike } from './pool-images';

const info = (d: string, packages = true): ReleaseInfo => ({
  source: `ConfigMap x/${d}`,
  osImageUrl: `q/r@sha256:${d.repeat(64)}`,
  digest: `sha256:${d.repeat(64)}`,
  arch: 'x86_64',
  packages: packages ? PackageList.fromNevras(['bash-5.2.26-3.fc40.x86_64']) : undefined,
  advisories: [],
});
const [a, b, c] = [info('a'), info('b'), info('c')];
const pool = (name: string, kind: string, current?: ReleaseInfo, target?: ReleaseInfo): PoolImagesLike => ({
  name,
  state: { kind },
  byArch: [{ current: { releaseInfo: current }, target: { releaseInfo: target } }],
});

describe('defaultComparison', () => {
  it('opens on the current and target images of the first pool awaiting approval', () => {
    const views = [pool('master', 'updating', b, c), pool('worker', 'awaiting-approval', a, c)];
    expect(defaultComparison(views)).toEqual({ from: choiceKey(a), to: choiceKey(c) });
  });

  it('else on the first pool moving to another image; nothing when none moves or a side has no list', () => {
    expect(defaultComparison([pool('master', 'up-to-date', b, b), pool('infra', 'updating', a, b)])).toEqual({
      from: choiceKey(a),
      to: choiceKey(b),
    });
    expect(defaultComparison([pool('master', 'up-to-date', b, b)])).toEqual({});
    expect(defaultComparison([pool('worker', 'awaiting-approval', a, info('d', false))])).toEqual({});
  });
});

describe('poolsByImage', () => {
  it('names the pools that run each image, and those waiting for it, once each', () => {
    const byImage = poolsByImage([
      pool('master', 'up-to-date', b, b),
      pool('worker', 'awaiting-approval', a, b),
      pool('infra', 'config-only', a, a),
    ]);
    expect(byImage.get(choiceKey(a))).toEqual({ running: ['worker', 'infra'], awaiting: [] });
    expect(byImage.get(choiceKey(b))).toEqual({ running: ['master'], awaiting: ['worker'] });
  });
});

import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { templatedConfigs } from '../demo-configs';
import { DEMO_RELEASES } from '../demo-releases';
import { BOOTSTRAP_TEST_CASES } from './mco-cases/bootstrap-test';
import { rolePool } from './mco-cases/case-types';
import { CONFIGS, POOLS, poolObject, renderWorld } from './mco-cases/render-world';

interface IgnFile {
  path: string;
  contents: { source: string; compression?: string };
}
const decode = (f: IgnFile) => {
  const [head, data] = [f.contents.source.slice(0, f.contents.source.indexOf(',')), f.contents.source.split(',')[1]!];
  const bytes = head.endsWith(';base64') ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data));
  return (f.contents.compression === 'gzip' ? gunzipSync(bytes) : bytes).toString();
};

describe("a pool's rendered config from the demo's templates, as the MCO 4.22 bootstraps one: pkg/controller/bootstrap/bootstrap_test.go", () => {
  it.each(BOOTSTRAP_TEST_CASES.map((c) => [`${c.test}/${c.pool}`, c] as const))('%s', (_, c) => {
    const world = renderWorld({ controller: { baseOSContainerImage: 'quay.io/os@sha256:1' }, pools: [], configs: [] });
    const registry = { host: c.registriesContain, user: 'u', password: 'p' };
    for (const mc of templatedConfigs(DEMO_RELEASES[1]!, { registry })) world.store.create(CONFIGS, mc);
    world.store.create(POOLS, poolObject(rolePool(c.pool, c.pool)));
    const rendered = world.store.find(CONFIGS, undefined, world.target(c.pool) ?? '')!;
    const files = (rendered.spec as { config: { storage: { files: IgnFile[] } } }).config.storage.files;
    expect(files.map((f) => f.path)).not.toContain(c.absentPath);
    const registries = files.find((f) => f.path === c.registriesPath);
    expect(registries && decode(registries)).toContain(c.registriesContain);
  });
});

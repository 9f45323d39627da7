import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { RenderCase } from './mco/mco-cases/case-types';
import { HELPERS_TEST_CASES } from './mco/mco-cases/helpers-test';
import { RENDER_CONTROLLER_TEST_CASES } from './mco/mco-cases/render-controller-test';
import { CONFIGS, POOLS, renderWorld, runStep, withVersion } from './mco/mco-cases/render-world';

interface Condition {
  type: string;
  status: string;
  message?: string;
}
interface IgnFile {
  path: string;
  contents?: { source?: string; compression?: string };
}

/** A data URL's bytes (RFC 2397), gunzipped when the file says gzip. */
function decodeFile(f: IgnFile): string {
  const source = f.contents?.source ?? 'data:,';
  const comma = source.indexOf(',');
  const data = source.slice(comma + 1);
  const bytes = source.slice(0, comma).endsWith(';base64')
    ? Buffer.from(data, 'base64')
    : Buffer.from(decodeURIComponent(data));
  return (f.contents?.compression === 'gzip' ? gunzipSync(bytes) : bytes).toString();
}

function check(c: RenderCase): void {
  const world = renderWorld(c);
  const before = new Map(c.pools.map((p) => [p.name, world.target(p.name)]));
  for (const step of c.steps ?? []) runStep(world, step);
  for (const e of c.expect) {
    const pool = world.store.find(POOLS, undefined, e.pool)!;
    const target = world.target(e.pool);
    const conditions = ((pool.status as { conditions?: Condition[] } | undefined)?.conditions ?? []) as Condition[];
    const renderDegraded = conditions.find((x) => x.type === 'RenderDegraded');
    if (e.moved !== undefined) expect(target !== before.get(e.pool)).toBe(e.moved);
    if (e.refused !== undefined) {
      expect(renderDegraded?.status).toBe('True');
      expect(renderDegraded?.message).toContain(`Failed to render configuration for pool ${e.pool}`);
      expect(renderDegraded?.message).toContain(e.refused);
      expect(target).toBe(before.get(e.pool));
      continue;
    }
    expect(target).toMatch(new RegExp(`^rendered-${e.pool}-[0-9a-f]{32}$`));
    expect(renderDegraded?.status).toBe('False');
    const rendered = world.store.find(CONFIGS, undefined, target!)!;
    const spec = rendered.spec as Record<string, unknown> & { config: { storage?: { files?: IgnFile[] } } };
    for (const [key, value] of Object.entries(e.rendered ?? {})) expect([key, spec[key]]).toEqual([key, value]);
    if (e.ignition) expect(spec.config).toEqual(e.ignition);
    if (e.fileText) {
      const file = spec.config.storage?.files?.find((f) => f.path === e.fileText!.path);
      expect(file && decodeFile(file)).toBe(e.fileText.text);
    }
    if (e.sourceNames) {
      const source = (pool.spec as { configuration: { source: { name: string }[] } }).configuration.source;
      expect(source.map((s) => s.name)).toEqual(e.sourceNames);
    }
    if (e.annotations) expect(rendered.metadata.annotations).toMatchObject(withVersion(e.annotations));
    if (e.renderedCount !== undefined)
      expect(world.store.list(CONFIGS).filter((m) => m.metadata.name.startsWith(`rendered-${e.pool}-`)).length).toBe(
        e.renderedCount,
      );
  }
}

const title = (c: RenderCase) => `${c.test}: ${c.step}`;

describe('the render controller renders as the MCO 4.22 does: pkg/controller/common/helpers_test.go', () => {
  it.each(HELPERS_TEST_CASES.map((c) => [title(c), c] as const))('%s', (_, c) => check(c));
});

describe('the render controller renders as the MCO 4.22 does: pkg/controller/render/render_controller_test.go', () => {
  it.each(RENDER_CONTROLLER_TEST_CASES.map((c) => [title(c), c] as const))('%s', (_, c) => check(c));
});

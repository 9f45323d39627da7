import { tests } from '@bufbuild/cel-spec/testdata/conformance.js';
import type { SerializedIncrementalTestSuite } from '@bufbuild/cel-spec/testdata/tests.js';
import { describe, expect, it } from 'vitest';
import { celInput, celProgram } from './cel-program';

/**
 * The CEL the gate's policies (and the MCO's) are written in, checked on the CEL spec's own
 * conformance cases (@bufbuild/cel-spec, the cel-spec repository's simple tests): the suites
 * of what the demo claims to evaluate. Cases that need protobuf messages, type declarations
 * or a container are outside that claim and left to the library's own conformance run.
 */
const CLAIMED = [
  'basic/self_eval_zeroish',
  'basic/self_eval_nonzeroish',
  'basic/functions',
  'comparisons/eq_literal',
  'comparisons/ne_literal',
  'comparisons/lt_literal',
  'comparisons/gt_literal',
  'comparisons/in_list_literal',
  'comparisons/in_map_literal',
  'fields/map_fields',
  'fields/map_has',
  'fields/in',
  'lists/concatenation',
  'lists/index',
  'lists/in',
  'lists/size',
  'logic/conditional',
  'logic/AND',
  'logic/OR',
  'logic/NOT',
  'macros/exists',
  'macros/all',
  'macros/exists_one',
  'macros/map',
  'macros/filter',
  'string/size',
  'string/starts_with',
  'string/ends_with',
  'string/matches',
  'string/concatenation',
  'string/contains',
  'string_ext/index_of',
  'string_ext/split',
  'string_ext/substring',
  'string_ext/join',
  'string_ext/replace',
  'string_ext/trim',
];

interface Value {
  boolValue?: boolean;
  int64Value?: string;
  uint64Value?: string;
  doubleValue?: number;
  stringValue?: string;
  nullValue?: null;
  listValue?: { values?: Value[] };
  mapValue?: { entries?: { key: Value; value: Value }[] };
}

/** A conformance value as plain JSON-like data: what `celProgram` returns. */
function expected(value: Value): unknown {
  if ('boolValue' in value) return value.boolValue;
  if ('int64Value' in value) return Number(value.int64Value);
  if ('uint64Value' in value) return Number(value.uint64Value);
  if ('doubleValue' in value) return value.doubleValue;
  if ('stringValue' in value) return value.stringValue;
  if ('nullValue' in value) return null;
  if (value.listValue) return (value.listValue.values ?? []).map(expected);
  if (value.mapValue)
    return Object.fromEntries((value.mapValue.entries ?? []).map((e) => [String(expected(e.key)), expected(e.value)]));
  return undefined;
}

type Case = {
  name: string;
  expr: string;
  value?: Value;
  evalError?: unknown;
  bindings?: Record<string, { value: Value }>;
};

function suite(path: string): Case[] {
  let node: SerializedIncrementalTestSuite | undefined = tests;
  for (const part of path.split('/')) node = node?.suites?.find((s) => s.name === part);
  expect(node, path).toBeDefined();
  return (
    (node?.tests ?? [])
      .map((t) => t.original as unknown as Case & { typeEnv?: unknown; container?: unknown; disableMacros?: unknown })
      .filter((t) => !t.typeEnv && !t.container && !t.disableMacros)
      // A case that names no result expects `true` (cel-spec's SimpleTest).
      .map((t) => (t.value === undefined && t.evalError === undefined ? { ...t, value: { boolValue: true } } : t))
      .filter((t) => t.evalError !== undefined || expected(t.value as Value) !== undefined)
  );
}

describe('CEL conformance: the suites the demo claims', () => {
  for (const path of CLAIMED) {
    const cases = suite(path);
    it(`${path} (${cases.length} cases)`, () => {
      expect(cases.length).toBeGreaterThan(0);
      for (const c of cases) {
        const bindings = Object.fromEntries(
          Object.entries(c.bindings ?? {}).map(([k, v]) => [k, celInput(expected(v.value))]),
        );
        const outcome = celProgram(c.expr)(bindings);
        if (c.evalError !== undefined) expect('error' in outcome, `${c.name}: ${c.expr} fails`).toBe(true);
        else expect(outcome, `${c.name}: ${c.expr}`).toEqual({ value: expected(c.value as Value) });
      }
    });
  }
});

describe('celInput: JSON as Kubernetes hands it to CEL', () => {
  it('integers are int, other numbers double; has() tells an absent field', () => {
    const object = celInput({ spec: { maxUnavailable: 1, ratio: 0.5 } });
    expect(celProgram('object.spec.maxUnavailable + 1 == 2')({ object })).toEqual({ value: true });
    expect(celProgram('type(object.spec.maxUnavailable) == int')({ object })).toEqual({ value: true });
    expect(celProgram('type(object.spec.ratio) == double')({ object })).toEqual({ value: true });
    expect(celProgram('has(object.spec.paused)')({ object })).toEqual({ value: false });
  });

  it('a missing field is an error, not false; a syntax error is reported at every evaluation', () => {
    expect(celProgram('object.spec.paused')({ object: celInput({ spec: {} }) })).toEqual({
      error: expect.stringContaining('paused'),
    });
    expect(celProgram('object.spec.paused ==')({ object: {} })).toEqual({
      error: expect.stringMatching(/^compilation failed/),
    });
  });
});

import { celEnv, isCelError, isCelList, isCelMap, isCelUint, parse, plan, type CelValue } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';

/** What an expression is evaluated against: `object`, `oldObject`, `params`, `request`, `variables`. */
export type CelBindings = Readonly<Record<string, unknown>>;

/** The outcome of one expression: a value, or why it could not be computed. */
export type CelOutcome = { readonly value: unknown } | { readonly error: string };

type Program = (bindings: CelBindings) => CelOutcome;

// Kubernetes' CEL environment has the strings extension library (startsWith is standard).
const env = celEnv({ funcs: [...strings] });
const programs = new Map<string, Program>();

/**
 * JSON as Kubernetes hands it to CEL: integers are `int` (the schema's integer), other numbers
 * `double`; objects are maps, arrays lists. `null` and absent fields stay as they are, so that
 * `has()` tells a field that is not there.
 */
export function celInput(json: unknown): unknown {
  if (typeof json === 'number') return Number.isInteger(json) ? BigInt(json) : json;
  if (Array.isArray(json)) return json.map(celInput);
  if (json && typeof json === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(json)) out[k] = celInput(v);
    return out;
  }
  return json;
}

/** Back to plain values for callers: bigint → number, CEL maps and lists → objects and arrays. */
function plain(value: CelValue): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (isCelUint(value)) return Number(value.value);
  if (isCelList(value)) return [...value].map((v) => plain(v as CelValue));
  if (isCelMap(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of value.entries()) out[String(k)] = plain(v as CelValue);
    return out;
  }
  return value;
}

/**
 * Compiles `expression` once (parse and plan, cached by its text) and returns a function
 * that evaluates it. A syntax error is not thrown: every evaluation reports it, as the API
 * server reports a policy whose expression does not compile.
 */
export function celProgram(expression: string): Program {
  const cached = programs.get(expression);
  if (cached) return cached;
  let program: Program;
  try {
    const run = plan(env, parse(expression));
    program = (bindings) => {
      const result = run(bindings as never);
      return isCelError(result) ? { error: result.message } : { value: plain(result) };
    };
  } catch (error) {
    const message = `compilation failed: ${(error as Error).message}`;
    program = () => ({ error: message });
  }
  programs.set(expression, program);
  return program;
}

import * as basic from '@secvisogram/csaf-validator-lib/basic.js';
import validateStrict from '@secvisogram/csaf-validator-lib/validateStrict.js';

/** The CSAF 2.0 schema and the standard's mandatory tests (section 6.1), as the BSI's validator runs them. */
const TESTS = Object.values(basic);

/**
 * Why a CSAF document is not one, or undefined when it is: the first failing test with the
 * place in the document it names (`csaf_2_0_strict at /document/tracking: must have required
 * property 'id'`). The caller names the document and skips it; one bad document is never fatal.
 */
export async function csafProblem(document: unknown): Promise<string | undefined> {
  const result = await validateStrict(TESTS, document);
  const failed = result.tests.find((t) => !t.isValid);
  if (!failed) return undefined;
  const error = failed.errors[0];
  return error ? `${failed.name} at ${error.instancePath || '/'}: ${error.message}` : failed.name;
}

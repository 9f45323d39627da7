/**
 * The CSAF 2.0 strict schema and the standard's mandatory tests (section 6.1), as the BSI's
 * validator runs them. Loaded on the first document to check: the library takes seconds to
 * load (its tests compile their schemas), which no other command should pay. Its own tests
 * only, so `validate` rather than `validateStrict` (which loads every optional and
 * informative test to check that): nothing here runs a test given as input.
 */
const loaded = async () => {
  const [{ default: validate }, schema, mandatory] = await Promise.all([
    import('@secvisogram/csaf-validator-lib/lib/validate.js'),
    import('@secvisogram/csaf-validator-lib/lib/schemaTests.js'),
    import('@secvisogram/csaf-validator-lib/lib/mandatoryTests.js'),
  ]);
  return { validate, tests: [schema.csaf_2_0_strict, ...Object.values(mandatory)] };
};
let validator: ReturnType<typeof loaded> | undefined;

/**
 * Why a CSAF document is not one, or undefined when it is: the first failing test with the
 * place in the document it names (`csaf_2_0_strict at /document/tracking: must have required
 * property 'id'`). The caller names the document and skips it; one bad document is never fatal.
 */
export async function csafProblem(document: unknown): Promise<string | undefined> {
  validator ??= loaded();
  const { validate, tests } = await validator;
  const result = await validate(tests, document);
  const failed = result.tests.find((t) => !t.isValid);
  if (!failed) return undefined;
  const error = failed.errors[0];
  return error ? `${failed.name} at ${error.instancePath || '/'}: ${error.message}` : failed.name;
}

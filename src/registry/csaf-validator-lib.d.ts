// @secvisogram/csaf-validator-lib ships JavaScript only: the modules this project calls.
declare module '@secvisogram/csaf-validator-lib/lib/validate.js' {
  interface TestResult {
    readonly name: string;
    readonly isValid: boolean;
    readonly errors: readonly { readonly instancePath: string; readonly message: string }[];
  }
  export default function validate(
    tests: readonly unknown[],
    document: unknown,
  ): Promise<{ readonly isValid: boolean; readonly tests: readonly TestResult[] }>;
}
declare module '@secvisogram/csaf-validator-lib/lib/schemaTests.js' {
  export const csaf_2_0_strict: unknown;
}
declare module '@secvisogram/csaf-validator-lib/lib/mandatoryTests.js' {
  const tests: Record<string, unknown>;
  export = tests;
}

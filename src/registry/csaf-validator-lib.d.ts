// @secvisogram/csaf-validator-lib ships JavaScript only: the two modules this project calls.
declare module '@secvisogram/csaf-validator-lib/validateStrict.js' {
  interface TestResult {
    readonly name: string;
    readonly isValid: boolean;
    readonly errors: readonly { readonly instancePath: string; readonly message: string }[];
  }
  export default function validateStrict(
    tests: readonly unknown[],
    document: unknown,
  ): Promise<{ readonly isValid: boolean; readonly tests: readonly TestResult[] }>;
}
declare module '@secvisogram/csaf-validator-lib/basic.js' {
  const tests: Record<string, unknown>;
  export = tests;
}

/**
 * The keys the code asks for, read from the source itself (TypeScript's parser), not from
 * i18next-parser: that parser skips a call silently when it cannot read it (an option named
 * `namespace` or `ns` sends the key to another namespace), so its output alone cannot tell a
 * key the catalogue lacks.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface TranslationCall {
  readonly file: string;
  readonly line: number;
  /** The key, without the `plugin__…~` namespace prefix; undefined when not a string literal. */
  readonly key?: string;
  /** The call passes `count`: the catalogue holds the key's plural forms. */
  readonly plural: boolean;
  /** Another namespace than the plugin's, from the prefix or an `ns`/`namespace` option. */
  readonly foreignNamespace?: string;
}

const optionNames = (node: ts.Expression | undefined): Set<string> => {
  const names = new Set<string>();
  if (node && ts.isObjectLiteralExpression(node))
    for (const p of node.properties) if (p.name && ts.isIdentifier(p.name)) names.add(p.name.text);
  return names;
};

/** Every `t(…)` call in one file's text. */
export function translationCallsIn(file: string, text: string, namespace: string): TranslationCall[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const calls: TranslationCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [first, options] = node.arguments;
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const names = optionNames(options);
      const literal = first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first));
      let key = literal ? first.text : undefined;
      let foreignNamespace = names.has('ns') ? 'ns' : names.has('namespace') ? 'namespace' : undefined;
      const separator = key?.indexOf('~') ?? -1;
      if (key !== undefined && separator > 0) {
        if (key.slice(0, separator) !== namespace) foreignNamespace = key.slice(0, separator);
        key = key.slice(separator + 1);
      }
      calls.push({ file, line, key, plural: names.has('count'), foreignNamespace });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/** What is wrong between the calls and the catalogue: one line each, naming file and line. */
export function missingTranslations(
  calls: readonly TranslationCall[],
  catalogue: Readonly<Record<string, string>>,
): string[] {
  return calls.flatMap((call) => {
    const where = `${call.file}:${call.line}`;
    if (call.key === undefined) return [`${where}: t() with a key that is not a string literal (it cannot be checked)`];
    if (call.foreignNamespace)
      return [`${where}: "${call.key}" goes to namespace "${call.foreignNamespace}" (rename the option or the prefix)`];
    const wanted = call.plural ? [`${call.key}_one`, `${call.key}_other`] : [call.key];
    return wanted.filter((key) => !(key in catalogue)).map((key) => `${where}: "${key}" is not in the catalogue`);
  });
}

/** Every call in these files. */
export const translationCalls = (files: readonly string[], namespace: string): TranslationCall[] =>
  files.flatMap((file) => translationCallsIn(file, readFileSync(file, 'utf8'), namespace));

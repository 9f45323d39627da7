import { describe, expect, it } from 'vitest';
import { missingTranslations, translationCallsIn } from './translation-calls';

const NS = 'plugin__os-update-plugin';
const calls = (text: string) => translationCallsIn('src/a.tsx', text, NS);

describe('the keys the code asks for', () => {
  it('are read from every t() call, with the namespace prefix taken off and plurals marked', () => {
    expect(
      calls(`const a = t('Hold'); const b = <p>{t(\`Pool {{pool}}\`, { pool })}</p>;
             const c = t('${NS}~{{count}} pools degraded', { count: 2 });`),
    ).toEqual([
      { file: 'src/a.tsx', line: 1, key: 'Hold', plural: false, foreignNamespace: undefined },
      { file: 'src/a.tsx', line: 1, key: 'Pool {{pool}}', plural: false, foreignNamespace: undefined },
      { file: 'src/a.tsx', line: 2, key: '{{count}} pools degraded', plural: true, foreignNamespace: undefined },
    ]);
  });

  it('name a key the catalogue lacks, and the plural forms it needs', () => {
    const found = calls(`t('Known'); t('Unknown'); t('{{count}} nodes', { count });`);
    expect(missingTranslations(found, { Known: 'Known', '{{count}} nodes_one': '{{count}} node' })).toEqual([
      'src/a.tsx:1: "Unknown" is not in the catalogue',
      'src/a.tsx:1: "{{count}} nodes_other" is not in the catalogue',
    ]);
  });

  it('catch what i18next-parser skips: an option named namespace sends the key to another namespace', () => {
    const found = calls(`t('No replica holds its Lease {{namespace}}/{{lease}}', { namespace: ns, lease });`);
    expect(missingTranslations(found, { 'No replica holds its Lease {{namespace}}/{{lease}}': 'x' })).toEqual([
      'src/a.tsx:1: "No replica holds its Lease {{namespace}}/{{lease}}" goes to namespace "namespace" (rename the option or the prefix)',
    ]);
  });

  it('refuse a key that is not a literal', () => {
    expect(missingTranslations(calls(`t(message);`), {})).toEqual([
      'src/a.tsx:1: t() with a key that is not a string literal (it cannot be checked)',
    ]);
  });
});

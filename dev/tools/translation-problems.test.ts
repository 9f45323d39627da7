import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { translationProblems } from './translation-problems';

const english = {
  'Hold updates': 'Hold updates',
  '{{formatted}} packages_one': '{{formatted}} package',
  '{{formatted}} packages_other': '{{formatted}} packages',
};
const catalogue = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${lang}/plugin__os-update-plugin.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

describe('translated catalogues', () => {
  it("need every key in the language's own plural forms, with the English placeholders", () => {
    expect(
      translationProblems(english, 'ja', {
        'Hold updates': '更新を保留',
        '{{formatted}} packages_other': '{{formatted}} 個',
      }),
    ).toEqual([]);
    expect(
      translationProblems(english, 'fr', {
        'Hold updates': '',
        '{{formatted}} packages_one': '{{formatted}} paquet',
        '{{formatted}} packages_other': '{{count}} paquets',
        stale: 'x',
      }),
    ).toEqual([
      'fr: empty "Hold updates"',
      'fr: missing "{{formatted}} packages_many"',
      'fr: "{{formatted}} packages_other" has {{count}}, English has {{formatted}}',
      'fr: unused "stale"',
    ]);
  });

  it('are read by i18next in each console language, plurals included', async () => {
    const say = async (lang: string, key: string, options: Record<string, unknown> = {}) => {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: lang,
        keySeparator: false,
        nsSeparator: '~',
        interpolation: { escapeValue: false },
        resources: { [lang]: { translation: catalogue(lang) } },
      });
      return i18n.t(key, options);
    };
    expect(await say('ja', 'Hold updates')).toBe('更新を保留');
    expect(await say('zh', '{{formatted}} shown', { count: 3, formatted: '3' })).toBe('显示 3 个');
    expect(await say('fr', '{{formatted}} packages are downgraded', { count: 1, formatted: '1' })).toBe(
      '1 paquet est rétrogradé',
    );
    expect(await say('fr', '{{formatted}} packages are downgraded', { count: 412, formatted: '412' })).toBe(
      '412 paquets sont rétrogradés',
    );
    expect(await say('es', 'Review and approve')).toBe('Revisar y aprobar');
    expect(await say('ko', 'OS updates')).toBe('OS 업데이트');
  });
});

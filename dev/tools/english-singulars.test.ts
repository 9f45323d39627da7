import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

const catalogue = JSON.parse(
  readFileSync(new URL('../../locales/en/plugin__os-update-plugin.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('the English catalogue', () => {
  it('says "1 wave", "1 package", "2 waves": singular and plural forms as i18next picks them', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      keySeparator: false,
      nsSeparator: '~',
      interpolation: { escapeValue: false },
      resources: { en: { translation: catalogue } },
    });
    expect(i18n.t('{{atOnce}} at a time, {{waves}} waves left', { count: 1, atOnce: '1', waves: '1' })).toBe(
      '1 at a time, 1 wave left',
    );
    expect(i18n.t('{{atOnce}} at a time, {{waves}} waves left', { count: 2, atOnce: '1', waves: '2' })).toBe(
      '1 at a time, 2 waves left',
    );
    expect(i18n.t('{{formatted}} packages are downgraded', { count: 1, formatted: '1' })).toBe(
      '1 package is downgraded',
    );
    expect(i18n.t('{{formatted}} packages are downgraded', { count: 1412, formatted: '1,412' })).toBe(
      '1,412 packages are downgraded',
    );
  });

  it('has a singular of its own for every plural that names a countable noun', () => {
    const plurals = Object.keys(catalogue).filter((k) => k.endsWith('_one'));
    expect(plurals.length).toBeGreaterThan(5);
    const same = plurals.filter((k) => catalogue[k] === catalogue[k.replace(/_one$/, '_other')]);
    // Only sentences whose words do not change with the number.
    expect(same.sort()).toEqual([
      'Show the package changes ({{formatted}})_one',
      'and {{formatted}} more_one',
      '{{count}} pinned_one',
      '{{formatted}} failed_one',
      '{{formatted}} shown_one',
      '{{formatted}} updating_one',
    ]);
  });
});

// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useNumberFormat } from './use-number-format';

async function formatIn(lng: string, value: number): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {} });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const { result } = renderHook(() => useNumberFormat(), { wrapper });
  return result.current(value);
}

describe('useNumberFormat', () => {
  it("groups counts the way the admin's language does", async () => {
    expect(await formatIn('en', 15416)).toBe('15,416');
    expect(await formatIn('fr', 15416)).toBe('15\u202f416');
    expect(await formatIn('ja', 20300)).toBe('20,300');
    expect(await formatIn('es', 20300)).toBe('20.300');
  });

  it('falls back to English for a language tag Intl does not know', async () => {
    expect(await formatIn('cimode', 1234)).toBe('1,234');
  });

  it('gives every component of one language the same formatter, made once', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'de', resources: {} });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const first = renderHook(() => useNumberFormat(), { wrapper }).result.current;
    const second = renderHook(() => useNumberFormat(), { wrapper }).result.current;
    expect(second).toBe(first);
    expect(first(1234567)).toBe('1.234.567');
  });
});

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The console's languages; the browser's language picks one, as the console does without a user setting. */
export const CONSOLE_LANGUAGES = ['en', 'ja', 'ko', 'zh', 'fr', 'es'] as const;

const browserLanguage = (): string => {
  const base = (navigator.language || 'en').toLowerCase().split('-')[0] ?? 'en';
  return (CONSOLE_LANGUAGES as readonly string[]).includes(base) ? base : 'en';
};

/** i18next as the console sets it up: `~` between namespace and key, keys are sentences. */
export async function initI18n(): Promise<void> {
  const lng = browserLanguage();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    nsSeparator: '~',
    keySeparator: false,
    interpolation: { escapeValue: false },
    resources: {},
    react: { useSuspense: false },
  });
  document.documentElement.lang = lng;
}

/** Loads a plugin's catalogues from its assets, as the console does: English and the user's language. */
export async function loadPluginLocale(plugin: string): Promise<void> {
  const ns = `plugin__${plugin}`;
  for (const lng of new Set(['en', i18next.language])) {
    const response = await fetch(`/api/plugins/${plugin}/locales/${lng}/${ns}.json`);
    if (response.ok) i18next.addResourceBundle(lng, ns, await response.json(), true, true);
  }
}

/** Resolves an extension label such as `%plugin__os-update-plugin~OS updates%`. */
export const translateLabel = (label: string): string => {
  const m = /^%(.+)%$/.exec(label);
  return m?.[1] ? i18next.t(m[1]) : label;
};

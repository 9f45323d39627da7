// Generates locales/en/plugin__os-update-plugin.json from the source: keys are the English
// sentences, as in the console. `npm run i18n` rewrites it; the lint step checks it is in sync.
module.exports = {
  createOldCatalogs: false,
  defaultNamespace: 'plugin__os-update-plugin',
  keySeparator: false,
  namespaceSeparator: '~',
  locales: ['en'],
  output: process.env.I18N_OUTPUT ?? 'locales/$LOCALE/$NAMESPACE.json',
  input: ['src/components/**/*.{ts,tsx}', 'src/plugin/**/*.{ts,tsx}'],
  sort: true,
  keepRemoved: false,
  defaultValue: (_locale, _namespace, key) => key,
  lexers: { ts: ['JavascriptLexer'], tsx: ['JsxLexer'] },
  useKeysAsDefaultValue: true,
};

const placeholders = (text: string) => [...new Set(text.match(/\{\{[^}]+\}\}/g) ?? [])].sort().join(' ');

/**
 * What a translated catalogue must hold, from the English one: every key, plural keys in the
 * language's own plural forms (as i18next picks them, through Intl.PluralRules), each value
 * non-empty and with the English placeholders. Returns the problems, none when in sync.
 */
export function translationProblems(english: Record<string, string>, lang: string, catalogue: Record<string, string>) {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, value] of Object.entries(english)) {
    if (key.endsWith('_one')) continue;
    if (key.endsWith('_other'))
      for (const c of categories) expected.set(`${key.slice(0, -'_other'.length)}_${c}`, value);
    else expected.set(key, value);
  }
  const problems: string[] = [];
  for (const [key, value] of expected) {
    const translated = catalogue[key];
    if (translated === undefined) problems.push(`${lang}: missing "${key}"`);
    else if (translated.trim() === '') problems.push(`${lang}: empty "${key}"`);
    else if (placeholders(translated) !== placeholders(value))
      problems.push(
        `${lang}: "${key}" has ${placeholders(translated) || 'no placeholders'}, English has ${placeholders(value) || 'none'}`,
      );
  }
  for (const key of Object.keys(catalogue)) if (!expected.has(key)) problems.push(`${lang}: unused "${key}"`);
  return problems;
}

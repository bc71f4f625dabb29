/**
 * Text the server writes for shoppers (form errors in `data.form`, mail), per language, with the
 * English text as fallback. Each area keeps its own table; `translate` looks a key up in one.
 */
export type MessageTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * A message that carries a count, agreeing with it: `table[key_{form}][language]` where form is the
 * language's plural category of `count` (Arabic zero, one, two, few, many, other; French one, many,
 * other; ...), else `table[key]` (the "other" wording), with `{name}` placeholders filled.
 */
export function translateCount(table: MessageTable, key: string, language: string, count: number, vars: Readonly<Record<string, string | number>> = {}): string {
  const form = new Intl.PluralRules(language).select(count);
  const own = table[`${key}_${form}`]?.[language];
  const filled: Readonly<Record<string, string | number>> = { count, ...vars };
  return own === undefined ? translate(table, key, language, filled) : own.replace(/\{(\w+)\}/g, (whole, name: string) => (name in filled ? String(filled[name]) : whole));
}

/** `table[key][language]`, else English, with `{name}` placeholders filled. */
export function translate(table: MessageTable, key: string, language: string, vars: Readonly<Record<string, string | number>> = {}): string {
  const entry = table[key];
  const text = entry?.[language] ?? entry?.en ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

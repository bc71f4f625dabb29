/**
 * Text the server writes for shoppers (form errors in `data.form`, mail), per language, with the
 * English text as fallback. Each area keeps its own table; `translate` looks a key up in one.
 */
export type MessageTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** `table[key][language]`, else English, with `{name}` placeholders filled. */
export function translate(table: MessageTable, key: string, language: string, vars: Readonly<Record<string, string | number>> = {}): string {
  const entry = table[key];
  const text = entry?.[language] ?? entry?.en ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

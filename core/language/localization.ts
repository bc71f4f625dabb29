/**
 * Storefront texts of a language that is not predefined: imported by the operator from a JSON file
 * shaped like the catalogues (`{"layout": {"login": "Anmelden"}}`), served by api/v1 `localization`,
 * and merged over the default language's catalogue by the storefront (missing keys fall back).
 */
export interface Texts {
  [key: string]: string | Texts;
}

/** Limits of an imported file: a full catalogue is about 60 kB; nothing legitimate comes near these. */
export const LOCALIZATION = {
  /** Bytes of the JSON file. */
  maxBytes: 512_000,
  /** Nesting levels (the catalogues use two or three). */
  maxDepth: 6,
  /** Characters of one text. */
  maxTextLength: 2_000,
} as const;

export type TextsCheck =
  | { ok: true; texts: Texts; count: number; unknown: string[] }
  | { ok: false; problem: string };

/** Every key of a texts tree as its dotted path (`layout.login`), with its text. */
export function flattenTexts(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flattenTexts(value, path)) flat.set(inner, text);
  }
  return flat;
}

const placeholders = (text: string) => new Set(text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []);

/**
 * Checks an imported file against the default language's texts (`known`, by dotted key). The file
 * is refused whole when it is not JSON, too large, or not nested maps of non-empty strings. Keys the
 * default catalogue does not have, and texts with a placeholder the default text lacks, are left out
 * and reported: they could never show, or would show `{{name}}` to shoppers.
 */
export function checkTexts(json: string, known: ReadonlyMap<string, string>): TextsCheck {
  if (new TextEncoder().encode(json).length > LOCALIZATION.maxBytes) {
    return { ok: false, problem: `the file is larger than ${LOCALIZATION.maxBytes} bytes` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, problem: 'the file is not valid JSON' };
  }
  const shape = shapeProblem(parsed, '', 1);
  if (shape) return { ok: false, problem: shape };
  const kept: Texts = {};
  const unknown: string[] = [];
  let count = 0;
  for (const [key, text] of flattenTexts(parsed as Texts)) {
    const original = known.get(key) ?? pluralBase(key, known);
    if (original === undefined) {
      unknown.push(key);
      continue;
    }
    const allowed = placeholders(original);
    const extra = [...placeholders(text)].find((name) => !allowed.has(name));
    if (extra) {
      unknown.push(`${key} (placeholder ${extra} is not in the default text)`);
      continue;
    }
    setPath(kept, key.split('.'), text);
    count += 1;
  }
  if (count === 0) return { ok: false, problem: 'no key of the file is a storefront text (see the default language\'s catalogue)' };
  return { ok: true, texts: kept, count, unknown };
}

/** A plural form the default language lacks (Arabic's `_few`) is known when the key has an `_other` form. */
function pluralBase(key: string, known: ReadonlyMap<string, string>): string | undefined {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? known.get(`${match[1]}_other`) : undefined;
}

function shapeProblem(value: unknown, path: string, depth: number): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return path ? `"${path}" must be a text or a map of texts` : 'the file must hold a JSON object of texts';
  }
  if (depth > LOCALIZATION.maxDepth) return `"${path}" is nested deeper than ${LOCALIZATION.maxDepth} levels`;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key === '' || key.includes('.')) return `"${at}": a key may not be empty or contain a dot`;
    if (typeof inner === 'string') {
      if (inner.trim() === '') return `"${at}" is empty`;
      if (inner.length > LOCALIZATION.maxTextLength) return `"${at}" is longer than ${LOCALIZATION.maxTextLength} characters`;
      continue;
    }
    const problem = shapeProblem(inner, at, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function setPath(target: Texts, keys: string[], text: string): void {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = typeof next === 'object' ? next : (node[key] = {});
  }
  node[keys[keys.length - 1]!] = text;
}

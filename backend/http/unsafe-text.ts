/**
 * Text no field of the shop may hold: a lone UTF-16 surrogate (not a character at all: databases
 * and mail refuse it or store it as invalid UTF-8), NUL (PostgreSQL refuses it in text) and the
 * other control characters but tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function isUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

/**
 * The fields of a request's body or query whose text is unsafe, by the name of the field that
 * holds it (the leaf key of nested objects and arrays), at most `limit` of them.
 */
export function unsafeTextFields(value: unknown, limit = 20): string[] {
  const found = new Set<string>();
  const visit = (node: unknown, key: string, depth: number) => {
    if (found.size >= limit || depth > 20) return;
    if (typeof node === 'string') {
      if (isUnsafeText(node)) found.add(key);
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item, key, depth + 1);
    } else if (node && typeof node === 'object') {
      for (const [name, child] of Object.entries(node as Record<string, unknown>)) {
        // A key is text the shop may store too (attribute names in a cart line).
        if (isUnsafeText(name)) found.add(key);
        visit(child, isUnsafeText(name) ? key : name, depth + 1);
      }
    }
  };
  visit(value, 'input', 0);
  return [...found];
}

/** Largest id a row can have: PostgreSQL's `integer`; a bigger number is "no row", never a database error. */
const MAX_ID = 2_147_483_647;

/** A row id from untrusted input (path segment, query, JSON body): a positive integer, else null. */
export function readRowId(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= MAX_ID ? number : null;
}

/** A slug from untrusted input (lower-case letters, digits and dashes), else null. */
export function readSlug(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9-]{0,190}$/.test(text) ? text : null;
}

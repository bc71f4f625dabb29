/**
 * What an audit entry changed, field by field, for the console to show compactly: the fields
 * whose value differs between `before` and `after` (a field only one side has counts as changed),
 * in the order they first appear, each value as short text. Anything that is not an object (a
 * number, a list, nothing) is one field, named ''.
 */
export interface AuditChange {
  field: string;
  /** The value before, as text; null when there was none. */
  before: string | null;
  after: string | null;
}

/** Longest value text shown (longer is cut with an ellipsis: the full entry stays in the log). */
export const AUDIT_VALUE_MAX = 160;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text: strings as they are, anything else as JSON; null and undefined as null. */
export function auditValueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const chars = [...text];
  return chars.length > AUDIT_VALUE_MAX ? `${chars.slice(0, AUDIT_VALUE_MAX - 1).join('')}…` : text;
}

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const left = isRecord(before) ? before : before === null || before === undefined ? {} : { '': before };
  const right = isRecord(after) ? after : after === null || after === undefined ? {} : { '': after };
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields
    .filter((field) => JSON.stringify(left[field] ?? null) !== JSON.stringify(right[field] ?? null))
    .map((field) => ({ field, before: auditValueText(left[field]), after: auditValueText(right[field]) }));
}

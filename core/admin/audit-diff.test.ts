import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_VALUE_MAX, auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('names only the fields that changed, with their values before and after as text', () => {
    expect(auditChanges({ visibility: 'shown', reason: null, rating: 1 }, { visibility: 'hidden', reason: 'Spam', rating: 1 })).toEqual([
      { field: 'visibility', before: 'shown', after: 'hidden' },
      { field: 'reason', before: null, after: 'Spam' },
    ]);
  });

  it('shows a creation (nothing before) and a removal (nothing after) whole, and plain values as one field', () => {
    expect(auditChanges(null, { role: 'staff', email: 'a@b.test' })).toEqual([{ field: 'role', before: null, after: 'staff' }, { field: 'email', before: null, after: 'a@b.test' }]);
    expect(auditChanges({ role: 'staff' }, undefined)).toEqual([{ field: 'role', before: 'staff', after: null }]);
    expect(auditChanges(3, 4)).toEqual([{ field: '', before: '3', after: '4' }]);
    expect(auditChanges({ list: [1, 2] }, { list: [1, 2, 3] })).toEqual([{ field: 'list', before: '[1,2]', after: '[1,2,3]' }]);
  });

  it('cuts a long value', () => {
    const [change] = auditChanges({ reply: 'x'.repeat(1000) }, {});
    expect([...change!.before!]).toHaveLength(AUDIT_VALUE_MAX);
    expect(change!.before!.endsWith('…')).toBe(true);
  });

  it('never lists an unchanged field, and lists every changed one once', () => {
    const json = fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.boolean(), fc.constant(null));
    const record = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), json, { maxKeys: 4 });
    fc.assert(fc.property(record, record, (before, after) => {
      const changes = auditChanges(before, after);
      const fields = changes.map((change) => change.field);
      expect(new Set(fields).size).toBe(fields.length);
      for (const key of ['a', 'b', 'c', 'd']) {
        const differs = JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null);
        expect(fields.includes(key)).toBe(differs);
      }
      expect(auditChanges(before, before)).toEqual([]);
    }));
  });
});

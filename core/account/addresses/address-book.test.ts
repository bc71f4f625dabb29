import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address } from '../account';
import { addAddress, removeAddress, replaceAddress, saveToAddressBook } from './address-book';

const address = (id: number): fc.Arbitrary<Address> =>
  fc.record({
    name: fc.string(), email: fc.string(), phone: fc.string(), country: fc.string(), state: fc.string(),
    city: fc.string(), zip: fc.string(), address_1: fc.string(), address_2: fc.option(fc.string(), { nil: null }),
  }).map((fields) => ({ ...fields, id }));

/** A list with distinct ids, as the server returns it. */
const book = fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 20 }).chain((ids) => fc.tuple(...ids.map(address)).map((list) => list as Address[]));

describe('address book', () => {
  it('add puts the new address first and keeps the rest in order', () => {
    fc.assert(fc.property(book, address(5000), (list, added) => {
      const next = addAddress(list, added);
      expect(next[0]).toBe(added);
      expect(next.slice(1)).toEqual(list);
    }));
  });

  it('edit replaces the address with the same id in place and changes nothing else', () => {
    fc.assert(fc.property(book.filter((l) => l.length > 0), fc.nat(), fc.string(), (list, pick, city) => {
      const target = list[pick % list.length]!;
      const edited = { ...target, city };
      const next = replaceAddress(list, edited);
      expect(next).toHaveLength(list.length);
      expect(next.map((a) => a.id)).toEqual(list.map((a) => a.id));
      next.forEach((a, i) => expect(a).toBe(a.id === target.id ? edited : list[i]));
    }));
  });

  it('delete removes exactly the address with that id', () => {
    fc.assert(fc.property(book, fc.integer({ min: 1, max: 1000 }), (list, id) => {
      const next = removeAddress(list, id);
      expect(next.some((a) => a.id === id)).toBe(false);
      expect(next).toEqual(list.filter((a) => a.id !== id));
    }));
  });

  it('saving an unknown id adds it first; a known id is an edit', () => {
    fc.assert(fc.property(book, address(5000), (list, fresh) => {
      const first = saveToAddressBook(list, fresh);
      expect(first.added).toBe(true);
      expect(first.list[0]).toBe(fresh);
      const again = saveToAddressBook(first.list, { ...fresh, zip: 'z' });
      expect(again.added).toBe(false);
      expect(again.list).toHaveLength(first.list.length);
      expect(again.list[0]!.zip).toBe('z');
    }));
  });
});

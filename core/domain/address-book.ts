/*
 * The address book as the spec's rules describe it, over plain arrays so the view model and its
 * property tests share one truth: add puts the new address first, edit replaces by id, delete removes by id.
 */
import type { Address } from './account';

/** A new address goes to the front (the list is newest first). */
export function addAddress(list: readonly Address[], address: Address): Address[] {
  return [address, ...list.filter((a) => a.id !== address.id)];
}

/** An edited address takes the place of the one with its id; the order is kept. */
export function replaceAddress(list: readonly Address[], address: Address): Address[] {
  return list.map((a) => (a.id === address.id ? address : a));
}

/** The address with this id leaves the list; the others keep their order. */
export function removeAddress(list: readonly Address[], id: number): Address[] {
  return list.filter((a) => a.id !== id);
}

/** Added when the id is new to the list, else edited: what `user/address/action` answered. */
export function saveToAddressBook(list: readonly Address[], address: Address): { list: Address[]; added: boolean } {
  const added = !list.some((a) => a.id === address.id);
  return { list: added ? addAddress(list, address) : replaceAddress(list, address), added };
}

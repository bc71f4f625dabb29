/*
 * The address book's rules over plain arrays, so the view model and its
 * property tests share one truth: add puts the new address first, edit replaces by id, delete removes by id.
 */
import type { Address } from '../account';

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

/**
 * A further page joined to the list shown: its rows go after the ones already there, and a row
 * already listed is not listed twice (an address added since the first page shifts the server's
 * pages by one, so the next page repeats the last row shown).
 */
export function appendAddresses(list: readonly Address[], more: readonly Address[]): Address[] {
  const shown = new Set(list.map((a) => a.id));
  return [...list, ...more.filter((a) => !shown.has(a.id))];
}

/** The page to fetch after the last one loaded, or null when the server said there is none. */
export function nextAddressPage(loaded: { current_page: number; last_page: number } | null): number | null {
  if (loaded === null) return 1;
  return loaded.current_page < loaded.last_page ? loaded.current_page + 1 : null;
}

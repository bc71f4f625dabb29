import { type KeyValueStorage, StorageKey } from '../shared/key-value-storage.port';

/**
 * Remembers on this device which saved address the shopper chose to ship to, so the shipping and
 * checkout steps still show it after a reload. Only an id: the steps look it up in the shopper's
 * own address book (FindAddress), so an id that is not there (another shopper, a deleted address)
 * falls back to the first address.
 */
export class ChosenAddress {
  constructor(private readonly storage: KeyValueStorage) {}

  read(): number | null {
    const value = Number(this.storage.get(StorageKey.chosenAddressId) ?? '');
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  }

  remember(addressId: number | null): void {
    if (addressId === null) this.storage.remove(StorageKey.chosenAddressId);
    else this.storage.set(StorageKey.chosenAddressId, String(addressId));
  }
}

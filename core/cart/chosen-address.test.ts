import { describe, expect, it } from 'vitest';
import { MemoryKeyValue } from '../auth/auth-fakes.test-support';
import { ChosenAddress } from './chosen-address';

describe('ChosenAddress', () => {
  it('remembers an address id and forgets it when none is chosen', () => {
    const storage = new MemoryKeyValue();
    const chosen = new ChosenAddress(storage);
    expect(chosen.read()).toBeNull();
    chosen.remember(42);
    expect(new ChosenAddress(storage).read()).toBe(42);
    chosen.remember(null);
    expect(chosen.read()).toBeNull();
    expect(storage.values.size).toBe(0);
  });

  it('reads anything but a positive whole id as no choice', () => {
    const storage = new MemoryKeyValue();
    for (const junk of ['', 'abc', '0', '-3', '2.5', '1e400', '9007199254740993', ' ']) {
      storage.set('chosen_address_id', junk);
      expect(new ChosenAddress(storage).read(), junk).toBeNull();
    }
  });
});

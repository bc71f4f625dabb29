import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeDeliveryInput } from '../cart/free-delivery';
import { FreeDeliveryForm, readInstructions, readPaymentSwitches, readSettingsForm, ShopIdentityForm, StorefrontForm, BankTransferForm, INSTRUCTIONS_MAX } from './settings-forms';

const storefront = { version: 3, enable_ga: false, ga_id: '', enable_pixel: false, pixel_id: '', cookie_banner: true, guest_checkout: true, vendor_registration: false, product_review: true };
const METHODS = [
  { method: 2, configured: true }, { method: 7, configured: true }, { method: 3, configured: true }, { method: 4, configured: false },
];

describe('the free-delivery threshold as typed (the CLI and the console)', () => {
  it('takes whole or two-decimal amounts above 0, and empty or off as off', () => {
    for (const text of ['50', '49.90', '0.01', ' 12.5 ', '999999999']) expect(freeDeliveryInput(text), text).toBe('amount');
    for (const text of ['', '  ', 'off', 'OFF']) expect(freeDeliveryInput(text), text).toBe('off');
    for (const text of ['0', '0.00', '-5', '12.345', '1e3', '1,5', 'abc', '1234567890', '.5']) expect(freeDeliveryInput(text), text).toBe('invalid');
  });

  it('takes every amount of cents from 1 to a billion written with two decimals, and nothing negative', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (cents) => {
      expect(freeDeliveryInput((cents / 100).toFixed(2))).toBe('amount');
      expect(freeDeliveryInput(`-${(cents / 100).toFixed(2)}`)).toBe('invalid');
    }));
  });

  it('is the console form\'s rule, where off is an empty field', () => {
    const errors = (amount: string) => readSettingsForm(FreeDeliveryForm, { version: 1, amount }).errors;
    expect(errors('')).toEqual({});
    expect(errors('49.90')).toEqual({});
    expect(errors('off')).toEqual({ amount: 'invalid_amount' });
    fc.assert(fc.property(fc.string({ maxLength: 14 }), (amount) => {
      const refused = 'amount' in errors(amount);
      expect(refused).toBe(amount.trim() !== '' && freeDeliveryInput(amount) !== 'amount');
    }));
  });
});

describe('the storefront form', () => {
  const errors = (input: object) => readSettingsForm(StorefrontForm, { ...storefront, ...input }).errors;

  it('takes a GA4 measurement id and a Meta pixel id, and refuses other shapes with their own codes', () => {
    expect(errors({ enable_ga: true, ga_id: 'G-ABC123XYZ9', enable_pixel: true, pixel_id: '123456789012345' })).toEqual({});
    expect(errors({ enable_ga: true, ga_id: 'UA-1234-1' })).toEqual({ ga_id: 'invalid_ga_id' });
    expect(errors({ enable_ga: true, ga_id: '' })).toEqual({ ga_id: 'required' });
    expect(errors({ enable_pixel: true, pixel_id: '12a45' })).toEqual({ pixel_id: 'invalid_pixel_id' });
    // Off, an id may stay empty; one that is given must still be right.
    expect(errors({ enable_ga: false, ga_id: '' })).toEqual({});
    expect(errors({ enable_ga: false, ga_id: 'nonsense' })).toEqual({ ga_id: 'invalid_ga_id' });
  });

  it('keeps the cookie banner on while analytics or the pixel is on (they load only after its Accept)', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (ga, pixel, banner) => {
      const found = errors({ enable_ga: ga, ga_id: 'G-ABCDE1', enable_pixel: pixel, pixel_id: '123456', cookie_banner: banner });
      expect(found).toEqual(!banner && (ga || pixel) ? { cookie_banner: 'needs_cookie_banner' } : {});
    }));
  });

  it('takes flags as booleans or 0/1 and refuses anything else, and a version that is not a positive whole number', () => {
    expect(errors({ guest_checkout: '1', vendor_registration: 0 })).toEqual({});
    expect(errors({ guest_checkout: 'yes' })).toEqual({ guest_checkout: 'invalid_choice' });
    for (const version of [0, -1, '1.5', 'x', '']) expect(errors({ version }), String(version)).toEqual({ version: 'invalid_version' });
  });
});

describe('the shop identity and bank-transfer forms', () => {
  it('needs a name and an e-mail; a phone may be empty but never malformed', () => {
    const identity = { version: 1, site_version: 1, site_name: 'Souk', email: 'a@b.test', phone: '' };
    expect(readSettingsForm(ShopIdentityForm, identity).errors).toEqual({});
    expect(readSettingsForm(ShopIdentityForm, { ...identity, site_name: ' ', email: 'x', phone: '12', site_version: 0 }).errors)
      .toEqual({ site_name: 'required', email: 'invalid_email', phone: 'invalid_phone', site_version: 'invalid_version' });
  });

  it('needs the account holder and number, and a SWIFT code in its shape (any case)', () => {
    const bank = { version: 1, bank_name: '', account_holder: 'Souk Ltd', account_number: 'FR76 3000', branch: '', swift: 'bnpafrppxxx', routing: '' };
    expect(readSettingsForm(BankTransferForm, bank).errors).toEqual({});
    expect(readSettingsForm(BankTransferForm, { ...bank, swift: 'BNP', account_holder: '' }).errors).toEqual({ swift: 'invalid_swift', account_holder: 'required' });
  });

  it('keeps one instructions text per shop language, drops others, refuses one too long', () => {
    const read = readInstructions({ en: ' Pay ', fr: 'x'.repeat(INSTRUCTIONS_MAX + 1), xx: 'dropped', __proto__: 'no' }, ['en', 'fr', 'ar']);
    expect(read.instructions).toEqual({ en: 'Pay', fr: 'x'.repeat(INSTRUCTIONS_MAX + 1), ar: '' });
    expect(read.errors).toEqual({ 'instructions.fr': 'too_long' });
    expect(readInstructions('text', ['en']).instructions).toEqual({ en: '' });
  });
});

describe('the payment methods\' switches', () => {
  it('never lets an online method without keys be turned on, whatever else is sent', () => {
    const entry = fc.record({ method: fc.constantFrom(2, 7, 3, 4), enabled: fc.boolean(), version: fc.integer({ min: 1, max: 9 }) });
    fc.assert(fc.property(fc.uniqueArray(entry, { selector: (e) => e.method, minLength: 1, maxLength: 4 }), (methods) => {
      const { switches, errors } = readPaymentSwitches({ methods }, METHODS);
      const paypalOn = methods.some((m) => m.method === 4 && m.enabled);
      expect('method.4' in errors).toBe(paypalOn);
      expect(switches.length).toBe(paypalOn ? 0 : methods.length);
    }));
  });

  it('refuses a list that is not the shop\'s: empty, unknown or repeated methods, too many', () => {
    for (const methods of [[], [{ method: 9, enabled: true, version: 1 }], [{ method: 2, enabled: true, version: 1 }, { method: 2, enabled: false, version: 1 }], 'all']) {
      expect(readPaymentSwitches({ methods }, METHODS).switches).toEqual([]);
    }
    expect(readPaymentSwitches({ methods: [{ method: 3, enabled: 'on', version: 1 }] }, METHODS).errors).toEqual({ 'method.3': 'invalid_choice' });
    expect(readPaymentSwitches({ methods: [{ method: 3, enabled: true, version: 0 }] }, METHODS).errors).toEqual({ 'method.3': 'invalid_version' });
  });
});

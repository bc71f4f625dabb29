import { describe, expect, it } from 'vitest';
import { ProfileForm, AddressForm } from '../account/account-forms';
import { SellerSignUpForm } from '../auth/auth-forms';
import { readForm } from './forms';
import { isPhoneNumber } from './phone';
import { VALIDATION_MESSAGES, VALIDATION_VALUES } from './validation-codes';

describe('a phone field', () => {
  it.each(['+1 555 0100', '+44 (20) 7946-0958', '0612345678', '+91 98765 43210', '555-0100 12'])('takes %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each(['abc', '12345', '+1 555 0100 ext 4', '555+0100', '++15550100', '1234567890123456', '+1 555 0100\u0000', ''])('refuses %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });

  it('is checked by every form with a phone: profile (optional), address, seller sign-up', () => {
    expect(readForm(ProfileForm, { name: 'Ada', phone: 'abc' }).errors).toEqual({ phone: 'invalid_phone' });
    expect(readForm(ProfileForm, { name: 'Ada', phone: '' }).errors).toEqual({});
    const address = { name: 'Ada', email: 'a@b.co', country: 'FR', state: 'IDF', city: 'Paris', zip: '75001', address_1: '1 rue' };
    expect(readForm(AddressForm, { ...address, phone: 'abc' }).errors).toEqual({ phone: 'invalid_phone' });
    expect(readForm(AddressForm, { ...address, phone: '' }).errors).toEqual({ phone: 'required' });
    expect(readForm(AddressForm, { ...address, phone: '+33 1 23 45 67 89' }).errors).toEqual({});
    const seller = { name: 'Sam', email: 's@b.co', password: 'seller-pass', password_confirmation: 'seller-pass', store_name: 'Shop' };
    expect(readForm(SellerSignUpForm, { ...seller, phone: 'call me' }).errors).toEqual({ phone: 'invalid_phone' });
  });
});

describe('the messages state the rules with their own numbers', () => {
  it('says how long a password must be', () => {
    expect(VALIDATION_VALUES).toMatchObject({ min: 6, max: 128, minDigits: 6, maxDigits: 15 });
    expect(VALIDATION_MESSAGES.password_length).toBe('Password must be {min} to {max} characters');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMailbox, normalizeEmail, readForm } from '../shared/forms';
import { newsletterEmailError } from './newsletter-email';
import { confirmationValid, earnsWelcomeVoucher, NEWSLETTER, NewsletterForm, needsConfirmation, subscriptionState } from './newsletter-form';

const DAY = 86_400_000;
const stamp = fc.option(fc.integer({ min: 0, max: 4_000_000_000_000 }).map((ms) => new Date(ms).toISOString()), { nil: null });

describe('the newsletter address', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['shopper', 'invalid_email'],
    ['shopper@', 'invalid_email'],
    ['shopper@mail', 'invalid_email'],
    ['sh opper@mail.com', 'invalid_email'],
    ['shopper@mail.com', null],
    [' shopper@mail.co.uk ', null],
  ])('the footer judges %j as %s', (value, expected) => {
    expect(newsletterEmailError(value)).toBe(expected);
  });

  it.each([
    '"<svg/onload=alert(1)>"@example.test', '"john doe"@example.com', 'a<b@example.com', 'a,b@example.com', 'a;b@example.com', 'a(b)@example.com',
    'a[b]@example.com', 'a\\b@example.com', 'shopper@[127.0.0.1]', 'shopper@127.0.0.1', 'shopper@localhost',
  ])('no real mailbox has %j: refused by the server and the footer alike', (value) => {
    expect(readForm(NewsletterForm, { email: value }).errors).toEqual({ email: 'invalid_email' });
    expect(isMailbox(value)).toBe(false);
    if (!/^shopper@(\[?127|localhost)/.test(value)) expect(newsletterEmailError(value)).toBe('invalid_email');
  });

  it('takes the addresses people have, in any script', () => {
    for (const value of ['ada.lovelace+shop@example.co.uk', 'o\'brien@example.ie', 'ayşe@örnek.com.tr', 'रमेश@उदाहरण.भारत', 'first_last@sub.example.org']) {
      expect(readForm(NewsletterForm, { email: value }).errors, value).toEqual({});
      expect(newsletterEmailError(value), value).toBeNull();
    }
  });

  it('the footer never refuses an address the server takes, so the server has the last word', () => {
    fc.assert(fc.property(fc.emailAddress(), fc.constantFrom('', ' ', '  '), (email, pad) => {
      const { errors } = readForm(NewsletterForm, { email: `${pad}${email}${pad}` });
      if (Object.keys(errors).length === 0) expect(newsletterEmailError(`${pad}${email}${pad}`)).toBeNull();
    }));
  });

  it('blank is "required" on both sides, whatever the whitespace', () => {
    fc.assert(fc.property(fc.stringMatching(/^\s*$/), (blank) => {
      expect(newsletterEmailError(blank)).toBe('required');
      expect(readForm(NewsletterForm, { email: blank }).errors).toEqual({ email: 'required' });
    }));
  });

  it('one address in any letter case is one subscription', () => {
    fc.assert(fc.property(fc.emailAddress(), fc.array(fc.boolean(), { minLength: 1 }), (email, flips) => {
      const mixed = [...email].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c)).join('');
      expect(normalizeEmail(` ${mixed} `)).toBe(normalizeEmail(email));
    }));
  });
});

describe('the subscription', () => {
  it('counts only once confirmed and not unsubscribed', () => {
    fc.assert(fc.property(stamp, stamp, (confirmed_at, unsubscribed_at) => {
      const state = subscriptionState({ confirmed_at, unsubscribed_at });
      expect(state === 'confirmed').toBe(confirmed_at !== null && unsubscribed_at === null);
      // A new sign-up mails a confirmation unless the address counts already (then it reveals nothing).
      expect(needsConfirmation({ confirmed_at, unsubscribed_at })).toBe(state !== 'confirmed');
    }));
    expect(needsConfirmation(null)).toBe(true);
  });

  it('a confirmation link works for NEWSLETTER.confirmDays after it was mailed, never before and never after', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3_000_000_000_000 }), fc.integer({ min: -10 * DAY, max: 20 * DAY }), (sent, offset) => {
      const valid = confirmationValid(new Date(sent).toISOString(), sent + offset);
      expect(valid).toBe(offset >= 0 && offset < NEWSLETTER.confirmDays * DAY);
    }));
    expect(confirmationValid(null, Date.now())).toBe(false);
    expect(confirmationValid('not a date', Date.now())).toBe(false);
  });

  it('gives the welcome voucher once per address, ever', () => {
    expect(earnsWelcomeVoucher({ voucher_id: null })).toBe(true);
    fc.assert(fc.property(fc.integer({ min: 1 }), (id) => { expect(earnsWelcomeVoucher({ voucher_id: id })).toBe(false); }));
    // The popup's promise: 10%.
    expect(NEWSLETTER.voucherHundredthsOfPercent / 100).toBe(10);
  });
});

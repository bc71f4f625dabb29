import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readForm } from '../shared/forms';
import { CONTACT, ContactForm } from './contact-form';

const text = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '');

describe('the contact form', () => {
  it('takes any filled-in message within the limits, trimmed', () => {
    fc.assert(fc.property(text(191), fc.emailAddress(), text(191), text(CONTACT.messageMax), (name, email, subject, message) => {
      fc.pre(email.length <= 191);
      const { form, errors } = readForm(ContactForm, { name: ` ${name} `, email, subject, message });
      expect(errors).toEqual({});
      expect(form.name).toBe(name.trim());
    }));
  });

  it('refuses blank fields as required and an over-long message as too long, whatever else is there', () => {
    fc.assert(fc.property(fc.constantFrom('name', 'subject', 'message'), fc.stringMatching(/^\s*$/), (field, blank) => {
      const { errors } = readForm(ContactForm, { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', [field]: blank });
      expect(errors).toEqual({ [field]: 'required' });
    }));
    expect(readForm(ContactForm, { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'x'.repeat(CONTACT.messageMax + 1) }).errors).toEqual({ message: 'too_long' });
    expect(readForm(ContactForm, { name: 'Ada', email: 'ada@', subject: 'Hi', message: 'Hello' }).errors).toEqual({ email: 'invalid_email' });
  });

  it('reads only its own fields: the bot trap and anything else stay out of the form', () => {
    const { form } = readForm(ContactForm, { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', [CONTACT.honeypot]: 'x', admin: true });
    expect(Object.keys(form).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
});

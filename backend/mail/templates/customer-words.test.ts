import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verificationCodeMail } from './account-mails';
import { CUSTOMER_TEXT_MAX, customerWords, renderMail } from './layout';

const POSING = 'Your account is locked - verify at http://evil.example/login';

describe("a customer's words in a mail", () => {
  it('are one line, without a web address, at most the cap, quoted in the text and in italics in the HTML, never a link', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.webUrl(), fc.constantFrom('en', 'fr', 'ar', 'tr', 'hi'), (noise, url, language) => {
      const typed = `${noise} ${url} ${noise}`;
      const mail = renderMail('a@example.com', language, { subject: `Hi ${customerWords(typed, CUSTOMER_TEXT_MAX.name)}`, paragraphs: [`Hi ${customerWords(typed, CUSTOMER_TEXT_MAX.name)}, see https://shop.example/x`] });
      const line = mail.text.split('\n')[0]!;
      expect(line).not.toContain(url);
      expect(line.replace('https://shop.example/x', '')).not.toMatch(/\b[a-z][a-z0-9+.-]*:\/\//i);
      expect(mail.html.match(/<a href=/g)).toHaveLength(1);
      expect(mail.html).toContain('<a href="https://shop.example/x"');
      const quoted = /[“«]\s?(.*?)\s?[”»]/u.exec(line)![1]!;
      expect([...quoted].length).toBeLessThanOrEqual(CUSTOMER_TEXT_MAX.name);
      // Never in the subject line.
      expect(mail.subject).toBe('Hi');
    }));
  });

  it('keep ordinary names as typed, in each language\'s quotes', () => {
    expect(renderMail('a@example.com', 'en', { subject: 's', paragraphs: [`Hello ${customerWords('Ayşe  Yılmaz', 40)},`] }).text).toBe('Hello “Ayşe Yılmaz”,\n');
    expect(renderMail('a@example.com', 'fr', { subject: 's', paragraphs: [`Bonjour ${customerWords('Zoé', 40)},`] }).text).toBe('Bonjour «\u00a0Zoé\u00a0»,\n');
  });

  it('cannot pose as the shop in an account mail sent to whatever address was typed', () => {
    const mail = verificationCodeMail({ email: 'victim@example.com', name: POSING, language: 'en' }, '123456');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.text.split('\n')[0]).toBe('Hello “Your account is locked - verify at […]”,');
  });
});

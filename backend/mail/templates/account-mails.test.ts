import { describe, expect, it } from 'vitest';
import { newCode } from '../../auth/codes';
import { slugify } from '../../auth/sellers';
import { accountExistsMail, passwordResetCodeMail, sellerApprovedMail, verificationCodeMail } from './account-mails';
import { MAIL_TEXTS } from './mail-texts';

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'];

describe('account mail templates', () => {
  it('has every text in all five languages with the same placeholders', () => {
    for (const [key, texts] of Object.entries(MAIL_TEXTS)) {
      const placeholders = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort().join();
      for (const lang of LANGUAGES) {
        expect(texts[lang], `${key}.${lang}`).toBeTruthy();
        expect(placeholders(texts[lang]!), `${key}.${lang}`).toBe(placeholders(texts.en!));
      }
    }
  });

  it('writes each mail in the recipient language, right to left for Arabic, escaping HTML', () => {
    const to = { email: 'a@b.test', name: 'Zoé <script>', language: 'ar' };
    for (const mail of [verificationCodeMail(to, '012345'), passwordResetCodeMail(to, '012345'), accountExistsMail(to, 'http://s.test'), sellerApprovedMail(to, { name: 'A&B', slug: 'a-b' }, 'http://s.test')]) {
      expect(mail.language).toBe('ar');
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Zoé &lt;script&gt;');
      expect(mail.text).toContain('Zoé <script>');
      expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    }
    expect(verificationCodeMail({ ...to, language: 'en' }, '012345')).toMatchObject({ code: '012345', subject: 'Your verification code' });
    expect(verificationCodeMail({ ...to, language: 'en' }, '012345').html).toContain('dir="ltr"');
    expect(sellerApprovedMail(to, { name: 'A&B', slug: 'a-b' }, 'http://s.test').html).toContain('A&amp;B');
  });
});

describe('codes and slugs', () => {
  it('makes 6-digit codes with leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, () => newCode());
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('slugifies store names to ASCII, falling back for non-Latin names', () => {
    expect(slugify('Café Crème & Co.')).toBe('cafe-creme-co');
    expect(slugify('متجر')).toBe('store');
    expect(slugify('  --Hello--World--  ')).toBe('hello-world');
  });
});

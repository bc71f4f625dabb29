import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One term per feature per language (docs/decisions/0006-wording-and-forms.md): the word the shop
 * uses for each feature, and the words it must not also use for it, in the browser's catalogues
 * (ui/i18n/locales) and the server's message tables (backend/i18n and each room's *-messages.ts and
 * mail templates). A new string that names a feature another way fails here.
 */
const GLOSSARY: Record<string, Record<string, { term: string; not: RegExp }>> = {
  wishlist: {
    en: { term: 'wishlist', not: /\b(favou?rites|wish list)\b/i },
    fr: { term: 'liste d’envies', not: /liste de souhaits|favoris|liste d'envies/i },
    ar: { term: 'قائمة الأمنيات', not: /المفضلة|قائمة الرغبات/ },
    tr: { term: 'istek listesi', not: /favoriler/i },
    hi: { term: 'विशलिस्ट', not: /पसंदीदा सूची|इच्छा सूची/ },
  },
  cart: {
    en: { term: 'cart', not: /\bbasket\b/i },
    fr: { term: 'panier', not: /\bchariot\b/i },
    ar: { term: 'سلة', not: /عربة/ },
    tr: { term: 'sepet', not: /\balışveriş arabası\b/i },
    hi: { term: 'कार्ट', not: /टोकरी/ },
  },
  voucher: {
    en: { term: 'voucher', not: /\b(coupon|promo code)s?\b/i },
    fr: { term: 'bon de réduction', not: /\bcoupons?\b|codes? promo|bons? d’achat/i },
    ar: { term: 'قسيمة', not: /كوبون|رمز ترويجي|كود خصم/ },
    tr: { term: 'kupon', not: /\bpromosyon kodu\b/i },
    hi: { term: 'वाउचर', not: /कूपन|प्रोमो कोड/ },
  },
};

const ROOT = join(__dirname, '..', '..');
const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'];

function catalogueText(language: string): string {
  const folder = join(ROOT, 'ui', 'i18n', 'locales', language);
  return readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => readFileSync(join(folder, f), 'utf8')).join('\n');
}

/** The server's wording of one language: every `xx: '...'` entry of its message tables and mail templates. */
function serverText(language: string): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'seed') walk(path);
      else if (/(-messages|-mails|messages)\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(join(ROOT, 'backend'));
  const entry = new RegExp(`\\b${language}: '((?:[^'\\\\]|\\\\.)*)'`, 'g');
  return files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(entry)].map((m) => m[1])).join('\n');
}

describe('one term per feature per language', () => {
  it.each(LANGUAGES)('%s names each feature one way in the catalogues and the server messages', (language) => {
    const texts = { catalogues: catalogueText(language), server: serverText(language) };
    for (const [feature, terms] of Object.entries(GLOSSARY)) {
      const { term, not } = terms[language]!;
      expect(texts.catalogues.toLocaleLowerCase(language), `${language} catalogues say "${term}" for ${feature}`).toContain(term.toLocaleLowerCase(language));
      for (const [where, text] of Object.entries(texts)) expect(text.match(not)?.[0], `${language} ${where}: another word for ${feature}`).toBeUndefined();
    }
  });
});

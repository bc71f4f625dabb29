import { formatPrice } from '../../../core/shared/money';
import { centsToAmount } from '../../db/money';
import { translate, type MessageTable } from '../../i18n/server-messages';
import type { MailMessage } from '../mailer';
import { CUSTOMER_TEXT_MAX, customerWords, isolateFor, renderMail } from './layout';
import { type OrderMailSummary, orderMailSummary } from './order-mail-summary';
import { BANK_DETAIL_FIELDS, type BankTransferDetails } from '../../../core/payments/payment-methods';

/** Wording of the order confirmation per language; `{code}`, `{name}`, `{amount}`, `{url}` ... are filled in. */
export const ORDER_MAIL_TEXTS: MessageTable = {
  greeting: { en: 'Hello {name},', fr: 'Bonjour {name},', ar: 'مرحبًا {name}،', tr: 'Merhaba {name},', hi: 'नमस्ते {name},' },
  subject: {
    en: 'Your order {code} is placed', fr: 'Votre commande {code} est passée', ar: 'تم تقديم طلبك {code}',
    tr: '{code} numaralı siparişiniz alındı', hi: 'आपका ऑर्डर {code} दे दिया गया है',
  },
  intro: {
    en: 'Thank you for your order. Your tracking code is {code}.', fr: 'Merci pour votre commande. Votre code de suivi est {code}.',
    ar: 'شكرًا لطلبك. رمز التتبع الخاص بك هو {code}.', tr: 'Siparişiniz için teşekkürler. Takip kodunuz {code}.',
    hi: 'आपके ऑर्डर के लिए धन्यवाद। आपका ट्रैकिंग कोड {code} है।',
  },
  bank_intro: {
    en: 'Please transfer {amount} to the account below and quote {code} as the payment reference. Your order ships once the payment is verified.',
    fr: 'Veuillez virer {amount} sur le compte ci-dessous en indiquant {code} comme référence du paiement. Votre commande part dès que le paiement est vérifié.',
    ar: 'يرجى تحويل {amount} إلى الحساب أدناه وذكر {code} كمرجع للدفع. يُشحن طلبك بمجرد التحقق من الدفع.',
    tr: 'Lütfen {amount} tutarını aşağıdaki hesaba gönderin ve ödeme açıklamasına {code} yazın. Ödeme doğrulanınca siparişiniz gönderilir.',
    hi: 'कृपया {amount} नीचे दिए खाते में ट्रांसफ़र करें और भुगतान संदर्भ में {code} लिखें। भुगतान की पुष्टि होते ही आपका ऑर्डर भेज दिया जाएगा।',
  },
  bank_name: { en: 'Bank', fr: 'Banque', ar: 'البنك', tr: 'Banka', hi: 'बैंक' },
  account_holder: { en: 'Account holder', fr: 'Titulaire du compte', ar: 'صاحب الحساب', tr: 'Hesap sahibi', hi: 'खाताधारक' },
  account_number: { en: 'Account number', fr: 'Numéro de compte', ar: 'رقم الحساب', tr: 'Hesap numarası', hi: 'खाता संख्या' },
  branch: { en: 'Branch', fr: 'Agence', ar: 'الفرع', tr: 'Şube', hi: 'शाखा' },
  swift: { en: 'SWIFT / BIC', fr: 'SWIFT / BIC', ar: 'رمز SWIFT / BIC', tr: 'SWIFT / BIC', hi: 'SWIFT / BIC' },
  routing: { en: 'Routing number', fr: 'Code banque', ar: 'رقم التوجيه', tr: 'Banka kodu', hi: 'रूटिंग नंबर' },
  reference: { en: 'Payment reference', fr: 'Référence du paiement', ar: 'مرجع الدفع', tr: 'Ödeme açıklaması', hi: 'भुगतान संदर्भ' },
  track: {
    en: 'Follow your order here: {url}', fr: 'Suivez votre commande ici : {url}', ar: 'تابع طلبك هنا: {url}',
    tr: 'Siparişinizi buradan takip edin: {url}', hi: 'अपने ऑर्डर को यहाँ ट्रैक करें: {url}',
  },
};

export interface OrderMailContent {
  to: { email: string; name: string; language: string };
  trackingCode: string;
  /** The order as stored: lines, totals, address, payment (backend/orders/order-mail-summary.ts). */
  summary: OrderMailSummary;
  publicUrl: string;
  /** The tracking page in the shopper's language (backend/orders/order-notices.ts); else the default-language one. */
  trackUrl?: string;
  /** A bank-transfer order: the shop's account to pay into (public fields only). */
  bank?: BankTransferDetails | null;
}

/**
 * The order confirmation: the tracking code, what was ordered (variant, quantity, price charged),
 * the totals in the shop's currency, the delivery address and the payment, as tables.
 */
export function orderConfirmationMail(content: OrderMailContent): MailMessage {
  const { language } = content.to;
  const isolate = isolateFor(language);
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(ORDER_MAIL_TEXTS, key, language, vars);
  const money = (cents: number) => formatPrice(centsToAmount(cents), content.summary.format);
  const code = isolate(content.trackingCode);
  const bank = content.bank;
  return renderMail(content.to.email, language, {
    subject: t('subject', { code: content.trackingCode }),
    paragraphs: [
      t('greeting', { name: isolate(customerWords(content.to.name, CUSTOMER_TEXT_MAX.name)) }),
      t('intro', { code }),
      ...orderMailSummary(content.summary, language),
      ...(bank ? [
        t('bank_intro', { amount: isolate(money(content.summary.totals.total)), code }),
        // The account to pay into, then the reference to quote (the tracking code).
        { rows: [...BANK_DETAIL_FIELDS.filter((field) => bank[field]).map((field) => ({ label: t(field), value: bank[field]! })), { label: t('reference'), value: content.trackingCode }] },
        ...(bank.instructions ? [bank.instructions] : []),
      ] : []),
      t('track', { url: content.trackUrl ?? `${content.publicUrl.replace(/\/+$/, '')}/track-order?order=${encodeURIComponent(content.trackingCode)}` }),
    ],
  });
}

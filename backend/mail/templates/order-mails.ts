import { formatPrice, type PriceFormat } from '../../../core/shared/money';
import { fromCents } from '../../../core/product/pricing';
import { translate, type MessageTable } from '../../i18n/server-messages';
import type { MailMessage } from '../mailer';
import { renderMail } from './layout';
import { BANK_DETAIL_FIELDS, type BankTransferDetails } from '../../../core/payments/payment-methods';

/** How to pay a bank-transfer order: the amount, the reference to quote and the account, with the shop's own instructions. */
function bankParagraph(bank: BankTransferDetails, t: (key: string, vars?: Record<string, string | number>) => string, amount: string, code: string): string {
  const rows = BANK_DETAIL_FIELDS.filter((field) => bank[field]).map((field) => t(field, { value: bank[field]! }));
  return [t('bank_intro', { amount, code }), ...rows, ...(bank.instructions ? [bank.instructions] : [])].join('\n');
}

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
  line: { en: '{title} × {quantity}: {amount}', fr: '{title} × {quantity} : {amount}', ar: '{title} × {quantity}: {amount}', tr: '{title} × {quantity}: {amount}', hi: '{title} × {quantity}: {amount}' },
  subtotal: { en: 'Subtotal: {amount}', fr: 'Sous-total : {amount}', ar: 'المجموع الفرعي: {amount}', tr: 'Ara toplam: {amount}', hi: 'उप-योग: {amount}' },
  bundle_offer: { en: 'Bundle offer: -{amount}', fr: 'Offre groupée : -{amount}', ar: 'عرض الحزمة: -{amount}', tr: 'Paket indirimi: -{amount}', hi: 'बंडल ऑफ़र: -{amount}' },
  shipping: { en: 'Shipping: {amount}', fr: 'Livraison : {amount}', ar: 'الشحن: {amount}', tr: 'Kargo: {amount}', hi: 'शिपिंग: {amount}' },
  tax: { en: 'Tax: {amount}', fr: 'Taxes : {amount}', ar: 'الضريبة: {amount}', tr: 'Vergi: {amount}', hi: 'कर: {amount}' },
  voucher: { en: 'Voucher: -{amount}', fr: 'Bon de réduction : -{amount}', ar: 'القسيمة: -{amount}', tr: 'Kupon: -{amount}', hi: 'वाउचर: -{amount}' },
  total: { en: 'Total: {amount}', fr: 'Total : {amount}', ar: 'الإجمالي: {amount}', tr: 'Toplam: {amount}', hi: 'कुल: {amount}' },
  bank_intro: {
    en: 'Please transfer {amount} to the account below and quote {code} as the payment reference. Your order ships once the payment is verified.',
    fr: 'Veuillez virer {amount} sur le compte ci-dessous en indiquant {code} comme référence du paiement. Votre commande part dès que le paiement est vérifié.',
    ar: 'يرجى تحويل {amount} إلى الحساب أدناه وذكر {code} كمرجع للدفع. يُشحن طلبك بمجرد التحقق من الدفع.',
    tr: 'Lütfen {amount} tutarını aşağıdaki hesaba gönderin ve ödeme açıklamasına {code} yazın. Ödeme doğrulanınca siparişiniz gönderilir.',
    hi: 'कृपया {amount} नीचे दिए खाते में ट्रांसफ़र करें और भुगतान संदर्भ में {code} लिखें। भुगतान की पुष्टि होते ही आपका ऑर्डर भेज दिया जाएगा।',
  },
  bank_name: { en: 'Bank: {value}', fr: 'Banque : {value}', ar: 'البنك: {value}', tr: 'Banka: {value}', hi: 'बैंक: {value}' },
  account_holder: { en: 'Account holder: {value}', fr: 'Titulaire du compte : {value}', ar: 'صاحب الحساب: {value}', tr: 'Hesap sahibi: {value}', hi: 'खाताधारक: {value}' },
  account_number: { en: 'Account number: {value}', fr: 'Numéro de compte : {value}', ar: 'رقم الحساب: {value}', tr: 'Hesap numarası: {value}', hi: 'खाता संख्या: {value}' },
  branch: { en: 'Branch: {value}', fr: 'Agence : {value}', ar: 'الفرع: {value}', tr: 'Şube: {value}', hi: 'शाखा: {value}' },
  swift: { en: 'SWIFT / BIC: {value}', fr: 'SWIFT / BIC : {value}', ar: 'رمز SWIFT / BIC: {value}', tr: 'SWIFT / BIC: {value}', hi: 'SWIFT / BIC: {value}' },
  routing: { en: 'Routing number: {value}', fr: 'Code banque : {value}', ar: 'رقم التوجيه: {value}', tr: 'Banka kodu: {value}', hi: 'रूटिंग नंबर: {value}' },
  track: {
    en: 'Follow your order here: {url}', fr: 'Suivez votre commande ici : {url}', ar: 'تابع طلبك هنا: {url}',
    tr: 'Siparişinizi buradan takip edin: {url}', hi: 'अपने ऑर्डर को यहाँ ट्रैक करें: {url}',
  },
};

export interface OrderMailLine {
  title: string;
  quantity: number;
  /** What the line costs: unit x quantity, in cents. */
  amountCents: number;
}

export interface OrderMailContent {
  to: { email: string; name: string; language: string };
  trackingCode: string;
  lines: OrderMailLine[];
  totals: { subtotal: number; bundleOffer: number; shipping: number; tax: number; voucher: number; total: number };
  /** The shop's currency settings, so the mail shows amounts as the storefront does. */
  format: PriceFormat;
  publicUrl: string;
  /** The tracking page in the shopper's language (backend/orders/order-notices.ts); else the default-language one. */
  trackUrl?: string;
  /** A bank-transfer order: the shop's account to pay into (public fields only). */
  bank?: BankTransferDetails | null;
}

/** The order confirmation: the tracking code, what was ordered and the totals in the shop's currency. */
export function orderConfirmationMail(content: OrderMailContent): MailMessage {
  const { language } = content.to;
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(ORDER_MAIL_TEXTS, key, language, vars);
  const money = (cents: number) => formatPrice(fromCents(cents), content.format);
  const { totals } = content;
  const lines = content.lines.map((line) => t('line', { title: line.title, quantity: line.quantity, amount: money(line.amountCents) }));
  const sums = [
    t('subtotal', { amount: money(totals.subtotal) }),
    ...(totals.bundleOffer > 0 ? [t('bundle_offer', { amount: money(totals.bundleOffer) })] : []),
    t('shipping', { amount: money(totals.shipping) }),
    t('tax', { amount: money(totals.tax) }),
    ...(totals.voucher > 0 ? [t('voucher', { amount: money(totals.voucher) })] : []),
    t('total', { amount: money(totals.total) }),
  ];
  return renderMail(content.to.email, language, {
    subject: t('subject', { code: content.trackingCode }),
    paragraphs: [
      t('greeting', { name: content.to.name }),
      t('intro', { code: content.trackingCode }),
      lines.join('\n'),
      sums.join('\n'),
      ...(content.bank ? [bankParagraph(content.bank, t, money(totals.total), content.trackingCode)] : []),
      t('track', { url: content.trackUrl ?? `${content.publicUrl.replace(/\/+$/, '')}/track-order?order=${encodeURIComponent(content.trackingCode)}` }),
    ],
  });
}

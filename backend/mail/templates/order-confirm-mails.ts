import { translate, type MessageTable } from '../../i18n/server-messages';
import type { MailMessage } from '../mailer';
import { isolateFor, renderMail } from './layout';
import { type OrderMailSummary, orderMailSummary } from './order-mail-summary';

/** Wording of the mail that asks a new address to confirm a guest's order; `{code}`, `{amount}`, `{url}`, `{minutes}` are filled in. */
export const ORDER_CONFIRM_MAIL_TEXTS: MessageTable = {
  subject: {
    en: 'Confirm your order {code}', fr: 'Confirmez votre commande {code}', ar: 'أكّد طلبك {code}',
    tr: '{code} numaralı siparişinizi onaylayın', hi: 'अपने ऑर्डर {code} की पुष्टि करें',
  },
  greeting: { en: 'Hello,', fr: 'Bonjour,', ar: 'مرحبًا،', tr: 'Merhaba,', hi: 'नमस्ते,' },
  body: {
    en: 'An order {code} of {amount} was placed in our shop with this e-mail address. We only prepare it once you confirm it with this link:',
    fr: 'Une commande {code} de {amount} a été passée dans notre boutique avec cette adresse e-mail. Nous ne la préparons qu’une fois confirmée par ce lien :',
    ar: 'تم تقديم الطلب {code} بقيمة {amount} في متجرنا بعنوان البريد الإلكتروني هذا. لن نجهّزه إلا بعد أن تؤكّده عبر هذا الرابط:',
    tr: 'Mağazamızda bu e-posta adresiyle {amount} tutarında {code} numaralı bir sipariş verildi. Siparişi ancak bu bağlantıyla onayladığınızda hazırlarız:',
    hi: 'हमारी दुकान में इस ईमेल पते से {amount} का ऑर्डर {code} दिया गया है। हम इसे तभी तैयार करेंगे जब आप इस लिंक से इसकी पुष्टि करेंगे:',
  },
  expiry: {
    en: 'The link works for {minutes} minutes. Without confirmation the order is released and nothing is sent or charged.',
    fr: 'Le lien est valable {minutes} minutes. Sans confirmation, la commande est annulée : rien n’est envoyé ni facturé.',
    ar: 'الرابط صالح لمدة {minutes} دقيقة. بدون تأكيد يُلغى الطلب ولا يُرسَل أو يُحتسب أي شيء.',
    tr: 'Bağlantı {minutes} dakika geçerlidir. Onaylanmazsa sipariş iptal edilir; hiçbir şey gönderilmez veya ücretlendirilmez.',
    hi: 'लिंक {minutes} मिनट तक काम करता है। पुष्टि के बिना ऑर्डर रद्द हो जाता है और न कुछ भेजा जाता है न कोई शुल्क लगता है।',
  },
  ignore: {
    en: 'If you did not place this order, ignore this message.',
    fr: 'Si vous n’avez pas passé cette commande, ignorez ce message.',
    ar: 'إذا لم تقدّم هذا الطلب، فتجاهل هذه الرسالة.',
    tr: 'Bu siparişi siz vermediyseniz bu iletiyi yok sayın.',
    hi: 'यदि आपने यह ऑर्डर नहीं दिया, तो इस संदेश को अनदेखा करें।',
  },
};

export interface OrderConfirmMailContent {
  to: { email: string; language: string };
  trackingCode: string;
  /** The order's total as the storefront shows it. */
  amount: string;
  /** The confirmation page with the link's token (backend/orders/order-notices.ts confirmUrl). */
  url: string;
  minutes: number;
  /**
   * What was ordered and how it is to be paid, all of it the shop's words (titles, variants,
   * amounts, method). The buyer's address is left out: whoever typed this address may not own it.
   */
  summary: OrderMailSummary;
}

/**
 * Asks an address the shop has never confirmed to confirm a guest's order, showing what was
 * ordered and how it is paid. Nothing the guest typed (name, address, instructions) is in it:
 * whoever typed the address may not own it.
 */
export function orderConfirmRequestMail(content: OrderConfirmMailContent): MailMessage {
  const { language } = content.to;
  const isolate = isolateFor(language);
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(ORDER_CONFIRM_MAIL_TEXTS, key, language, vars);
  return renderMail(content.to.email, language, {
    subject: t('subject', { code: content.trackingCode }),
    paragraphs: [
      t('greeting'),
      t('body', { code: isolate(content.trackingCode), amount: isolate(content.amount) }),
      content.url,
      t('expiry', { minutes: content.minutes }),
      ...orderMailSummary(content.summary, language, { address: false }),
      t('ignore'),
    ],
  });
}

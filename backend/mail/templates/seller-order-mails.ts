import { localizePath } from '../../../core/language/localized-path';
import { SELLER_LIMITS } from '../../../core/seller/seller-product';
import { type MessageTable, translate } from '../../i18n/server-messages';
import type { MailMessage } from '../mailer';
import type { Recipient } from './account-mails';
import { CUSTOMER_TEXT_MAX, customerWords, renderMail } from './layout';
import { MAIL_TEXTS } from './mail-texts';

/** The seller's new-order mail per language (issue 33); `{code}`, `{store}`, `{url}`, `{point}` are filled in. */
export const SELLER_ORDER_MAIL_TEXTS: MessageTable = {
  // A seller's words never stand in a subject (renderMail leaves them out): the store is named in the body.
  subject: { en: 'New order {code} for your store', fr: 'Nouvelle commande {code} pour votre boutique', ar: 'طلب جديد {code} لمتجرك', tr: 'Mağazanız için yeni sipariş {code}', hi: 'आपके स्टोर के लिए नया ऑर्डर {code}' },
  body: {
    en: 'A shopper has ordered from {store}. Here is your part of order {code}:',
    fr: 'Un client a commandé chez {store}. Voici votre part de la commande {code} :',
    ar: 'طلب متسوق من {store}. هذا جزؤك من الطلب {code}:',
    tr: 'Bir müşteri {store} mağazasından sipariş verdi. {code} siparişindeki payınız:',
    hi: 'एक खरीदार ने {store} से ऑर्डर किया है। ऑर्डर {code} में आपका हिस्सा:',
  },
  quantity: { en: '× {count}', fr: '× {count}', ar: '× {count}', tr: '× {count}', hi: '× {count}' },
  ship_to: { en: 'Ship to', fr: 'Livrer à', ar: 'الشحن إلى', tr: 'Teslimat adresi', hi: 'यहाँ भेजें' },
  pickup: { en: 'Collected at {point}', fr: 'Retrait à {point}', ar: 'الاستلام من {point}', tr: '{point} noktasından teslim alınacak', hi: '{point} से लिया जाएगा' },
  paid: { en: 'The shopper has paid.', fr: 'Le client a payé.', ar: 'دفع المتسوق.', tr: 'Müşteri ödemeyi yaptı.', hi: 'खरीदार ने भुगतान कर दिया है।' },
  unpaid: { en: 'The shopper pays on delivery or by transfer: the shop tells you once it is paid.', fr: 'Le client paie à la livraison ou par virement : la boutique vous le dira une fois payé.', ar: 'يدفع المتسوق عند التسليم أو بالتحويل: سيخبرك المتجر عند الدفع.', tr: 'Müşteri kapıda veya havaleyle ödüyor: ödendiğinde mağaza size bildirir.', hi: 'खरीदार डिलीवरी पर या ट्रांसफ़र से भुगतान करेगा: भुगतान होने पर दुकान आपको बताएगी।' },
  next: {
    en: 'Confirm it, pack it and ship it with its tracking number from your orders: {url}',
    fr: 'Confirmez-la, préparez-la et expédiez-la avec son numéro de suivi depuis vos commandes : {url}',
    ar: 'أكّده وجهّزه واشحنه مع رقم التتبع من طلباتك: {url}',
    tr: 'Siparişlerinizden onaylayın, paketleyin ve takip numarasıyla gönderin: {url}',
    hi: 'अपने ऑर्डर से इसकी पुष्टि करें, पैक करें और ट्रैकिंग नंबर के साथ भेजें: {url}',
  },
};

/** One line of the store's part, as ordered. */
export interface SellerOrderLine {
  title: string;
  quantity: number;
  /** The line's amount, already formatted in the shop's currency. */
  amount: string;
  /** The pickup point's name when collected, else null. */
  pickup: string | null;
}

export interface SellerOrderMail {
  to: Recipient;
  store: string;
  code: string;
  paid: boolean;
  /** The ship-to's name and address lines (no e-mail, no phone). */
  shipTo: string[];
  lines: SellerOrderLine[];
  publicUrl: string;
  defaultLanguage: string;
}

/** Tells a seller a new order has their products: their lines only, the ship-to, and where to ship it from. */
export function sellerNewOrderMail(mail: SellerOrderMail): MailMessage {
  const { language } = mail.to;
  const say = (key: string, vars: Record<string, string | number> = {}) => translate(SELLER_ORDER_MAIL_TEXTS, key, language, vars);
  const store = customerWords(mail.store, CUSTOMER_TEXT_MAX.name);
  const url = `${mail.publicUrl.replace(/\/+$/, '')}${localizePath('/seller/orders', language, mail.defaultLanguage)}`;
  return renderMail(mail.to.email, language, {
    subject: say('subject', { code: mail.code }),
    paragraphs: [
      translate(MAIL_TEXTS, 'greeting', language, { name: customerWords(mail.to.name, CUSTOMER_TEXT_MAX.name) }),
      say('body', { code: mail.code, store }),
      { rows: mail.lines.map((line) => ({
        label: `${customerWords(line.title, SELLER_LIMITS.titleMax)} ${say('quantity', { count: line.quantity })}`,
        value: line.amount,
        details: line.pickup === null ? [] : [say('pickup', { point: customerWords(line.pickup, CUSTOMER_TEXT_MAX.name) })],
      })) },
      { title: say('ship_to'), rows: mail.shipTo.map((text) => ({ label: customerWords(text, CUSTOMER_TEXT_MAX.note), value: '' })) },
      say(mail.paid ? 'paid' : 'unpaid'),
      say('next', { url }),
    ],
  });
}

/** The seller's mail when the shop cancels their items that had not left (decision 0036); `{code}`, `{store}`, `{reason}`, `{url}` are filled in. */
export const SELLER_CANCEL_MAIL_TEXTS: MessageTable = {
  subject: {
    en: 'Items of order {code} cancelled by the shop', fr: 'Articles de la commande {code} annulés par la boutique', ar: 'ألغى المتجر منتجات من الطلب {code}',
    tr: '{code} siparişindeki ürünler mağaza tarafından iptal edildi', hi: 'ऑर्डर {code} की वस्तुएँ दुकान ने रद्द कीं',
  },
  body: {
    en: 'The shop has cancelled these items of order {code} from {store}, as they had not left yet. Do not send them; they are back in your stock.',
    fr: 'La boutique a annulé ces articles de la commande {code} chez {store}, qui n’étaient pas encore partis. Ne les envoyez pas ; ils sont de nouveau dans votre stock.',
    ar: 'ألغى المتجر هذه المنتجات من الطلب {code} لدى {store} لأنها لم تكن قد غادرت بعد. لا ترسلها؛ لقد عادت إلى مخزونك.',
    tr: 'Mağaza, {store} mağazasındaki {code} siparişinin henüz yola çıkmamış bu ürünlerini iptal etti. Bunları göndermeyin; stoğunuza geri döndüler.',
    hi: 'दुकान ने {store} से ऑर्डर {code} की ये वस्तुएँ रद्द कर दी हैं, क्योंकि वे अभी निकली नहीं थीं। इन्हें न भेजें; ये आपके स्टॉक में लौट आई हैं।',
  },
  reason: { en: 'Reason: {reason}', fr: 'Motif : {reason}', ar: 'السبب: {reason}', tr: 'Sebep: {reason}', hi: 'कारण: {reason}' },
  next: { en: 'Your orders: {url}', fr: 'Vos commandes : {url}', ar: 'طلباتك: {url}', tr: 'Siparişleriniz: {url}', hi: 'आपके ऑर्डर: {url}' },
};

export interface SellerCancelMail {
  to: Recipient;
  store: string;
  code: string;
  reason: string;
  lines: { title: string; quantity: number }[];
  publicUrl: string;
  defaultLanguage: string;
}

/** Tells a seller the shop cancelled items of theirs that had not left: which, why, and not to send them. */
export function sellerItemsCancelledMail(mail: SellerCancelMail): MailMessage {
  const { language } = mail.to;
  const say = (key: string, vars: Record<string, string | number> = {}) => translate(SELLER_CANCEL_MAIL_TEXTS, key, language, vars);
  const url = `${mail.publicUrl.replace(/\/+$/, '')}${localizePath('/seller/orders', language, mail.defaultLanguage)}`;
  return renderMail(mail.to.email, language, {
    subject: say('subject', { code: mail.code }),
    paragraphs: [
      translate(MAIL_TEXTS, 'greeting', language, { name: customerWords(mail.to.name, CUSTOMER_TEXT_MAX.name) }),
      say('body', { code: mail.code, store: customerWords(mail.store, CUSTOMER_TEXT_MAX.name) }),
      { rows: mail.lines.map((line) => ({ label: `${customerWords(line.title, SELLER_LIMITS.titleMax)} ${translate(SELLER_ORDER_MAIL_TEXTS, 'quantity', language, { count: line.quantity })}`, value: '' })) },
      say('reason', { reason: customerWords(mail.reason, CUSTOMER_TEXT_MAX.note) }),
      say('next', { url }),
    ],
  });
}

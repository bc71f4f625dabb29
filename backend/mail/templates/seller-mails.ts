import { localizePath } from '../../../core/language/localized-path';
import { productPath } from '../../../core/product/product-path';
import { SEND_BACK_REASON_MAX } from '../../../core/seller/publication';
import { SELLER_LIMITS } from '../../../core/seller/seller-product';
import { type MessageTable, translate } from '../../i18n/server-messages';
import type { MailMessage } from '../mailer';
import type { Recipient } from './account-mails';
import { CUSTOMER_TEXT_MAX, customerWords, renderMail } from './layout';

/** Wording of the seller's product mails per language; `{name}`, `{url}` are filled in. */
export const SELLER_MAIL_TEXTS: MessageTable = {
  greeting: { en: 'Hello {name},', fr: 'Bonjour {name},', ar: 'مرحبًا {name}،', tr: 'Merhaba {name},', hi: 'नमस्ते {name},' },
  product_approved_subject: {
    en: 'Your product is approved and on sale', fr: 'Votre produit est approuvé et en vente', ar: 'تمت الموافقة على منتجك وهو معروض للبيع',
    tr: 'Ürününüz onaylandı ve satışta', hi: 'आपका उत्पाद स्वीकृत हो गया है और बिक्री पर है',
  },
  product_approved_body: {
    en: 'The shop has reviewed and approved your product below: shoppers can find and buy it now. Its page is {url}',
    fr: 'La boutique a examiné et approuvé votre produit ci-dessous : les clients peuvent désormais le trouver et l’acheter. Sa page : {url}',
    ar: 'راجع المتجر منتجك أدناه ووافق عليه: يمكن للمتسوقين الآن العثور عليه وشراؤه. صفحته: {url}',
    tr: 'Mağaza aşağıdaki ürününüzü inceledi ve onayladı: müşteriler artık onu bulup satın alabilir. Sayfası: {url}',
    hi: 'दुकान ने नीचे दिए आपके उत्पाद की समीक्षा करके उसे स्वीकृत कर दिया है: खरीदार अब इसे ढूँढ और खरीद सकते हैं। इसका पेज: {url}',
  },
  product_returned_subject: {
    en: 'Your product needs a change before it goes on sale', fr: 'Votre produit doit être modifié avant sa mise en vente', ar: 'يحتاج منتجك إلى تعديل قبل عرضه للبيع',
    tr: 'Ürününüzün satışa çıkmadan önce değiştirilmesi gerekiyor', hi: 'बिक्री पर आने से पहले आपके उत्पाद में बदलाव ज़रूरी है',
  },
  product_returned_body: {
    en: 'The shop has reviewed your product below and sent it back to you, for this reason:',
    fr: 'La boutique a examiné votre produit ci-dessous et vous l’a renvoyé, pour cette raison :',
    ar: 'راجع المتجر منتجك أدناه وأعاده إليك، للسبب التالي:',
    tr: 'Mağaza aşağıdaki ürününüzü inceledi ve şu nedenle size geri gönderdi:',
    hi: 'दुकान ने नीचे दिए आपके उत्पाद की समीक्षा की और इस कारण से इसे आपको लौटा दिया:',
  },
  product_returned_next: {
    en: 'Change it in your seller workspace and submit it again: {url}',
    fr: 'Modifiez-le dans votre espace vendeur et soumettez-le à nouveau : {url}',
    ar: 'عدّله في مساحة البائع وأرسله من جديد: {url}',
    tr: 'Satıcı çalışma alanınızda değiştirip yeniden gönderin: {url}',
    hi: 'अपने विक्रेता कार्यक्षेत्र में इसे बदलें और फिर से सबमिट करें: {url}',
  },
};

const t = (key: string, language: string, vars: Record<string, string | number> = {}) => translate(SELLER_MAIL_TEXTS, key, language, vars);

/** A page of the shop in the recipient's language (the default language's paths have no prefix). */
function pageUrl(publicUrl: string, path: string, language: string, defaultLanguage: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${localizePath(path, language, defaultLanguage)}`;
}

export interface ProductMailed {
  id: number;
  slug: string;
  /** The product's title in the seller's language (a seller's words: set apart from the shop's). */
  title: string;
}

/** Tells a seller the back office approved their product: it is public now, at this page. */
export function productApprovedMail(to: Recipient, product: ProductMailed, publicUrl: string, defaultLanguage: string): MailMessage {
  const { language } = to;
  return renderMail(to.email, language, {
    subject: t('product_approved_subject', language),
    paragraphs: [
      t('greeting', language, { name: customerWords(to.name, CUSTOMER_TEXT_MAX.name) }),
      customerWords(product.title, SELLER_LIMITS.titleMax),
      t('product_approved_body', language, { url: pageUrl(publicUrl, productPath(product), language, defaultLanguage) }),
    ],
  });
}

/** Tells a seller the back office sent their product back, with the reason given and where to mend it. */
export function productSentBackMail(to: Recipient, product: ProductMailed, reason: string, publicUrl: string, defaultLanguage: string): MailMessage {
  const { language } = to;
  return renderMail(to.email, language, {
    subject: t('product_returned_subject', language),
    paragraphs: [
      t('greeting', language, { name: customerWords(to.name, CUSTOMER_TEXT_MAX.name) }),
      customerWords(product.title, SELLER_LIMITS.titleMax),
      t('product_returned_body', language),
      customerWords(reason, SEND_BACK_REASON_MAX),
      t('product_returned_next', language, { url: pageUrl(publicUrl, `/seller/products/${product.id}`, language, defaultLanguage) }),
    ],
  });
}

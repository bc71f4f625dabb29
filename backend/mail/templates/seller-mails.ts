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

/** Wording of the low-stock mail per language. */
export const LOW_STOCK_MAIL_TEXTS: MessageTable = {
  low_stock_subject: {
    en: 'Stock is running low in your store', fr: 'Le stock de votre boutique s’épuise', ar: 'المخزون في متجرك يوشك على النفاد',
    tr: 'Mağazanızda stok azalıyor', hi: 'आपके स्टोर में स्टॉक कम हो रहा है',
  },
  low_stock_body: {
    en: 'These variants have reached the low-stock threshold you set for their product:',
    fr: 'Ces variantes ont atteint le seuil de stock bas que vous avez fixé pour leur produit :',
    ar: 'وصلت هذه المتغيرات إلى حد انخفاض المخزون الذي حددته لمنتجها:',
    tr: 'Bu varyantlar, ürünleri için belirlediğiniz düşük stok eşiğine ulaştı:',
    hi: 'ये वैरिएंट उनके उत्पाद के लिए आपकी तय की गई कम-स्टॉक सीमा तक पहुँच गए हैं:',
  },
  low_stock_sku: { en: 'SKU {sku}', fr: 'Référence {sku}', ar: 'رمز SKU {sku}', tr: 'Stok kodu {sku}', hi: 'SKU कोड {sku}' },
  low_stock_left: { en: '{stock} left', fr: 'reste {stock}', ar: 'المتبقي {stock}', tr: '{stock} adet kaldı', hi: '{stock} बचे' },
  low_stock_link: {
    en: 'Restock it in your seller workspace: {url}',
    fr: 'Réapprovisionnez-le dans votre espace vendeur : {url}',
    ar: 'أعد تزويده بالمخزون في مساحة البائع: {url}',
    tr: 'Satıcı çalışma alanınızda stoğunu yenileyin: {url}',
    hi: 'अपने विक्रेता कार्यक्षेत्र में इसका स्टॉक भरें: {url}',
  },
  low_stock_once: {
    en: 'We mail you once each time a variant falls to its threshold, and again only after it was restocked above it.',
    fr: 'Nous vous écrivons une fois chaque fois qu’une variante descend à son seuil, et de nouveau seulement après un réapprovisionnement au-dessus.',
    ar: 'نراسلك مرة واحدة كلما انخفض متغير إلى حده، ولا نراسلك مجددًا إلا بعد إعادة تزويده فوقه.',
    tr: 'Bir varyant eşiğine her düştüğünde size bir kez yazarız; yeniden yazmamız için önce eşiğin üzerine stoklanması gerekir.',
    hi: 'कोई वैरिएंट अपनी सीमा तक गिरने पर हम आपको एक बार मेल करते हैं, और दोबारा तभी जब उसे सीमा से ऊपर भर दिया गया हो।',
  },
};

/** One variant at or under its product's low-stock threshold. */
export interface LowStockLine {
  productId: number;
  /** The product's title in the seller's language (a seller's words: set apart from the shop's). */
  title: string;
  sku: string;
  stock: number;
}

/** Tells a seller which variants fell to their product's low-stock threshold, each with its stock and where to restock it. */
export function lowStockMail(to: Recipient, lines: readonly LowStockLine[], publicUrl: string, defaultLanguage: string): MailMessage {
  const { language } = to;
  const say = (key: string, vars: Record<string, string | number> = {}) => translate(LOW_STOCK_MAIL_TEXTS, key, language, vars);
  const products = [...new Map(lines.map((line) => [line.productId, line])).values()];
  return renderMail(to.email, language, {
    subject: say('low_stock_subject'),
    paragraphs: [
      t('greeting', language, { name: customerWords(to.name, CUSTOMER_TEXT_MAX.name) }),
      say('low_stock_body'),
      { rows: lines.map((line) => ({ label: customerWords(line.title, SELLER_LIMITS.titleMax), value: say('low_stock_left', { stock: line.stock }), details: [say('low_stock_sku', { sku: line.sku })] })) },
      ...products.map((line) => `${customerWords(line.title, SELLER_LIMITS.titleMax)} ${say('low_stock_link', { url: pageUrl(publicUrl, `/seller/products/${line.productId}`, language, defaultLanguage) })}`),
      say('low_stock_once'),
    ],
  });
}

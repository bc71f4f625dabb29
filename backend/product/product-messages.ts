import { COMMON_MESSAGES } from '../i18n/common-messages';
import type { MessageTable } from '../i18n/server-messages';

/** Envelope messages of the product page, store, flash-sale, reviews, page, wishlist and compare calls. */
export const PRODUCT_MESSAGES: MessageTable = {
  ...COMMON_MESSAGES,
  product_not_found: { en: 'Product not found', fr: 'Produit introuvable', ar: 'المنتج غير موجود', tr: 'Ürün bulunamadı', hi: 'उत्पाद नहीं मिला' },
  product_gone: {
    en: 'This product is no longer sold here.', fr: 'Ce produit n’est plus vendu ici.', ar: 'لم يعد هذا المنتج يُباع هنا.',
    tr: 'Bu ürün artık burada satılmıyor.', hi: 'यह उत्पाद अब यहाँ नहीं बिकता।',
  },
  store_not_found: { en: 'Store not found', fr: 'Boutique introuvable', ar: 'المتجر غير موجود', tr: 'Mağaza bulunamadı', hi: 'स्टोर नहीं मिला' },
  flash_sale_not_found: { en: 'Flash sale not found', fr: 'Vente flash introuvable', ar: 'العرض السريع غير موجود', tr: 'Flaş indirim bulunamadı', hi: 'फ़्लैश सेल नहीं मिली' },
  page_not_found: { en: 'Page not found', fr: 'Page introuvable', ar: 'الصفحة غير موجودة', tr: 'Sayfa bulunamadı', hi: 'पेज नहीं मिला' },
  wishlist_added: { en: 'Added to your wishlist', fr: 'Ajouté à votre liste d’envies', ar: 'تمت الإضافة إلى قائمة الأمنيات', tr: 'İstek listenize eklendi', hi: 'आपकी विशलिस्ट में जोड़ा गया' },
  wishlist_removed: { en: 'Removed from your wishlist', fr: 'Retiré de votre liste d’envies', ar: 'تمت الإزالة من قائمة الأمنيات', tr: 'İstek listenizden çıkarıldı', hi: 'आपकी विशलिस्ट से हटाया गया' },
  compare_added: { en: 'Added to the compare list', fr: 'Ajouté à la liste de comparaison', ar: 'تمت الإضافة إلى قائمة المقارنة', tr: 'Karşılaştırma listesine eklendi', hi: 'तुलना सूची में जोड़ा गया' },
  compare_removed: { en: 'Removed from the compare list', fr: 'Retiré de la liste de comparaison', ar: 'تمت الإزالة من قائمة المقارنة', tr: 'Karşılaştırma listesinden çıkarıldı', hi: 'तुलना सूची से हटाया गया' },
  compare_full: {
    en: 'You can compare at most {limit} products. Remove one first.',
    fr: 'Vous pouvez comparer au plus {limit} produits. Retirez-en un d’abord.',
    ar: 'يمكنك مقارنة {limit} منتجات كحد أقصى. أزل منتجًا أولاً.',
    tr: 'En fazla {limit} ürünü karşılaştırabilirsiniz. Önce birini çıkarın.',
    hi: 'आप अधिकतम {limit} उत्पादों की तुलना कर सकते हैं। पहले एक हटाएँ।',
  },
};

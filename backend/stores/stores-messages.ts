import { COMMON_MESSAGES } from '../i18n/common-messages';
import type { MessageTable } from '../i18n/server-messages';

/** Envelope messages of following a store. */
export const STORES_MESSAGES: MessageTable = {
  ...COMMON_MESSAGES,
  store_not_found: { en: 'Store not found', fr: 'Boutique introuvable', ar: 'المتجر غير موجود', tr: 'Mağaza bulunamadı', hi: 'स्टोर नहीं मिला' },
  store_followed: { en: 'You follow this store', fr: 'Vous suivez cette boutique', ar: 'أنت تتابع هذا المتجر', tr: 'Bu mağazayı takip ediyorsunuz', hi: 'आप इस स्टोर को फ़ॉलो कर रहे हैं' },
  store_unfollowed: { en: 'You no longer follow this store', fr: 'Vous ne suivez plus cette boutique', ar: 'لم تعد تتابع هذا المتجر', tr: 'Bu mağazayı artık takip etmiyorsunuz', hi: 'अब आप इस स्टोर को फ़ॉलो नहीं कर रहे हैं' },
};

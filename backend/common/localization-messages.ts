import type { MessageTable } from '../i18n/server-messages';

/** What `localization` answers when it cannot, per language (an added language reads English). */
export const LOCALIZATION_MESSAGES: MessageTable = {
  unknown_language: {
    en: 'This language is not available',
    fr: 'Cette langue n’est pas disponible',
    ar: 'هذه اللغة غير متاحة',
    tr: 'Bu dil kullanılamıyor',
    hi: 'यह भाषा उपलब्ध नहीं है',
  },
};

import type { MessageTable } from './server-messages';

/** Envelope messages every area answers with; each area's table spreads these in. */
export const COMMON_MESSAGES: MessageTable = {
  success: { en: 'Success', fr: 'Succès', ar: 'تم بنجاح', tr: 'Başarılı', hi: 'सफल' },
  unauthorized: { en: 'Unauthorized', fr: 'Non autorisé', ar: 'غير مصرح به', tr: 'Yetkisiz', hi: 'अनधिकृत' },
};

import type { MessageTable } from '../i18n/server-messages';
import { ORDER_SUMMARY_TEXTS } from '../mail/templates/order-mail-summary';

/**
 * The words of an order's packing slip and invoice (backend/admin/order-paperwork.ts) and of their
 * routes' refusals, in every language of the shop. The totals, address and payment words are the
 * order mails' (ORDER_SUMMARY_TEXTS), so a buyer reads the same words on paper and in the mail.
 */
export const PAPERWORK_MESSAGES: MessageTable = {
  ...ORDER_SUMMARY_TEXTS,
  packing_slip: { en: 'Packing slip', fr: 'Bon de préparation', ar: 'قائمة التعبئة', tr: 'Paketleme fişi', hi: 'पैकिंग स्लिप' },
  invoice: { en: 'Invoice', fr: 'Facture', ar: 'فاتورة', tr: 'Fatura', hi: 'इनवॉइस' },
  order_code: { en: 'Order number', fr: 'N° de commande', ar: 'رقم الطلب', tr: 'Sipariş no.', hi: 'ऑर्डर नंबर' },
  invoice_number: { en: 'Invoice number', fr: 'N° de facture', ar: 'رقم الفاتورة', tr: 'Fatura no.', hi: 'इनवॉइस नंबर' },
  placed: { en: 'Order date', fr: 'Date de commande', ar: 'تاريخ الطلب', tr: 'Sipariş tarihi', hi: 'ऑर्डर की तारीख' },
  ship_to: { en: 'Ship to', fr: 'Livrer à', ar: 'الشحن إلى', tr: 'Teslimat adresi', hi: 'भेजने का पता' },
  bill_to: { en: 'Bill to', fr: 'Facturé à', ar: 'فاتورة باسم', tr: 'Fatura edilen', hi: 'बिल प्राप्तकर्ता' },
  seller: { en: 'Sold by {store}', fr: 'Vendu par {store}', ar: 'البائع: {store}', tr: 'Satıcı: {store}', hi: 'विक्रेता: {store}' },
  store: { en: 'Store: {store}', fr: 'Boutique : {store}', ar: 'المتجر: {store}', tr: 'Mağaza: {store}', hi: 'स्टोर: {store}' },
  packed: { en: 'Packed', fr: 'Emballé', ar: 'تم التغليف', tr: 'Paketlendi', hi: 'पैक हुआ' },
  product: { en: 'Product', fr: 'Produit', ar: 'المنتج', tr: 'Ürün', hi: 'उत्पाद' },
  quantity: { en: 'Qty', fr: 'Qté', ar: 'الكمية', tr: 'Adet', hi: 'मात्रा' },
  price: { en: 'Unit price', fr: 'Prix unitaire', ar: 'سعر الوحدة', tr: 'Birim fiyat', hi: 'इकाई मूल्य' },
  amount: { en: 'Amount', fr: 'Montant', ar: 'المبلغ', tr: 'Tutar', hi: 'राशि' },
  items: { en: 'Items to pack', fr: 'Articles à préparer', ar: 'عدد القطع المطلوب تعبئتها', tr: 'Paketlenecek ürün adedi', hi: 'पैक करने वाली वस्तुएँ' },
  delivery_instruction: { en: 'Delivery instruction', fr: 'Instructions de livraison', ar: 'تعليمات التوصيل', tr: 'Teslimat talimatı', hi: 'डिलीवरी निर्देश' },
  email: { en: 'E-mail', fr: 'E-mail', ar: 'البريد الإلكتروني', tr: 'E-posta', hi: 'ईमेल' },
  packed_by: { en: 'Packed by', fr: 'Préparé par', ar: 'جهّزه', tr: 'Hazırlayan', hi: 'पैक करने वाला' },
  checked_by: { en: 'Checked by', fr: 'Vérifié par', ar: 'راجعه', tr: 'Kontrol eden', hi: 'जाँचने वाला' },
  refund_due: { en: 'Refund due', fr: 'Remboursement dû', ar: 'مستحق الاسترداد', tr: 'İade bekleniyor', hi: 'धनवापसी बाकी है' },
  not_charged: { en: 'Not charged', fr: 'Non débité', ar: 'لم يُحصَّل', tr: 'Tahsil edilmedi', hi: 'शुल्क नहीं लिया गया' },
  page: { en: 'Page {page} of {pages}', fr: 'Page {page} sur {pages}', ar: 'صفحة {page} من {pages}', tr: 'Sayfa {page}/{pages}', hi: 'पृष्ठ {page} / {pages}' },
  thanks: {
    en: 'Thank you for your order.',
    fr: 'Merci pour votre commande.',
    ar: 'شكرًا لطلبك.',
    tr: 'Siparişiniz için teşekkür ederiz.',
    hi: 'आपके ऑर्डर के लिए धन्यवाद।',
  },
  order_not_found: {
    en: 'No order has this code.',
    fr: 'Aucune commande ne porte ce code.',
    ar: 'لا يوجد طلب بهذا الرمز.',
    tr: 'Bu koda sahip bir sipariş yok.',
    hi: 'इस कोड का कोई ऑर्डर नहीं है।',
  },
};

import { formatPrice, type PriceFormat } from '../../../core/shared/money';
import { centsToAmount } from '../../db/money';
import { PAYMENT_CASH_ON_DELIVERY, type PaymentState } from '../../../core/payments/payment-methods';
import { translate, type MessageTable } from '../../i18n/server-messages';
import type { ParcelView } from '../../../core/orders/order-contract';
import { CUSTOMER_TEXT_MAX, customerWords, isolateFor, type MailBlock, type MailRow } from './layout';

/** Wording of what every order mail says about the order: its lines, totals, address and payment. */
/** The shipping statuses as a shopper reads them. */
export const ORDER_STATUS_NAMES: MessageTable = {
  1: { en: 'Pending', fr: 'En attente', ar: 'قيد الانتظار', tr: 'Beklemede', hi: 'लंबित' },
  2: { en: 'Confirmed', fr: 'Confirmée', ar: 'مؤكد', tr: 'Onaylandı', hi: 'पुष्टि हुई' },
  3: { en: 'Picked up', fr: 'Prise en charge', ar: 'تم الاستلام', tr: 'Teslim alındı', hi: 'उठा लिया गया' },
  4: { en: 'On the way', fr: 'En route', ar: 'في الطريق', tr: 'Yolda', hi: 'रास्ते में' },
  5: { en: 'Delivered', fr: 'Livrée', ar: 'تم التسليم', tr: 'Teslim edildi', hi: 'डिलीवर हो गया' },
};

export const ORDER_SUMMARY_TEXTS: MessageTable = {
  parcels_title: { en: 'Your parcels', fr: 'Vos colis', ar: 'طرودك', tr: 'Paketleriniz', hi: 'आपके पार्सल' },
  parcel_from: { en: 'From {store}', fr: 'De {store}', ar: 'من {store}', tr: '{store} gönderisi', hi: '{store} से' },
  parcel_cancelled: { en: 'Cancelled', fr: 'Annulé', ar: 'أُلغي', tr: 'İptal edildi', hi: 'रद्द' },
  parcel_tracking: { en: '{carrier} tracking number {number}', fr: 'Numéro de suivi {carrier} {number}', ar: 'رقم تتبع {carrier}: {number}', tr: '{carrier} takip numarası {number}', hi: '{carrier} ट्रैकिंग नंबर {number}' },
  parcel_follow: { en: 'Follow it: {url}', fr: 'Suivez-le : {url}', ar: 'تابعه: {url}', tr: 'Takip edin: {url}', hi: 'इसे ट्रैक करें: {url}' },
  line: { en: '{title} × {quantity}', fr: '{title} × {quantity}', ar: '{title} × {quantity}', tr: '{title} × {quantity}', hi: '{title} × {quantity}' },
  unit_price: { en: 'Unit price: {price}', fr: 'Prix unitaire : {price}', ar: 'سعر الوحدة: {price}', tr: 'Birim fiyat: {price}', hi: 'इकाई मूल्य: {price}' },
  pickup_at: { en: 'Pickup at {place}', fr: 'Retrait à {place}', ar: 'الاستلام من {place}', tr: 'Teslim alma noktası: {place}', hi: '{place} से पिकअप' },
  subtotal: { en: 'Subtotal', fr: 'Sous-total', ar: 'المجموع الفرعي', tr: 'Ara toplam', hi: 'उप-योग' },
  bundle_offer: { en: 'Bundle offer', fr: 'Offre groupée', ar: 'عرض الحزمة', tr: 'Paket indirimi', hi: 'बंडल ऑफ़र' },
  shipping: { en: 'Shipping', fr: 'Livraison', ar: 'الشحن', tr: 'Kargo', hi: 'शिपिंग' },
  shipping_free: { en: 'Free', fr: 'Gratuite', ar: 'مجاني', tr: 'Ücretsiz', hi: 'मुफ़्त' },
  tax: { en: 'Tax', fr: 'Taxes', ar: 'الضريبة', tr: 'Vergi', hi: 'कर' },
  voucher: { en: 'Voucher', fr: 'Bon de réduction', ar: 'القسيمة', tr: 'Kupon', hi: 'वाउचर' },
  total: { en: 'Total', fr: 'Total', ar: 'الإجمالي', tr: 'Toplam', hi: 'कुल' },
  delivery_title: { en: 'Delivery address', fr: 'Adresse de livraison', ar: 'عنوان التوصيل', tr: 'Teslimat adresi', hi: 'डिलीवरी का पता' },
  buyer_title: { en: 'Your address', fr: 'Votre adresse', ar: 'عنوانك', tr: 'Adresiniz', hi: 'आपका पता' },
  pickup_place: { en: 'Pickup point: {place}', fr: 'Point de retrait : {place}', ar: 'نقطة الاستلام: {place}', tr: 'Teslim alma noktası: {place}', hi: 'पिकअप पॉइंट: {place}' },
  name: { en: 'Name', fr: 'Nom', ar: 'الاسم', tr: 'Ad soyad', hi: 'नाम' },
  address_1: { en: 'Address', fr: 'Adresse', ar: 'العنوان', tr: 'Adres', hi: 'पता' },
  address_2: { en: 'Address line 2', fr: 'Complément d’adresse', ar: 'سطر العنوان 2', tr: 'Adres satırı 2', hi: 'पता पंक्ति 2' },
  city: { en: 'City', fr: 'Ville', ar: 'المدينة', tr: 'Şehir', hi: 'शहर' },
  state: { en: 'State / region', fr: 'État / région', ar: 'الولاية / المنطقة', tr: 'Eyalet / bölge', hi: 'राज्य / क्षेत्र' },
  zip: { en: 'Postcode', fr: 'Code postal', ar: 'الرمز البريدي', tr: 'Posta kodu', hi: 'पिन कोड' },
  country: { en: 'Country', fr: 'Pays', ar: 'الدولة', tr: 'Ülke', hi: 'देश' },
  phone: { en: 'Phone', fr: 'Téléphone', ar: 'الهاتف', tr: 'Telefon', hi: 'फ़ोन' },
  payment_title: { en: 'Payment', fr: 'Paiement', ar: 'الدفع', tr: 'Ödeme', hi: 'भुगतान' },
  payment_method: { en: 'Payment method', fr: 'Moyen de paiement', ar: 'طريقة الدفع', tr: 'Ödeme yöntemi', hi: 'भुगतान का तरीका' },
  payment_status: { en: 'Payment status', fr: 'État du paiement', ar: 'حالة الدفع', tr: 'Ödeme durumu', hi: 'भुगतान की स्थिति' },
  paid: { en: 'Paid', fr: 'Payé', ar: 'مدفوع', tr: 'Ödendi', hi: 'भुगतान हो गया' },
  awaiting: { en: 'Not paid yet', fr: 'Pas encore payé', ar: 'لم يُدفع بعد', tr: 'Henüz ödenmedi', hi: 'अभी भुगतान नहीं हुआ' },
  awaiting_cod: { en: 'To be paid on delivery', fr: 'À payer à la livraison', ar: 'يُدفع عند الاستلام', tr: 'Teslimatta ödenecek', hi: 'डिलीवरी पर भुगतान करना है' },
  refunded: { en: 'Refunded', fr: 'Remboursé', ar: 'مسترد', tr: 'İade edildi', hi: 'पैसा वापस किया गया' },
  method_1: { en: 'Razorpay', fr: 'Razorpay', ar: 'Razorpay', tr: 'Razorpay', hi: 'Razorpay' },
  method_2: { en: 'Cash on delivery', fr: 'Paiement à la livraison', ar: 'الدفع عند الاستلام', tr: 'Kapıda ödeme', hi: 'कैश ऑन डिलीवरी' },
  method_3: { en: 'Card (Stripe)', fr: 'Carte (Stripe)', ar: 'بطاقة (Stripe)', tr: 'Kart (Stripe)', hi: 'कार्ड (Stripe)' },
  method_4: { en: 'PayPal', fr: 'PayPal', ar: 'PayPal', tr: 'PayPal', hi: 'PayPal' },
  method_5: { en: 'Paystack', fr: 'Paystack', ar: 'Paystack', tr: 'Paystack', hi: 'Paystack' },
  method_6: { en: 'Flutterwave', fr: 'Flutterwave', ar: 'Flutterwave', tr: 'Flutterwave', hi: 'Flutterwave' },
  method_7: { en: 'Bank transfer', fr: 'Virement bancaire', ar: 'تحويل بنكي', tr: 'Banka havalesi', hi: 'बैंक ट्रांसफ़र' },
};

/** A pickup place of the shop, as its shipping rule names it (the shop's words, not the buyer's). */
export interface MailPickupPlace {
  id: number;
  name: string;
  /** Its address lines, phone last; empty ones left out. */
  lines: string[];
}

/** One ordered line: what, which variant, how many, at what unit price (as charged), where it goes. */
export interface OrderMailLine {
  title: string;
  /** The variant's attributes in the mail's language, in the product page's order. */
  variant: { attribute: string; value: string }[];
  quantity: number;
  /** The unit price charged, in cents (the order line's `selling`). */
  unitCents: number;
  /** Collected at this place; null when delivered to the address. */
  pickup: MailPickupPlace | null;
}

/** The address the order was placed with (a snapshot), country and state as names in the mail's language. */
export interface OrderMailAddress {
  name: string;
  phone: string | null;
  address_1: string;
  address_2: string | null;
  city: string;
  zip: string;
  /** The state's name when the country lists it; else the region as the buyer wrote it. */
  state: { name: string } | { written: string };
  country: string;
}

/** What every order mail tells about the order. */
export interface OrderMailSummary {
  lines: OrderMailLine[];
  totals: { subtotal: number; bundleOffer: number; shipping: number; tax: number; voucher: number; total: number };
  address: OrderMailAddress;
  /** Payment method 1-7 and where it stands now. */
  payment: { method: number; state: PaymentState };
  /** The shop's currency settings, so the mail shows amounts as the storefront does. */
  format: PriceFormat;
  /** Each store's parcel (issue 33): named in the mail when there are several or one has a tracking number. */
  parcels?: ParcelView[];
}

/** Which parts of the summary a mail carries: a mail to an address nobody confirmed leaves the buyer's address out. */
export interface SummaryParts {
  address: boolean;
}

/**
 * The order as every order mail shows it, in `language`: the lines (variant, quantity, unit price
 * as charged, pickup place), the totals, the delivery address with all its lines and any pickup
 * points, and the payment method with whether it is paid. What the buyer typed is marked as their
 * words (quoted, in italics, never a link).
 */
export function orderMailSummary(summary: OrderMailSummary, language: string, parts: SummaryParts = { address: true }): MailBlock[] {
  const isolate = isolateFor(language);
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(ORDER_SUMMARY_TEXTS, key, language, vars);
  const money = (cents: number) => formatPrice(centsToAmount(cents), summary.format);
  const comma = language === 'ar' ? '، ' : ', ';
  const lines: MailRow[] = summary.lines.map((line) => ({
    // A title (often Latin inside Arabic) is isolated, so its quantity and the colon stay where the language puts them.
    label: t('line', { title: isolate(line.title), quantity: line.quantity }),
    value: money(line.unitCents * line.quantity),
    details: [
      ...(line.variant.length > 0 ? [line.variant.map((v) => `${v.attribute}${language === 'fr' ? ' :' : ':'} ${v.value}`).join(comma)] : []),
      t('unit_price', { price: isolate(money(line.unitCents)) }),
      ...(line.pickup ? [t('pickup_at', { place: isolate(line.pickup.name) })] : []),
    ],
  }));
  const { totals } = summary;
  const sums: MailRow[] = [
    { label: t('subtotal'), value: money(totals.subtotal) },
    ...(totals.bundleOffer > 0 ? [{ label: t('bundle_offer'), value: `-${money(totals.bundleOffer)}` }] : []),
    // Nothing charged for delivery (free delivery reached, or a rule that costs nothing) reads as the cart said it: Free.
    { label: t('shipping'), value: totals.shipping === 0 ? t('shipping_free') : money(totals.shipping) },
    { label: t('tax'), value: money(totals.tax) },
    ...(totals.voucher > 0 ? [{ label: t('voucher'), value: `-${money(totals.voucher)}` }] : []),
    { label: t('total'), value: money(totals.total), strong: true },
  ];
  const { method, state } = summary.payment;
  const status = state === 'awaiting' && method === PAYMENT_CASH_ON_DELIVERY ? 'awaiting_cod' : state;
  const payment: MailRow[] = [
    { label: t('payment_method'), value: translate(ORDER_SUMMARY_TEXTS, `method_${method}`, language) || String(method) },
    { label: t('payment_status'), value: t(status) },
  ];
  const parcels = summary.parcels ?? [];
  const named = parcels.length > 1 || parcels.some((parcel) => parcel.tracking_number !== null);
  const parcelRows: MailRow[] = parcels.map((parcel) => ({
    label: t('parcel_from', { store: isolate(parcel.store.title) }),
    value: parcel.cancelled ? t('parcel_cancelled') : translate(ORDER_STATUS_NAMES, String(parcel.status), language),
    details: parcel.tracking_number === null ? [] : [
      t('parcel_tracking', { carrier: isolate(parcel.carrier ?? ''), number: isolate(parcel.tracking_number) }),
      ...(parcel.tracking_url ? [t('parcel_follow', { url: parcel.tracking_url })] : []),
    ],
  }));
  return [
    { rows: lines },
    { rows: sums },
    ...(named ? [{ title: t('parcels_title'), rows: parcelRows }] : []),
    ...(parts.address ? addressBlocks(summary, t, isolate) : []),
    { title: t('payment_title'), rows: payment },
  ];
}

function addressBlocks(summary: OrderMailSummary, t: (key: string, vars?: Record<string, string | number>) => string, isolate: (value: string) => string): MailBlock[] {
  const words = (value: string) => customerWords(value, CUSTOMER_TEXT_MAX.note);
  const { address } = summary;
  const delivered = summary.lines.some((line) => line.pickup === null);
  const field = (key: string, value: string | null | undefined): MailRow[] => (value && value.trim() ? [{ label: t(key), value: words(value) }] : []);
  const delivery: MailRow[] = [
    ...field('name', address.name),
    ...field('address_1', address.address_1),
    ...field('address_2', address.address_2),
    ...field('city', address.city),
    ...('name' in address.state ? [{ label: t('state'), value: address.state.name }] : field('state', address.state.written)),
    ...field('zip', address.zip),
    { label: t('country'), value: address.country },
    ...field('phone', address.phone),
  ];
  const places = [...new Map(summary.lines.flatMap((line) => (line.pickup ? [[line.pickup.id, line.pickup] as const] : []))).values()];
  return [
    // Every order keeps its buyer's address: where it is delivered, or (all lines collected) who collects it.
    { title: t(delivered ? 'delivery_title' : 'buyer_title'), rows: delivery },
    // A pickup point is the shop's own place, one line of its address a line.
    // Each line isolated: "12 Market Street" keeps its number in front inside Arabic.
    ...places.map((place) => [t('pickup_place', { place: isolate(place.name) }), ...place.lines.map(isolate)].join('\n')),
  ];
}

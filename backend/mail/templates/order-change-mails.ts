import type { OrderStatus } from '../../../core/orders/order-status';
import { formatPrice } from '../../../core/shared/money';
import { centsToAmount } from '../../db/money';
import { SELLER_LIMITS } from '../../../core/seller/seller-product';
import { translate, type MessageTable } from '../../i18n/server-messages';
import type { MailMessage } from '../mailer';
import { CUSTOMER_TEXT_MAX, customerWords, isolateFor, renderMail } from './layout';
import { ORDER_STATUS_NAMES, type OrderMailSummary, orderMailSummary } from './order-mail-summary';

/** What changed: the kinds of order mail besides the confirmation. */
/**
 * `part_cancelled`: a seller cancelled their store's part of the order (decision 0036); the rest goes on.
 * `late_refund`: a payment that arrived for an order already cancelled (an abandoned online payment)
 * was refunded; `duplicate_refund`: a second payment for an order already paid was refunded.
 */
export type OrderChangeMailKind = 'status' | 'cancelled' | 'refunded' | 'paid' | 'late_refund' | 'duplicate_refund' | 'part_cancelled';

/** The shipping statuses as a shopper reads them (kept with the summary, which names each parcel's). */
export { ORDER_STATUS_NAMES } from './order-mail-summary';

const TEXTS: MessageTable = {
  greeting: { en: 'Hello {name},', fr: 'Bonjour {name},', ar: 'مرحبًا {name}،', tr: 'Merhaba {name},', hi: 'नमस्ते {name},' },
  status_subject: {
    en: 'Your order {code}: {status}', fr: 'Votre commande {code} : {status}', ar: 'طلبك {code}: {status}', tr: '{code} numaralı siparişiniz: {status}', hi: 'आपका ऑर्डर {code}: {status}',
  },
  status_body: {
    en: 'Your order {code} is now: {status}.', fr: 'Votre commande {code} est maintenant : {status}.', ar: 'حالة طلبك {code} الآن: {status}.',
    tr: '{code} numaralı siparişinizin durumu artık: {status}.', hi: 'आपके ऑर्डर {code} की स्थिति अब: {status}।',
  },
  cancelled_subject: {
    en: 'Your order {code} has been cancelled', fr: 'Votre commande {code} a été annulée', ar: 'تم إلغاء طلبك {code}', tr: '{code} numaralı siparişiniz iptal edildi', hi: 'आपका ऑर्डर {code} रद्द कर दिया गया है',
  },
  cancelled_body: {
    en: 'Your order {code} has been cancelled. Nothing more will be charged for it.', fr: 'Votre commande {code} a été annulée. Rien de plus ne vous sera facturé pour elle.',
    ar: 'تم إلغاء طلبك {code}. لن يتم تحصيل أي مبلغ آخر مقابله.', tr: '{code} numaralı siparişiniz iptal edildi. Bu sipariş için başka ücret alınmayacak.',
    hi: 'आपका ऑर्डर {code} रद्द कर दिया गया है। इसके लिए आगे कोई शुल्क नहीं लिया जाएगा।',
  },
  cancelled_lead: {
    en: 'Your order {code} has been cancelled.', fr: 'Votre commande {code} a été annulée.', ar: 'تم إلغاء طلبك {code}.',
    tr: '{code} numaralı siparişiniz iptal edildi.', hi: 'आपका ऑर्डर {code} रद्द कर दिया गया है।',
  },
  cancelled_refunded: {
    en: 'We have refunded the {amount} you paid to your {provider} payment; depending on your bank it may take a few days to appear.',
    fr: 'Nous avons remboursé les {amount} payés sur votre paiement {provider} ; selon votre banque, cela peut prendre quelques jours.',
    ar: 'لقد رددنا مبلغ {amount} الذي دفعته إلى وسيلة الدفع عبر {provider}؛ وقد يستغرق ظهوره بضعة أيام حسب مصرفك.',
    tr: 'Ödediğiniz {amount} tutarını {provider} ödemenize iade ettik; bankanıza bağlı olarak hesabınıza geçmesi birkaç gün sürebilir.',
    hi: 'आपके द्वारा चुकाए गए {amount} हमने आपके {provider} भुगतान में वापस कर दिए हैं; आपके बैंक के अनुसार इन्हें दिखने में कुछ दिन लग सकते हैं।',
  },
  cancelled_due_online: {
    en: 'We owe you the {amount} you paid through {provider}: the refund to the same payment will follow shortly, and we will write to you when it is done.',
    fr: 'Nous vous devons les {amount} payés via {provider} : le remboursement sur ce même paiement suivra sous peu, et nous vous écrirons une fois fait.',
    ar: 'ندين لك بمبلغ {amount} الذي دفعته عبر {provider}: سيتبع الاسترداد إلى وسيلة الدفع نفسها قريبًا، وسنراسلك عند إتمامه.',
    tr: '{provider} ile ödediğiniz {amount} tutarını size borçluyuz: aynı ödemeye iade kısa süre içinde yapılacak ve tamamlandığında size yazacağız.',
    hi: '{provider} से चुकाए गए {amount} हम पर आपके बकाया हैं: उसी भुगतान में धनवापसी जल्द होगी, और पूरी होने पर हम आपको लिखेंगे।',
  },
  cancelled_due_transfer: {
    en: 'We owe you the {amount} you paid by bank transfer: we will transfer it back to the account you paid from, and write to you when it is done.',
    fr: 'Nous vous devons les {amount} payés par virement : nous les reverserons sur le compte d’où vous avez payé, et vous écrirons une fois fait.',
    ar: 'ندين لك بمبلغ {amount} الذي دفعته بالتحويل المصرفي: سنحوّله إلى الحساب الذي دفعت منه، وسنراسلك عند إتمامه.',
    tr: 'Havale ile ödediğiniz {amount} tutarını size borçluyuz: ödeme yaptığınız hesaba geri göndereceğiz ve tamamlandığında size yazacağız.',
    hi: 'बैंक ट्रांसफ़र से चुकाए गए {amount} हम पर आपके बकाया हैं: हम इन्हें उसी खाते में वापस भेजेंगे जिससे आपने भुगतान किया था, और पूरा होने पर आपको लिखेंगे।',
  },
  cancelled_due_cash: {
    en: 'We owe you the {amount} you paid on delivery: we will contact you to arrange the refund, and write to you when it is done.',
    fr: 'Nous vous devons les {amount} payés à la livraison : nous vous contacterons pour organiser le remboursement, et vous écrirons une fois fait.',
    ar: 'ندين لك بمبلغ {amount} الذي دفعته عند الاستلام: سنتواصل معك لترتيب الاسترداد، وسنراسلك عند إتمامه.',
    tr: 'Teslimatta ödediğiniz {amount} tutarını size borçluyuz: iadeyi ayarlamak için sizinle iletişime geçeceğiz ve tamamlandığında size yazacağız.',
    hi: 'डिलीवरी पर चुकाए गए {amount} हम पर आपके बकाया हैं: धनवापसी की व्यवस्था के लिए हम आपसे संपर्क करेंगे, और पूरा होने पर आपको लिखेंगे।',
  },
  reason: { en: 'Reason: {reason}', fr: 'Motif : {reason}', ar: 'السبب: {reason}', tr: 'Sebep: {reason}', hi: 'कारण: {reason}' },
  refunded_subject: {
    en: 'Your order {code} has been refunded', fr: 'Votre commande {code} a été remboursée', ar: 'تم استرداد مبلغ طلبك {code}', tr: '{code} numaralı siparişinizin ücreti iade edildi', hi: 'आपके ऑर्डर {code} का पैसा वापस कर दिया गया है',
  },
  refunded_body: {
    en: 'We have refunded your order {code}.', fr: 'Nous avons remboursé votre commande {code}.', ar: 'لقد استرددنا مبلغ طلبك {code}.',
    tr: '{code} numaralı siparişinizin ücretini iade ettik.', hi: 'हमने आपके ऑर्डर {code} का पैसा वापस कर दिया है।',
  },
  paid_subject: {
    en: 'Payment received for your order {code}', fr: 'Paiement reçu pour votre commande {code}', ar: 'تم استلام الدفع لطلبك {code}', tr: '{code} numaralı siparişinizin ödemesi alındı', hi: 'आपके ऑर्डर {code} का भुगतान मिल गया है',
  },
  paid_body: {
    en: 'We have verified your payment for order {code}. Thank you!', fr: 'Nous avons vérifié votre paiement pour la commande {code}. Merci !',
    ar: 'لقد تحققنا من دفعك للطلب {code}. شكرًا لك!', tr: '{code} numaralı sipariş için ödemenizi doğruladık. Teşekkürler!',
    hi: 'हमने ऑर्डर {code} के लिए आपके भुगतान की पुष्टि कर दी है। धन्यवाद!',
  },
  late_refund_subject: {
    en: 'Your payment for order {code} has been refunded', fr: 'Votre paiement pour la commande {code} a été remboursé', ar: 'تم استرداد دفعتك للطلب {code}',
    tr: '{code} numaralı sipariş için ödemeniz iade edildi', hi: 'ऑर्डर {code} के लिए आपका भुगतान वापस कर दिया गया है',
  },
  late_refund_body: {
    en: 'Your payment for order {code} arrived after the order had been cancelled because it was not paid in time. We have refunded the full amount; depending on your bank it may take a few days to appear.',
    fr: 'Votre paiement pour la commande {code} est arrivé après son annulation, faute de paiement à temps. Nous avons remboursé la totalité du montant ; selon votre banque, cela peut prendre quelques jours.',
    ar: 'وصلت دفعتك للطلب {code} بعد إلغائه لعدم الدفع في الوقت المحدد. لقد استرددنا المبلغ كاملًا؛ وقد يستغرق ظهوره بضعة أيام حسب مصرفك.',
    tr: '{code} numaralı sipariş için ödemeniz, sipariş zamanında ödenmediği için iptal edildikten sonra ulaştı. Tutarın tamamını iade ettik; bankanıza bağlı olarak hesabınıza geçmesi birkaç gün sürebilir.',
    hi: 'ऑर्डर {code} के लिए आपका भुगतान तब पहुँचा जब ऑर्डर समय पर भुगतान न होने के कारण रद्द हो चुका था। हमने पूरी राशि वापस कर दी है; आपके बैंक के अनुसार इसे दिखने में कुछ दिन लग सकते हैं।',
  },
  duplicate_refund_subject: {
    en: 'A second payment for your order {code} has been refunded', fr: 'Un second paiement pour votre commande {code} a été remboursé',
    ar: 'تم استرداد دفعة ثانية لطلبك {code}', tr: '{code} numaralı siparişiniz için yapılan ikinci ödeme iade edildi', hi: 'आपके ऑर्डर {code} के लिए दूसरा भुगतान वापस कर दिया गया है',
  },
  duplicate_refund_body: {
    en: 'Your order {code} was already paid when another payment for it arrived. We have refunded that second payment in full; your order is paid and goes ahead as usual.',
    fr: 'Votre commande {code} était déjà payée lorsqu’un autre paiement est arrivé. Nous avons remboursé ce second paiement en totalité ; votre commande est payée et suit son cours.',
    ar: 'كان طلبك {code} مدفوعًا بالفعل عندما وصلت دفعة أخرى له. لقد استرددنا تلك الدفعة الثانية كاملة؛ طلبك مدفوع ويستمر كالمعتاد.',
    tr: '{code} numaralı siparişiniz için başka bir ödeme geldiğinde sipariş zaten ödenmişti. Bu ikinci ödemenin tamamını iade ettik; siparişiniz ödendi ve her zamanki gibi devam ediyor.',
    hi: 'आपके ऑर्डर {code} के लिए एक और भुगतान आने से पहले ही उसका भुगतान हो चुका था। हमने वह दूसरा भुगतान पूरा वापस कर दिया है; आपका ऑर्डर भुगतान हो चुका है और सामान्य रूप से आगे बढ़ेगा।',
  },
  part_cancelled_subject: {
    en: 'Part of your order {code} has been cancelled', fr: 'Une partie de votre commande {code} a été annulée', ar: 'تم إلغاء جزء من طلبك {code}',
    tr: '{code} numaralı siparişinizin bir kısmı iptal edildi', hi: 'आपके ऑर्डर {code} का एक हिस्सा रद्द कर दिया गया है',
  },
  part_cancelled_body: {
    en: '{store} has cancelled its part of your order {code}: {items}. The rest of your order goes ahead.',
    fr: '{store} a annulé sa partie de votre commande {code} : {items}. Le reste de votre commande suit son cours.',
    ar: 'ألغى {store} الجزء الخاص به من طلبك {code}: {items}. يستمر باقي طلبك كالمعتاد.',
    tr: '{store}, {code} numaralı siparişinizdeki kendi kısmını iptal etti: {items}. Siparişinizin geri kalanı devam ediyor.',
    hi: '{store} ने आपके ऑर्डर {code} में से अपना हिस्सा रद्द कर दिया है: {items}। आपके ऑर्डर का बाकी हिस्सा आगे बढ़ रहा है।',
  },
  part_cancelled_body_shop: {
    en: 'We have cancelled the items of your order {code} from {store} that had not left yet: {items}. What has left goes on.',
    fr: 'Nous avons annulé les articles de votre commande {code} venant de {store} qui n’étaient pas encore partis : {items}. Ce qui est parti suit son cours.',
    ar: 'ألغينا منتجات طلبك {code} من {store} التي لم تكن قد غادرت بعد: {items}. يستمر ما غادر كالمعتاد.',
    tr: '{code} numaralı siparişinizde {store} mağazasından henüz yola çıkmamış ürünleri iptal ettik: {items}. Yola çıkanlar devam ediyor.',
    hi: 'हमने आपके ऑर्डर {code} में {store} की वे वस्तुएँ रद्द कर दी हैं जो अभी निकली नहीं थीं: {items}। जो निकल चुका है वह आगे बढ़ेगा।',
  },
  part_cancelled_none: {
    en: 'Nothing is charged for these items: your order now comes to {total}.', fr: 'Rien n’est facturé pour ces articles : votre commande s’élève désormais à {total}.',
    ar: 'لن يتم تحصيل أي مبلغ مقابل هذه المنتجات: أصبح إجمالي طلبك الآن {total}.', tr: 'Bu ürünler için ücret alınmayacak: siparişinizin tutarı artık {total}.',
    hi: 'इन वस्तुओं के लिए कोई शुल्क नहीं लिया जाएगा: आपका ऑर्डर अब {total} का है।',
  },
  part_cancelled_refunded: {
    en: 'We have refunded {amount} for these items to your {provider} payment; depending on your bank it may take a few days to appear.',
    fr: 'Nous avons remboursé {amount} pour ces articles sur votre paiement {provider} ; selon votre banque, cela peut prendre quelques jours.',
    ar: 'لقد رددنا {amount} مقابل هذه المنتجات إلى وسيلة الدفع عبر {provider}؛ وقد يستغرق ظهوره بضعة أيام حسب مصرفك.',
    tr: 'Bu ürünler için {amount} tutarını {provider} ödemenize iade ettik; bankanıza bağlı olarak hesabınıza geçmesi birkaç gün sürebilir.',
    hi: 'इन वस्तुओं के लिए {amount} हमने आपके {provider} भुगतान में वापस कर दिए हैं; आपके बैंक के अनुसार इन्हें दिखने में कुछ दिन लग सकते हैं।',
  },
  part_cancelled_due_online: {
    en: 'We owe you {amount} for these items: it will be refunded to your {provider} payment shortly.',
    fr: 'Nous vous devons {amount} pour ces articles : ils seront remboursés sous peu sur votre paiement {provider}.',
    ar: 'ندين لك بمبلغ {amount} مقابل هذه المنتجات: سيُرد إلى وسيلة الدفع عبر {provider} قريبًا.',
    tr: 'Bu ürünler için size {amount} borçluyuz: kısa süre içinde {provider} ödemenize iade edilecek.',
    hi: 'इन वस्तुओं के लिए {amount} हम पर आपके बकाया हैं: ये जल्द ही आपके {provider} भुगतान में वापस कर दिए जाएँगे।',
  },
  part_cancelled_due_transfer: {
    en: 'We owe you {amount} for these items: we will transfer it back to the account you paid from.',
    fr: 'Nous vous devons {amount} pour ces articles : nous les reverserons sur le compte d’où vous avez payé.',
    ar: 'ندين لك بمبلغ {amount} مقابل هذه المنتجات: سنحوّله إلى الحساب الذي دفعت منه.',
    tr: 'Bu ürünler için size {amount} borçluyuz: ödeme yaptığınız hesaba geri göndereceğiz.',
    hi: 'इन वस्तुओं के लिए {amount} हम पर आपके बकाया हैं: हम इन्हें उसी खाते में वापस भेजेंगे जिससे आपने भुगतान किया था।',
  },
  part_cancelled_due_cash: {
    en: 'We owe you {amount} for these items: we will contact you to arrange the refund.',
    fr: 'Nous vous devons {amount} pour ces articles : nous vous contacterons pour organiser le remboursement.',
    ar: 'ندين لك بمبلغ {amount} مقابل هذه المنتجات: سنتواصل معك لترتيب الاسترداد.',
    tr: 'Bu ürünler için size {amount} borçluyuz: iadeyi ayarlamak için sizinle iletişime geçeceğiz.',
    hi: 'इन वस्तुओं के लिए {amount} हम पर आपके बकाया हैं: धनवापसी की व्यवस्था के लिए हम आपसे संपर्क करेंगे।',
  },
  track: {
    en: 'Follow your order here: {url}', fr: 'Suivez votre commande ici : {url}', ar: 'تابع طلبك هنا: {url}',
    tr: 'Siparişinizi buradan takip edin: {url}', hi: 'अपने ऑर्डर को यहाँ ट्रैक करें: {url}',
  },
};

export interface OrderChangeMailContent {
  to: { email: string; name: string; language: string };
  kind: OrderChangeMailKind;
  trackingCode: string;
  status: OrderStatus;
  reason?: string | null;
  /** Where the tracking page is, in the shopper's language (see trackingUrl). */
  trackUrl: string;
  /** The order as the change left it: lines, totals, address, payment (backend/orders/order-mail-summary.ts). */
  summary: OrderMailSummary;
  /** A cancelled paid order's money (or a cancelled part's): refunded through its provider, or owed back (and how it will come). */
  refund?: CancellationRefund | null;
  /** `part_cancelled`: the store whose items were cancelled, the items, and who cancelled them (its seller, or the shop). */
  part?: { store: string; items: { title: string; quantity: number }[]; by: 'seller' | 'shop' } | null;
}

/**
 * What a cancellation did with the money paid (backend/payments/cancel-order.ts): nothing was paid
 * (no line), refunded through the provider, or a refund due by the same online payment, by bank
 * transfer back, or arranged for cash paid on delivery. `amount` is formatted in the shop's currency.
 */
export type CancellationRefund =
  | { kind: 'refunded'; amount: string; provider: string }
  | { kind: 'due_online'; amount: string; provider: string }
  | { kind: 'due_transfer' | 'due_cash'; amount: string };

/** A mail telling the shopper what happened to their order, what the order is now (lines, address, payment), and the link to follow it. */
export function orderChangeMail(content: OrderChangeMailContent): MailMessage {
  const { language } = content.to;
  const status = translate(ORDER_STATUS_NAMES, String(content.status), language);
  const isolate = isolateFor(language);
  // In the body, the code and the name keep their own order inside Arabic; the subject line stays plain.
  const refund = content.kind === 'cancelled' || content.kind === 'part_cancelled' ? content.refund ?? null : null;
  const part = content.kind === 'part_cancelled' ? content.part ?? null : null;
  const t = (key: string) => translate(TEXTS, key, language, {
    code: isolate(content.trackingCode), status, name: isolate(customerWords(content.to.name, CUSTOMER_TEXT_MAX.name)), reason: customerWords(content.reason ?? '', CUSTOMER_TEXT_MAX.note), url: content.trackUrl,
    amount: isolate(refund?.amount ?? ''), provider: refund && 'provider' in refund ? isolate(refund.provider) : '',
    store: isolate(customerWords(part?.store ?? '', CUSTOMER_TEXT_MAX.name)), items: (part?.items ?? []).map((item) => isolate(`${customerWords(item.title, SELLER_LIMITS.titleMax)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}`)).join(', '),
    total: isolate(formatPrice(centsToAmount(content.summary.totals.total), content.summary.format)),
  });
  // A paid order's cancellation says where its money is instead of "nothing more will be charged";
  // a cancelled part, what it costs now or what comes back.
  const body = part ? [t(part.by === 'shop' ? 'part_cancelled_body_shop' : 'part_cancelled_body'), t(refund ? `part_cancelled_${refund.kind}` : 'part_cancelled_none')]
    : refund ? [t('cancelled_lead'), t(`cancelled_${refund.kind}`)] : [t(`${content.kind}_body`)];
  return renderMail(content.to.email, language, {
    subject: translate(TEXTS, `${content.kind}_subject`, language, { code: content.trackingCode, status }),
    paragraphs: [
      t('greeting'),
      ...body,
      ...((content.kind === 'cancelled' || content.kind === 'part_cancelled') && content.reason ? [t('reason')] : []),
      ...orderMailSummary(content.summary, language),
      t('track'),
    ],
  });
}

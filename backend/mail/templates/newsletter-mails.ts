import { formatDate } from '../../../core/shared/dates';
import { translate, translateCount, type MessageTable } from '../../i18n/server-messages';
import type { MailMessage } from '../mailer';
import { renderMail } from './layout';

const TEXTS: MessageTable = {
  confirm_subject: {
    en: 'Please confirm your newsletter subscription',
    fr: 'Confirmez votre abonnement à la newsletter',
    ar: 'يرجى تأكيد اشتراكك في النشرة البريدية',
    tr: 'Lütfen bülten aboneliğinizi onaylayın',
    hi: 'कृपया अपनी न्यूज़लेटर सदस्यता की पुष्टि करें',
  },
  confirm_intro: {
    en: 'Someone, hopefully you, asked to receive our newsletter at this address. Open this link to confirm, and we will send you your 10% welcome voucher:',
    fr: 'Quelqu’un, sans doute vous, a demandé à recevoir notre newsletter à cette adresse. Ouvrez ce lien pour confirmer, et nous vous enverrons votre bon de bienvenue de 10 % :',
    ar: 'طلب شخص ما، ونأمل أن تكون أنت، تلقي نشرتنا البريدية على هذا العنوان. افتح هذا الرابط للتأكيد، وسنرسل إليك قسيمة الترحيب بخصم 10%:',
    tr: 'Birisi, umarız sizsiniz, bu adrese bültenimizi almak istedi. Onaylamak için bu bağlantıyı açın; size %10 hoş geldin kuponunuzu gönderelim:',
    hi: 'किसी ने, शायद आपने, इस पते पर हमारा न्यूज़लेटर पाने का अनुरोध किया है। पुष्टि करने के लिए यह लिंक खोलें, और हम आपको 10% का स्वागत वाउचर भेजेंगे:',
  },
  confirm_expiry: {
    en: 'The link works for {days} days. If you did not ask for this, ignore this e-mail: without confirmation you will receive nothing from us.',
    fr: 'Le lien est valable {days} jours. Si vous n’avez rien demandé, ignorez cet e-mail : sans confirmation, vous ne recevrez rien de notre part.',
    ar: 'يعمل الرابط لمدة {days} يوم. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن تتلقى منا شيئًا دون تأكيد.',
    tr: 'Bağlantı {days} gün geçerlidir. Bunu siz istemediyseniz bu e-postayı yok sayın: onay olmadan bizden hiçbir şey almazsınız.',
    hi: 'यह लिंक {days} दिनों तक काम करता है। अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: पुष्टि के बिना आपको हमसे कुछ नहीं मिलेगा।',
  },
  // The forms of confirm_expiry whose words change with the number (translateCount).
  confirm_expiry_one: {
    en: 'The link works for 1 day. If you did not ask for this, ignore this e-mail: without confirmation you will receive nothing from us.',
    fr: 'Le lien est valable 1 jour. Si vous n’avez rien demandé, ignorez cet e-mail : sans confirmation, vous ne recevrez rien de notre part.',
    ar: 'يعمل الرابط لمدة يوم واحد. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن تتلقى منا شيئًا دون تأكيد.',
    hi: 'यह लिंक 1 दिन तक काम करता है। अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: पुष्टि के बिना आपको हमसे कुछ नहीं मिलेगा।',
  },
  confirm_expiry_two: { ar: 'يعمل الرابط لمدة يومين. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن تتلقى منا شيئًا دون تأكيد.' },
  confirm_expiry_few: { ar: 'يعمل الرابط لمدة {days} أيام. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن تتلقى منا شيئًا دون تأكيد.' },
  confirm_expiry_many: { ar: 'يعمل الرابط لمدة {days} يومًا. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن تتلقى منا شيئًا دون تأكيد.' },
  welcome_subject: {
    en: 'Welcome! Your 10% voucher is inside',
    fr: 'Bienvenue ! Votre bon de 10 % est à l’intérieur',
    ar: 'مرحبًا بك! قسيمة خصم 10% بالداخل',
    tr: 'Hoş geldiniz! %10 kuponunuz içeride',
    hi: 'स्वागत है! आपका 10% वाउचर अंदर है',
  },
  welcome_again_subject: {
    en: 'Your newsletter subscription is confirmed',
    fr: 'Votre abonnement à la newsletter est confirmé',
    ar: 'تم تأكيد اشتراكك في النشرة البريدية',
    tr: 'Bülten aboneliğiniz onaylandı',
    hi: 'आपकी न्यूज़लेटर सदस्यता की पुष्टि हो गई है',
  },
  welcome_intro: {
    en: 'Your subscription is confirmed. As promised, here is your voucher for {percent}% off one order:',
    fr: 'Votre abonnement est confirmé. Comme promis, voici votre bon de {percent} % de réduction sur une commande :',
    ar: 'تم تأكيد اشتراكك. كما وعدنا، إليك قسيمتك للحصول على خصم {percent}% على طلب واحد:',
    tr: 'Aboneliğiniz onaylandı. Söz verdiğimiz gibi, bir siparişte %{percent} indirim kuponunuz:',
    hi: 'आपकी सदस्यता की पुष्टि हो गई है। वादे के अनुसार, एक ऑर्डर पर {percent}% छूट का आपका वाउचर:',
  },
  welcome_use: {
    en: 'Enter the code at checkout. It can be used once, until {date}.',
    fr: 'Saisissez le code lors de la commande. Il est utilisable une fois, jusqu’au {date}.',
    ar: 'أدخل الرمز عند إتمام الطلب. يمكن استخدامه مرة واحدة حتى {date}.',
    tr: 'Kodu ödeme sırasında girin. {date} tarihine kadar bir kez kullanılabilir.',
    hi: 'चेकआउट पर कोड डालें। इसे {date} तक एक बार इस्तेमाल किया जा सकता है।',
  },
  welcome_again: {
    en: 'Your subscription is confirmed again. Welcome back! (The welcome voucher is given once per address.)',
    fr: 'Votre abonnement est de nouveau confirmé. Bon retour parmi nous ! (Le bon de bienvenue n’est offert qu’une fois par adresse.)',
    ar: 'تم تأكيد اشتراكك مرة أخرى. مرحبًا بعودتك! (تُمنح قسيمة الترحيب مرة واحدة لكل عنوان.)',
    tr: 'Aboneliğiniz yeniden onaylandı. Tekrar hoş geldiniz! (Hoş geldin kuponu her adrese bir kez verilir.)',
    hi: 'आपकी सदस्यता फिर से पक्की हो गई है। वापसी पर स्वागत है! (स्वागत वाउचर हर पते को एक बार ही मिलता है।)',
  },
  shop: {
    en: 'Start shopping: {url}',
    fr: 'Commencer vos achats : {url}',
    ar: 'ابدأ التسوق: {url}',
    tr: 'Alışverişe başlayın: {url}',
    hi: 'खरीदारी शुरू करें: {url}',
  },
  unsubscribe: {
    en: 'No longer want our e-mails? Unsubscribe with one click: {url}',
    fr: 'Vous ne souhaitez plus recevoir nos e-mails ? Désabonnez-vous en un clic : {url}',
    ar: 'لا تريد رسائلنا بعد الآن؟ ألغِ الاشتراك بنقرة واحدة: {url}',
    tr: 'E-postalarımızı artık istemiyor musunuz? Tek tıkla abonelikten çıkın: {url}',
    hi: 'अब हमारे ईमेल नहीं चाहिए? एक क्लिक में सदस्यता छोड़ें: {url}',
  },
};

/** Where a newsletter mail's unsubscribe links go: the page (in the body) and the one-click POST (in the headers). */
export interface UnsubscribeLinks {
  /** The storefront page, in the subscriber's language. */
  page: string;
  /** The api/v1 endpoint a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058). */
  oneClick: string;
}

/** Every newsletter mail carries these: the unsubscribe link in the body and one-click unsubscribe in the headers. */
function asNewsletterMail(mail: MailMessage, links: UnsubscribeLinks): MailMessage {
  return { ...mail, headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** The double opt-in mail: the confirmation link (valid `days` days), in the subscriber's language. */
export function newsletterConfirmMail(to: string, language: string, confirmUrl: string, days: number, links: UnsubscribeLinks): MailMessage {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(TEXTS, key, language, vars);
  return asNewsletterMail(renderMail(to, language, {
    subject: t('confirm_subject'),
    paragraphs: [t('confirm_intro'), confirmUrl, translateCount(TEXTS, 'confirm_expiry', language, days, { days }), t('unsubscribe', { url: links.page })],
  }), links);
}

/**
 * The mail after confirmation: the welcome voucher the popup promises (its code shown large, how
 * long it lasts), or a plain welcome back for an address that had its voucher already.
 */
export function newsletterWelcomeMail(
  to: string,
  language: string,
  voucher: { code: string; percent: number; endsAt: string } | null,
  shopUrl: string,
  links: UnsubscribeLinks,
): MailMessage {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(TEXTS, key, language, vars);
  const date = (iso: string) => formatDate(language, iso);
  const body = voucher
    ? [t('welcome_intro', { percent: voucher.percent }), voucher.code, t('welcome_use', { date: date(voucher.endsAt) })]
    : [t('welcome_again')];
  return asNewsletterMail(renderMail(to, language, {
    subject: voucher ? t('welcome_subject') : t('welcome_again_subject'),
    paragraphs: [...body, t('shop', { url: shopUrl }), t('unsubscribe', { url: links.page })],
    ...(voucher ? { code: voucher.code } : {}),
  }), links);
}

import { CONTACT, type ContactMessage } from '../../../core/contact/contact-form';
import { TEXT_MAX } from '../../../core/shared/forms';
import { translate, type MessageTable } from '../../i18n/server-messages';
import type { MailMessage } from '../mailer';
import { CUSTOMER_TEXT_MAX, customerWords, renderMail } from './layout';

const TEXTS: MessageTable = {
  subject: { en: 'Contact form: message #{id}', fr: 'Formulaire de contact : message n° {id}', ar: 'نموذج الاتصال: الرسالة رقم {id}', tr: 'İletişim formu: #{id} numaralı mesaj', hi: 'संपर्क फ़ॉर्म: संदेश #{id}' },
  about: { en: 'Subject: {subject}', fr: 'Objet : {subject}', ar: 'الموضوع: {subject}', tr: 'Konu: {subject}', hi: 'विषय: {subject}' },
  whole: {
    en: 'Web addresses in the visitor\'s words are shown as […]; the back office has the message as written: {url}',
    fr: 'Les adresses web des mots du visiteur sont remplacées par […] ; l’administration a le message tel qu’il a été écrit : {url}',
    ar: 'تظهر عناوين الويب في كلام الزائر بالشكل […]؛ والرسالة كما كُتبت موجودة في لوحة الإدارة: {url}',
    tr: 'Ziyaretçinin yazdıklarındaki web adresleri […] olarak gösterilir; mesajın yazıldığı hali yönetim panelinde: {url}',
    hi: 'आगंतुक के शब्दों में वेब पते […] के रूप में दिखाए गए हैं; लिखा गया पूरा संदेश बैक ऑफ़िस में है: {url}',
  },
  intro: {
    en: 'A visitor wrote to the shop through the contact page. Reply to this e-mail to answer them.',
    fr: 'Un visiteur a écrit à la boutique depuis la page de contact. Répondez à cet e-mail pour lui répondre.',
    ar: 'كتب زائر إلى المتجر عبر صفحة الاتصال. رُدّ على هذه الرسالة للإجابة عليه.',
    tr: 'Bir ziyaretçi iletişim sayfasından mağazaya yazdı. Yanıtlamak için bu e-postayı yanıtlayın.',
    hi: 'एक आगंतुक ने संपर्क पेज से दुकान को लिखा है। जवाब देने के लिए इस ईमेल का उत्तर दें।',
  },
  name: { en: 'Name', fr: 'Nom', ar: 'الاسم', tr: 'Ad', hi: 'नाम' },
  email: { en: 'E-mail', fr: 'E-mail', ar: 'البريد الإلكتروني', tr: 'E-posta', hi: 'ईमेल' },
  account: { en: 'Account', fr: 'Compte', ar: 'الحساب', tr: 'Hesap', hi: 'खाता' },
  signed_in: { en: 'signed in (user {id})', fr: 'connecté (utilisateur {id})', ar: 'مسجّل الدخول (المستخدم {id})', tr: 'giriş yapmış (kullanıcı {id})', hi: 'साइन इन (उपयोगकर्ता {id})' },
  guest: { en: 'guest', fr: 'invité', ar: 'زائر', tr: 'misafir', hi: 'अतिथि' },
  language: { en: 'Language', fr: 'Langue', ar: 'اللغة', tr: 'Dil', hi: 'भाषा' },
  reference: { en: 'Reference', fr: 'Référence', ar: 'المرجع', tr: 'Referans', hi: 'संदर्भ' },
  reply_subject: {
    en: 'Our reply to your message #{id}', fr: 'Notre réponse à votre message n° {id}', ar: 'ردّنا على رسالتك رقم {id}',
    tr: '#{id} numaralı mesajınıza yanıtımız', hi: 'आपके संदेश #{id} का हमारा जवाब',
  },
  reply_hello: { en: 'Hello {name},', fr: 'Bonjour {name},', ar: 'مرحبًا {name}،', tr: 'Merhaba {name},', hi: 'नमस्ते {name},' },
  reply_yours: {
    en: 'You wrote to us about {subject}:', fr: 'Vous nous avez écrit au sujet de {subject} :', ar: 'كتبت إلينا بشأن {subject}:',
    tr: 'Bize {subject} hakkında yazdınız:', hi: 'आपने हमें {subject} के बारे में लिखा था:',
  },
};

/**
 * A contact message as the shop receives it, in the shop's own language: who wrote (name, address,
 * account), in which language, what about, then the message line by line. Everything the visitor
 * typed is their words (quoted, never a link, web addresses shown as […]), and the subject line
 * is the shop's own ("message #12"): a visitor's text posing as the shop reaches no inbox, the
 * shop's included. Replying answers the sender.
 */
export function contactMail(shopEmail: string, shopLanguage: string, message: ContactMessage & { id: number; userId: number | null; language: string }, publicUrl: string): MailMessage {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(TEXTS, key, shopLanguage, vars);
  const lines = message.message.split(/\r?\n/).map((line) => (line.trim() === '' ? '' : customerWords(line, CONTACT.messageMax)));
  const mail = renderMail(shopEmail, shopLanguage, {
    subject: t('subject', { id: message.id }),
    paragraphs: [
      t('intro'),
      {
        rows: [
          { label: t('name'), value: customerWords(message.name, TEXT_MAX) },
          { label: t('email'), value: message.email },
          { label: t('account'), value: message.userId === null ? t('guest') : t('signed_in', { id: message.userId }) },
          { label: t('language'), value: message.language },
          { label: t('reference'), value: `#${message.id}` },
        ],
      },
      t('about', { subject: customerWords(message.subject, TEXT_MAX) }),
      lines.join('\n'),
      t('whole', { url: `${publicUrl.replace(/\/+$/, '')}/admin/content` }),
    ],
  });
  return { ...mail, replyTo: message.email };
}

/**
 * A member's reply to a contact message, to its sender in the language they wrote in: the reply
 * as written, then their own message quoted (their words marked as theirs, never in the subject).
 */
export function contactReplyMail(message: { id: number; name: string; email: string; subject: string; message: string; language: string }, reply: string): MailMessage {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(TEXTS, key, message.language, vars);
  return renderMail(message.email, message.language, {
    subject: t('reply_subject', { id: message.id }),
    paragraphs: [
      t('reply_hello', { name: customerWords(message.name, CUSTOMER_TEXT_MAX.name) }),
      ...reply.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== ''),
      t('reply_yours', { subject: customerWords(message.subject, CUSTOMER_TEXT_MAX.name) }),
      customerWords(message.message, CUSTOMER_TEXT_MAX.note),
    ],
  });
}

import type { ContactMessage } from '../../../core/contact/contact-form';
import { translate, type MessageTable } from '../../i18n/server-messages';
import type { MailMessage } from '../mailer';
import { CUSTOMER_TEXT_MAX, customerWords, renderMail } from './layout';

const TEXTS: MessageTable = {
  subject: { en: 'Contact form: {subject}', fr: 'Formulaire de contact : {subject}', ar: 'نموذج الاتصال: {subject}', tr: 'İletişim formu: {subject}', hi: 'संपर्क फ़ॉर्म: {subject}' },
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
 * account), in which language, then the message as written. Replying answers the sender.
 */
export function contactMail(shopEmail: string, shopLanguage: string, message: ContactMessage & { id: number; userId: number | null; language: string }): MailMessage {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(TEXTS, key, shopLanguage, vars);
  const mail = renderMail(shopEmail, shopLanguage, {
    subject: t('subject', { subject: message.subject }),
    paragraphs: [
      t('intro'),
      {
        rows: [
          { label: t('name'), value: message.name },
          { label: t('email'), value: message.email },
          { label: t('account'), value: message.userId === null ? t('guest') : t('signed_in', { id: message.userId }) },
          { label: t('language'), value: message.language },
          { label: t('reference'), value: `#${message.id}` },
        ],
      },
      message.message,
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

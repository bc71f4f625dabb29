import { BACK_OFFICE } from '../../../core/admin/back-office';
import { PEOPLE_REASON_MAX } from '../../../core/admin/people';
import { AUTH } from '../../../core/auth/user';
import { translate } from '../../i18n/server-messages';
import { TEXT_MAX } from '../../../core/shared/forms';
import type { MailMessage } from '../mailer';
import { MAIL_TEXTS } from './mail-texts';
import { CUSTOMER_TEXT_MAX, customerWords, renderMail } from './layout';

export interface Recipient {
  email: string;
  name: string;
  language: string;
}

const t = (key: string, language: string, vars: Record<string, string | number> = {}) => translate(MAIL_TEXTS, key, language, vars);

function codeMail(to: Recipient, code: string, subjectKey: string, bodyKey: string, minutes: number = AUTH.codeLifetimeMinutes): MailMessage {
  const { language } = to;
  return renderMail(to.email, language, {
    subject: t(subjectKey, language),
    paragraphs: [t('greeting', language, { name: customerWords(to.name, CUSTOMER_TEXT_MAX.name) }), t(bodyKey, language, { code }), t('code_expiry', language, { minutes })],
    code,
  });
}

/** The 6-digit code that proves the address when registering (shopper or seller). */
export function verificationCodeMail(to: Recipient, code: string): MailMessage {
  return codeMail(to, code, 'verify_subject', 'verify_body');
}

/** The 6-digit code that lets the owner of the address choose a new password. */
export function passwordResetCodeMail(to: Recipient, code: string): MailMessage {
  return codeMail(to, code, 'reset_subject', 'reset_body');
}

/** The 6-digit code that signs the owner in with the password after too many failed sign-ins from elsewhere. */
export function signInCodeMail(to: Recipient, code: string): MailMessage {
  return codeMail(to, code, 'signin_subject', 'signin_body');
}

/**
 * Sent instead of a code when someone registers with an address that already has an account: the
 * sign-up answer stays the same, so only the address's owner learns that the account exists.
 */
export function accountExistsMail(to: Recipient, publicUrl: string): MailMessage {
  const { language } = to;
  return renderMail(to.email, language, {
    subject: t('exists_subject', language),
    paragraphs: [t('greeting', language, { name: customerWords(to.name, CUSTOMER_TEXT_MAX.name) }), t('exists_body', language, { url: `${publicUrl}/forgot-password` }), t('exists_ignore', language)],
  });
}

/** Tells a seller that the operator approved the store. */
export function sellerApprovedMail(to: Recipient, store: { name: string; slug: string }, publicUrl: string): MailMessage {
  const { language } = to;
  return renderMail(to.email, language, {
    subject: t('approved_subject', language),
    paragraphs: [t('greeting', language, { name: customerWords(to.name, CUSTOMER_TEXT_MAX.name) }), t('approved_body', language, { store: customerWords(store.name, TEXT_MAX), url: `${publicUrl}/shop/${encodeURIComponent(store.slug)}` }),
      t('approved_next', language, { url: `${publicUrl}/seller` })],
  });
}

/** Tells a seller that the back office refused the store, with the reason given and where to write back. */
export function sellerRefusedMail(to: Recipient, store: { name: string }, reason: string, publicUrl: string): MailMessage {
  const { language } = to;
  return renderMail(to.email, language, {
    subject: t('refused_subject', language),
    paragraphs: [
      t('greeting', language, { name: customerWords(to.name, CUSTOMER_TEXT_MAX.name) }),
      t('refused_body', language, { store: customerWords(store.name, TEXT_MAX) }),
      customerWords(reason, PEOPLE_REASON_MAX),
      t('refused_next', language, { url: `${publicUrl}/contact` }),
    ],
  });
}

/** The 6-digit code that completes a back-office sign-in while no authenticator app is set up. */
export function backOfficeCodeMail(to: Recipient, code: string): MailMessage {
  // It lasts as long as the sign-in's challenge, and says so.
  return codeMail(to, code, 'back_office_code_subject', 'back_office_code_body', BACK_OFFICE.challengeSeconds / 60);
}

/** Tells an account it was made the shop's operator or one of its staff, where to choose a password and where to sign in. */
export function backOfficeInviteMail(to: Recipient, role: 'staff' | 'operator', publicUrl: string): MailMessage {
  const { language } = to;
  return renderMail(to.email, language, {
    subject: t('back_office_invite_subject', language),
    paragraphs: [
      t('greeting', language, { name: customerWords(to.name, CUSTOMER_TEXT_MAX.name) }),
      t(role === 'operator' ? 'back_office_invite_operator' : 'back_office_invite_staff', language),
      t('back_office_invite_password', language, { url: `${publicUrl}/forgot-password` }),
      t('back_office_invite_sign_in', language, { url: `${publicUrl}/admin` }),
    ],
  });
}

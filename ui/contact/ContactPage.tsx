import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { CONTACT, ContactForm } from '../../core/contact/contact-form';
import { TEXT_MAX } from '../../core/shared/forms';
import { SendContactMessage } from '../../core/contact/send-contact-message';
import { FormField } from '../account/FormField';
import { FormModel } from '../account/form-model';
import { CommonStore } from '../app/common-store';
import { useLanguage } from '../app/language-context';
import { usePageMeta } from '../app/meta-store-hooks';
import { useService } from '../app/services';
import { SessionStore } from '../app/session-store';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import accountStyles from '../account/account.module.css';
import styles from './contact.module.css';

/**
 * `/contact`: name, e-mail, subject and message to the shop (a signed-in shopper's name and address
 * filled in), beside the shop's own address, e-mail and phone. Sent, the page thanks the sender and
 * offers the way home; refused, it says why above the form and beside each field.
 */
const ContactPage = observer(function ContactPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const send = useService(SendContactMessage);
  const user = useService(SessionStore).user;
  const [form] = useState(() => new FormModel(ContactForm, { name: user?.name ?? '', email: user?.email ?? '' }));
  const [trap, setTrap] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const trapId = useId();
  usePageMeta({ title: t('contact.title'), description: t('contact.intro') });

  if (sent) {
    return (
      <div className="container">
        <section className={styles.sent} aria-labelledby="contact-sent">
          <svg className={styles.sentMark} viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="22" /><path d="M14 25l7 7 13-15" /></svg>
          <h1 id="contact-sent" className={accountStyles.title}>{t('contact.sent_title')}</h1>
          <p role="status" className={styles.sentText}>{t('contact.sent_text', { name: sent.name })} <bdi>{sent.email}</bdi></p>
          <LocalizedLink to="/" className={`${accountStyles.primary} ${styles.homeLink}`}>{t('contact.go_home')}</LocalizedLink>
        </section>
      </div>
    );
  }

  const field = (name: 'name' | 'email' | 'subject' | 'message') => ({
    name,
    label: t(`contact.fields.${name}`),
    value: form.values[name] ?? '',
    error: form.errors[name],
    serverError: form.serverErrors[name],
    onChange: (value: string) => { form.set(name, value); setFailure(null); },
  });

  return (
    <div className="container">
      <div className={styles.page}>
        <section aria-labelledby="contact-title">
          <h1 id="contact-title" className={accountStyles.title}>{t('contact.title')}</h1>
          <p className={`${accountStyles.hint} ${styles.intro}`}>{t('contact.intro')}</p>
          <form className={accountStyles.panel} noValidate method="post" aria-labelledby="contact-title" onSubmit={(event) => {
            event.preventDefault();
            setFailure(null);
            void form.submit(async (fields) => {
              await send.execute(fields, trap, language);
              setSent({ name: fields.name, email: fields.email });
            }, setFailure);
          }}>
            {failure && (
              <div role="alert" className={styles.alert}>
                <p className={styles.alertTitle}>{t('contact.error_title')}</p>
                <p className={styles.alertText}>{failure}</p>
              </div>
            )}
            <div className={accountStyles.formGrid}>
              <FormField {...field('name')} autoComplete="name" maxLength={TEXT_MAX} />
              <FormField {...field('email')} type="email" autoComplete="email" maxLength={TEXT_MAX} />
              <FormField {...field('subject')} wide maxLength={TEXT_MAX} />
              <FormField {...field('message')} wide rows={7} maxLength={CONTACT.messageMax} />
            </div>
            {/* For bots only: hidden from people and from screen readers, so only a script fills it. */}
            <div className={styles.trap} aria-hidden="true">
              <label htmlFor={trapId}>{t('contact.trap')}</label>
              <input id={trapId} name={CONTACT.honeypot} tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
            </div>
            <div className={accountStyles.formActions}>
              <button type="submit" className={accountStyles.primary} disabled={form.submitting} aria-busy={form.submitting || undefined}>
                {form.submitting ? t('contact.sending') : t('contact.send')}
              </button>
            </div>
          </form>
        </section>
        <ShopDetails />
      </div>
    </div>
  );
});

/** The shop's own ways to be reached, from its settings; only those that are set. */
const ShopDetails = observer(function ShopDetails() {
  const { t } = useTranslation();
  const setting = useService(CommonStore).data?.setting;
  const email = setting?.email?.trim();
  const phone = setting?.phone?.trim();
  const clean = (part: string | null | undefined) => part?.trim() || null;
  const region = [clean(setting?.state), clean(setting?.zip)].filter(Boolean).join(' ');
  const address = [clean(setting?.address_1), clean(setting?.address_2), [clean(setting?.city), region].filter(Boolean).join(', '), clean(setting?.country)]
    .filter((line): line is string => Boolean(line));
  if (!email && !phone && address.length === 0) return null;
  return (
    <aside className={styles.details} aria-labelledby="contact-details">
      <h2 id="contact-details" className={accountStyles.panelTitle}>{t('contact.details')}</h2>
      <dl className={styles.facts}>
        {email && (<><dt>{t('contact.fields.email')}</dt><dd><a href={`mailto:${email}`}><bdi>{email}</bdi></a></dd></>)}
        {phone && (<><dt>{t('contact.phone')}</dt><dd><a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">{phone}</a></dd></>)}
        {address.length > 0 && (<><dt>{t('contact.address')}</dt><dd><address>{address.map((line) => <bdi key={line}>{line}</bdi>)}</address></dd></>)}
      </dl>
    </aside>
  );
});

export default ContactPage;

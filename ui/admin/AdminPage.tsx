import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import { backOfficeSectionOf, backOfficeSectionPath, sectionsFor } from '../../core/admin/back-office-sections';
import { FormField } from '../account/FormField';
import { useLanguage } from '../app/language-context';
import { usePageMeta } from '../app/meta-store-hooks';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import { LocalizedLink } from '../routing/LocalizedLink';
import { useRouteParams } from '../routing/route-params';
import { ADMIN_SECTIONS } from './admin-sections';
import { AdminViewModel } from './admin-view-model';
import styles from './admin.module.css';

/**
 * `/admin` and `/admin/{section}`: the back office's console. Signing in takes the password, then a
 * code (mailed, or from the member's authenticator app, or a recovery code); signed in, the member
 * has a menu of the sections their role may open (core/admin/back-office-sections.ts) and the one
 * the path names (ui/admin/admin-sections.ts). The session is the back office's own (30 idle
 * minutes); search engines leave the page out.
 */
const AdminPage = observer(function AdminPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const backOffice = useService(BackOfficeConsole);
  const [model] = useState(() => new AdminViewModel(backOffice, language));
  // The sign-in forms are narrow; the signed-in console takes the width its tables need.
  const wide = model.step === 'console';
  usePageMeta({ title: t('admin.title'), description: t('admin.intro'), noindex: true });
  useEffect(() => { void model.check(); }, [model]);

  return (
    <div className={wide ? styles.wideConsole : styles.console}>
      <header className={styles.top}>
        <h1 className={styles.title}>{t('admin.title')}</h1>
        {model.member && (
          <span className={styles.topEnd}>
            <bdi dir="ltr" className={styles.topWho}>{model.member.email}</bdi>
            <button type="button" className={accountStyles.secondary} disabled={model.busy} onClick={() => void model.signOut()}>{t('admin.sign_out')}</button>
          </span>
        )}
      </header>
      {model.failure && <p role="alert" className={styles.alert}>{model.failure === true ? t('admin.failed') : model.failure}</p>}
      {model.notice && !model.failure && <p role="status" className={styles.notice}>{model.notice}</p>}
      {model.step === 'checking' && <p role="status" className={accountStyles.hint}>{t('admin.checking')}</p>}
      {model.step === 'password' && <PasswordStep model={model} />}
      {model.step === 'code' && <CodeStep model={model} />}
      {model.step === 'console' && model.member && <Console model={model} />}
    </div>
  );
});

const PasswordStep = observer(function PasswordStep({ model }: { model: AdminViewModel }) {
  const { t } = useTranslation();
  return (
    <form className={styles.panel} noValidate method="post" aria-labelledby="admin-sign-in" onSubmit={(event) => { event.preventDefault(); void model.submitPassword(); }}>
      <h2 id="admin-sign-in" className={styles.sectionTitle}>{t('admin.sign_in')}</h2>
      <p className={accountStyles.hint}>{t('admin.intro')}</p>
      <FormField name="email" label={t('admin.email')} type="email" autoComplete="username" value={model.email} onChange={(value) => model.set('email', value)} dir="ltr" maxLength={191} />
      <FormField name="password" label={t('admin.password')} type="password" autoComplete="current-password" value={model.password} onChange={(value) => model.set('password', value)} maxLength={200} />
      <div className={accountStyles.formActions}>
        <button type="submit" className={accountStyles.primary} disabled={model.busy} aria-busy={model.busy || undefined}>{t('admin.continue')}</button>
      </div>
    </form>
  );
});

const CodeStep = observer(function CodeStep({ model }: { model: AdminViewModel }) {
  const { t } = useTranslation();
  return (
    <form className={styles.panel} noValidate method="post" aria-labelledby="admin-code" onSubmit={(event) => { event.preventDefault(); void model.submitCode(); }}>
      <h2 id="admin-code" className={styles.sectionTitle}>{t(model.challenge?.factor === 'totp' ? 'admin.code_app_title' : 'admin.code_mail_title')}</h2>
      <FormField name="code" label={t('admin.code')} autoComplete="one-time-code" value={model.code} onChange={(value) => model.set('code', value)} dir="ltr" maxLength={11}
        hint={model.challenge?.factor === 'totp' ? t('admin.code_app_hint') : t('admin.code_mail_hint')} />
      <div className={accountStyles.formActions}>
        <button type="submit" className={accountStyles.primary} disabled={model.busy} aria-busy={model.busy || undefined}>{t('admin.sign_in')}</button>
        <button type="button" className={accountStyles.secondary} onClick={() => model.restart()}>{t('admin.start_again')}</button>
      </div>
    </form>
  );
});

/** The signed-in console: the member's menu (the sections their role may open) and the section the path names. */
const Console = observer(function Console({ model }: { model: AdminViewModel }) {
  const { t } = useTranslation();
  const params = useRouteParams();
  const member = model.member!;
  // `/admin/orders/:code` is one order of the order desk.
  const current = params.code ? 'orders' : backOfficeSectionOf(params.section);
  const allowed = sectionsFor(member.role);
  const Section = current && allowed.includes(current) ? ADMIN_SECTIONS[current] : null;
  return (
    <div className={styles.frame}>
      <nav className={styles.menu} aria-label={t('admin.menu')}>
        <ul className={styles.menuList}>
          {allowed.map((key) => (
            <li key={key}>
              <LocalizedLink to={backOfficeSectionPath(key)} className={styles.menuLink} aria-current={key === current ? 'page' : undefined}>{t(`admin.nav.${key}`)}</LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.sections}>
        {Section ? <Section model={model} params={params} /> : <p role="alert" className={styles.alert}>{t('admin.not_yours')}</p>}
      </div>
    </div>
  );
});

export default AdminPage;

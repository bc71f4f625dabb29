import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import { FormField } from '../account/FormField';
import { useLanguage } from '../app/language-context';
import { usePageMeta } from '../app/meta-store-hooks';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import { AdminViewModel } from './admin-view-model';
import styles from './admin.module.css';

/**
 * `/admin`: the back office's console. Signing in takes the password, then a code (mailed, or from
 * the member's authenticator app, or a recovery code); signed in, the member sees who they are, sets
 * up an authenticator app, and an operator manages the team and reads the audit log. The session is
 * the back office's own (30 idle minutes); search engines leave the page out.
 */
const AdminPage = observer(function AdminPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const backOffice = useService(BackOfficeConsole);
  const [model] = useState(() => new AdminViewModel(backOffice, language));
  usePageMeta({ title: t('admin.title'), description: t('admin.intro'), noindex: true });
  useEffect(() => { void model.check(); }, [model]);

  return (
    <div className={styles.console}>
      <header className={styles.top}>
        <h1 className={styles.title}>{t('admin.title')}</h1>
        {model.member && (
          <button type="button" className={accountStyles.secondary} disabled={model.busy} onClick={() => void model.signOut()}>{t('admin.sign_out')}</button>
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

const Console = observer(function Console({ model }: { model: AdminViewModel }) {
  const { t } = useTranslation();
  const member = model.member!;
  return (
    <div className={styles.sections}>
      <section className={styles.panel} aria-labelledby="admin-you">
        <h2 id="admin-you" className={styles.sectionTitle}>{t('admin.you')}</h2>
        <p className={styles.who}><strong>{member.name}</strong> <bdi dir="ltr">{member.email}</bdi></p>
        <p className={accountStyles.hint}>{t(`admin.role.${member.role}`)}</p>
      </section>
      <SecondFactor model={model} />
      {model.team && <Team model={model} />}
      {model.audit && <AuditLog model={model} />}
    </div>
  );
});

const SecondFactor = observer(function SecondFactor({ model }: { model: AdminViewModel }) {
  const { t } = useTranslation();
  const member = model.member!;
  return (
    <section className={styles.panel} aria-labelledby="admin-factor">
      <h2 id="admin-factor" className={styles.sectionTitle}>{t('admin.factor_title')}</h2>
      <p className={accountStyles.hint}>{member.totp ? t('admin.factor_app') : t('admin.factor_mail')}</p>
      {model.recoveryCodes && (
        <div className={styles.codes}>
          <p className={styles.warning}>{t('admin.recovery_hint')}</p>
          <ol className={styles.codeList} dir="ltr">{model.recoveryCodes.map((code) => <li key={code}><code>{code}</code></li>)}</ol>
        </div>
      )}
      {model.totpSetup ? (
        <form className={styles.panel} noValidate method="post" aria-label={t('admin.factor_confirm')} onSubmit={(event) => { event.preventDefault(); void model.confirmTotp(); }}>
          <p className={accountStyles.hint}>{t('admin.factor_key')}</p>
          <p className={styles.secret} dir="ltr"><code>{model.totpSetup.secret.replace(/(.{4})/g, '$1 ').trim()}</code></p>
          <p><a href={model.totpSetup.uri} className={styles.link}>{t('admin.factor_open_app')}</a></p>
          <FormField name="totp" label={t('admin.code')} autoComplete="one-time-code" value={model.totpCode} onChange={(value) => model.set('totpCode', value)} dir="ltr" maxLength={6} />
          <div className={accountStyles.formActions}>
            <button type="submit" className={accountStyles.primary} disabled={model.busy}>{t('admin.factor_confirm')}</button>
          </div>
        </form>
      ) : (
        <div className={accountStyles.formActions}>
          <button type="button" className={accountStyles.secondary} disabled={model.busy} onClick={() => void model.startTotp()}>
            {member.totp ? t('admin.factor_replace') : t('admin.factor_set_up')}
          </button>
        </div>
      )}
    </section>
  );
});

const Team = observer(function Team({ model }: { model: AdminViewModel }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="admin-team">
      <h2 id="admin-team" className={styles.sectionTitle}>{t('admin.team_title')}</h2>
      <ul className={styles.rows}>
        {model.team!.map((member) => (
          <li key={member.id} className={styles.row}>
            <span className={styles.rowText}>
              <bdi dir="ltr">{member.email}</bdi>
              <span className={accountStyles.hint}>
                {t(`admin.role_short.${member.role}`)} · {member.verified ? (member.totp ? t('admin.factor_app_short') : t('admin.factor_mail_short')) : t('admin.no_password_yet')}
              </span>
            </span>
            {member.role === 'staff' && (
              <button type="button" className={accountStyles.secondary} disabled={model.busy} onClick={() => void model.remove(member.email)}
                aria-label={t('admin.remove_member', { email: member.email })}>{t('admin.remove')}</button>
            )}
          </li>
        ))}
      </ul>
      <form className={styles.inline} noValidate method="post" aria-label={t('admin.invite')} onSubmit={(event) => { event.preventDefault(); void model.invite(); }}>
        <FormField name="invite" label={t('admin.invite_email')} type="email" autoComplete="off" value={model.inviteEmail} onChange={(value) => model.set('inviteEmail', value)} dir="ltr" maxLength={191} />
        <div className={accountStyles.formActions}>
          <button type="submit" className={accountStyles.primary} disabled={model.busy}>{t('admin.invite')}</button>
        </div>
      </form>
    </section>
  );
});

const AuditLog = observer(function AuditLog({ model }: { model: AdminViewModel }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const format = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={styles.panel} aria-labelledby="admin-audit">
      <h2 id="admin-audit" className={styles.sectionTitle}>{t('admin.audit_title')}</h2>
      <p className={accountStyles.hint}>{t('admin.audit_hint')}</p>
      <ul className={styles.rows}>
        {model.audit!.rows.map((entry) => (
          <li key={entry.id} className={styles.row}>
            <span className={styles.rowText}>
              <span>{t(`admin.action.${entry.action}`, { defaultValue: entry.action })}</span>
              <span className={accountStyles.hint}><bdi dir="ltr">{entry.actor_email}</bdi> · <time dateTime={entry.created_at}>{format.format(new Date(entry.created_at))}</time></span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
});

export default AdminPage;

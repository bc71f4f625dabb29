import { observer } from 'mobx-react-lite';
import { FormField } from '../account/FormField';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import type { AdminSectionProps } from './admin-section-props';
import styles from './admin.module.css';

/** `/admin/account`: who the member is and their second factor (mailed codes, or an authenticator app with recovery codes). */
export const AdminAccountSection = observer(function AdminAccountSection({ model }: AdminSectionProps) {
  const { t } = useTranslation();
  const member = model.member!;
  return (
    <>
      <section className={styles.panel} aria-labelledby="admin-you">
        <h2 id="admin-you" className={styles.sectionTitle}>{t('admin.you')}</h2>
        <p className={styles.who}><strong>{member.name}</strong> <bdi dir="ltr">{member.email}</bdi></p>
        <p className={accountStyles.hint}>{t(`admin.role.${member.role}`)}</p>
      </section>
      <SecondFactor model={model} />
    </>
  );
});

const SecondFactor = observer(function SecondFactor({ model }: Pick<AdminSectionProps, 'model'>) {
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
          <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(model.totpSetup.qr_svg)}`} alt={t('admin.factor_qr')} width={192} height={192} />
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

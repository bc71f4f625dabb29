import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormField } from '../account/FormField';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import type { AdminSectionProps } from './admin-section-props';
import styles from './admin.module.css';

/** `/admin/team`: the back office's members; an operator invites and removes staff. */
export const AdminTeamSection = observer(function AdminTeamSection({ model }: AdminSectionProps) {
  const { t } = useTranslation();
  useEffect(() => { void model.loadTeam(); }, [model]);
  return (
    <section className={styles.panel} aria-labelledby="admin-team">
      <h2 id="admin-team" className={styles.sectionTitle}>{t('admin.team_title')}</h2>
      <ul className={styles.rows}>
        {(model.team ?? []).map((member) => (
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

import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLanguage } from '../app/language-context';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import type { AdminSectionProps } from './admin-section-props';
import styles from './admin.module.css';

/** `/admin/audit`: every back-office change, newest first; read only. */
export const AdminAuditSection = observer(function AdminAuditSection({ model }: AdminSectionProps) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  useEffect(() => { void model.loadAudit(1); }, [model]);
  const format = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={styles.panel} aria-labelledby="admin-audit">
      <h2 id="admin-audit" className={styles.sectionTitle}>{t('admin.audit_title')}</h2>
      <p className={accountStyles.hint}>{t('admin.audit_hint')}</p>
      <ul className={styles.rows}>
        {(model.audit?.rows ?? []).map((entry) => (
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

import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { auditChanges } from '../../core/admin/audit-diff';
import type { AuditEntryView } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import { FormField } from '../account/FormField';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import { AdminPager } from './AdminPager';
import type { AdminSectionProps } from './admin-section-props';
import { AuditViewModel } from './audit-view-model';
import lists from './admin-lists.module.css';
import styles from './admin.module.css';

/** An action's name in the page's language; one no catalogue names yet is said as "other change" with its code. */
function useActionName(): (action: string) => string {
  const { t } = useTranslation();
  return (action) => t(`admin.action.${action}`, { defaultValue: t('admin.audit_unknown_action', { action }) });
}

/**
 * `/admin/audit`: every back-office change, newest first, filtered by action, subject, member and
 * days, paged by the server; each entry with what it changed (the fields that differ, before and
 * after). Read only: the console offers no way to change an entry, and the database refuses to.
 */
export const AdminAuditSection = observer(function AdminAuditSection({ model: console }: AdminSectionProps) {
  const { t } = useTranslation();
  const backOffice = useService(BackOfficeConsole);
  const [model] = useState(() => new AuditViewModel(backOffice, console.member!, console.language));
  const actionName = useActionName();
  const id = useId();
  useEffect(() => { void model.load(1); }, [model]);
  const log = model.log;
  const subjectName = (subject: string) => t(`admin.subject.${subject}`, { defaultValue: subject });
  const date = (field: 'from' | 'to') => (
    <div className={accountStyles.field}>
      <label htmlFor={`${id}-${field}`} className={accountStyles.label}>{t(`admin.audit_${field}`)}</label>
      <input id={`${id}-${field}`} type="date" className={`${accountStyles.input} ${lists.dateInput}`} value={model.draft[field]} onChange={(event) => model.set(field, event.target.value)} />
    </div>
  );
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>{t('admin.audit_title')}</h2>
      <p className={accountStyles.hint}>{t('admin.audit_hint')}</p>
      <form className={lists.filters} role="search" aria-label={t('admin.audit_filters')} noValidate onSubmit={(event) => { event.preventDefault(); void model.filter(); }}>
        <FormField name="audit-action" label={t('admin.audit_action')} value={model.draft.action} onChange={(value) => model.set('action', value)}
          options={[{ value: '', label: t('admin.audit_any_action') }, ...(log?.actions ?? []).map((action) => ({ value: action, label: actionName(action) }))]} />
        <FormField name="audit-subject" label={t('admin.audit_subject')} value={model.draft.subject} onChange={(value) => model.set('subject', value)}
          options={[{ value: '', label: t('admin.audit_any_subject') }, ...(log?.subjects ?? []).map((subject) => ({ value: subject, label: subjectName(subject) }))]} />
        <FormField name="audit-actor" label={t('admin.audit_actor')} type="email" dir="ltr" value={model.draft.actor} onChange={(value) => model.set('actor', value)} maxLength={100} />
        {date('from')}
        {date('to')}
        <div className={lists.filterActions}>
          <button type="submit" className={accountStyles.primary} disabled={model.busy}>{t('admin.audit_apply')}</button>
          <button type="button" className={accountStyles.secondary} disabled={model.busy} onClick={() => void model.clear()}>{t('admin.audit_clear')}</button>
        </div>
      </form>
      {model.failure && <p role="alert" className={styles.alert}>{model.failure === true ? t('admin.failed') : model.failure}</p>}
      {log && <p className={accountStyles.hint} aria-live="polite">{log.total === 0 ? t('admin.audit_empty') : t('admin.audit_total', { total: log.total })}</p>}
      <ul className={lists.cards}>
        {(log?.rows ?? []).map((entry) => <AuditEntry key={entry.id} entry={entry} actionName={actionName} subjectName={subjectName} />)}
      </ul>
      {log && <AdminPager page={log.page} lastPage={log.lastPage} busy={model.busy} onPage={(page) => void model.load(page)} />}
    </section>
  );
});

function AuditEntry({ entry, actionName, subjectName }: { entry: AuditEntryView; actionName: (action: string) => string; subjectName: (subject: string) => string }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const format = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'medium' });
  const changes = auditChanges(entry.before, entry.after);
  const value = (text: string | null, className?: string) => (text === null ? <span className={lists.none}>{t('admin.audit_none')}</span> : <bdi className={className}>{text}</bdi>);
  return (
    <li className={lists.card}>
      <div className={lists.cardHead}>
        <h3 className={lists.cardTitle}>{actionName(entry.action)}</h3>
        <bdi className={lists.meta}><time dateTime={entry.created_at}>{format.format(new Date(entry.created_at))}</time></bdi>
      </div>
      <p className={lists.meta}>
        <bdi dir="ltr">{entry.actor_email}</bdi>
        {entry.ip && <> · {t('admin.audit_from_ip', { ip: entry.ip })}</>}
        {' · '}{subjectName(entry.subject)}{entry.subject_id !== null && <> <bdi dir="ltr">#{entry.subject_id}</bdi></>}
      </p>
      {changes.length === 0 ? <p className={lists.meta}>{t('admin.audit_no_details')}</p> : (
        <table className={lists.diff}>
          <thead>
            <tr><th scope="col">{t('admin.audit_field')}</th><th scope="col">{t('admin.audit_before')}</th><th scope="col">{t('admin.audit_after')}</th></tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <td data-label={t('admin.audit_field')}><code>{change.field === '' ? t('admin.audit_value') : change.field}</code></td>
                <td data-label={t('admin.audit_before')}>{value(change.before, change.after !== null ? lists.before : undefined)}</td>
                <td data-label={t('admin.audit_after')}>{value(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FLASH_SALE_LIMITS, FLASH_SALE_STATES, type FlashSaleView, flashSaleTitle } from '../../core/admin/flash-sales';
import { FlashSalesDesk } from '../../core/admin/flash-sales-desk';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import type { AdminSectionProps } from './admin-section-props';
import { AdminPager } from './AdminPager';
import { FlashSalesViewModel } from './flash-sales-view-model';
import { RuleCheck, useShownWhenOpen } from './rules-parts';
import adminStyles from './admin.module.css';
import lists from './admin-lists.module.css';
import styles from './admin-rules.module.css';

/** The member's own time zone (the browser's): the console renders in the browser only, once signed in. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** An instant in the console's language and the member's time zone, with Latin digits as prices have. */
function timeOf(iso: string, language: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(Date.parse(iso));
  } catch {
    return iso;
  }
}

/** A field of the sale's form with the server's message beside it (tied to the input for screen readers). */
function SaleField({ label, value, onChange, error, type = 'text', lang, dir, hint, readOnly }: {
  label: string; value: string; onChange: (value: string) => void; error?: string; type?: 'text' | 'datetime-local'; lang?: string; dir?: 'ltr' | 'rtl'; hint?: string; readOnly?: boolean;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <input id={id} type={type} className={styles.input} value={value} lang={lang} dir={type === 'datetime-local' ? 'ltr' : dir}
        maxLength={type === 'text' ? FLASH_SALE_LIMITS.titleMax : undefined} readOnly={readOnly} aria-invalid={error ? true : undefined} aria-describedby={described}
        onChange={(event) => onChange(event.target.value)} />
      {hint && <p id={`${id}-hint`} className={styles.muted}>{hint}</p>}
      {error && <p id={`${id}-error`} className={accountStyles.error}>{error}</p>}
    </div>
  );
}

/**
 * `/admin/flash-sales` (operators): the flash sales by state, a sale opened or edited in a form
 * (its title in each language, its start and end typed in the member's time zone, listed or not),
 * and closed (a running one ends now, an upcoming one goes private). The server's message stands
 * beside each field it refused.
 */
export const AdminFlashSalesSection = observer(function AdminFlashSalesSection({ model: admin }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(FlashSalesDesk);
  const [model] = useState(() => new FlashSalesViewModel(desk, admin.language, browserTimeZone()));
  const id = useId();
  useEffect(() => { void model.load(); }, [model]);
  const list = model.list;
  const languages = list?.languages ?? [];
  const defaultLanguage = languages.find((l) => l.isDefault)?.code ?? 'en';
  const draft = model.draft;
  const form = useShownWhenOpen<HTMLFormElement>(draft);
  const known = new Set(['start_time', 'end_time', ...languages.map((l) => `titles.${l.code}`)]);
  // A refusal naming no field of the form (text the server refuses anywhere, say) is said above it.
  const elsewhere = Object.entries(model.errors).filter(([field]) => !known.has(field)).map(([, message]) => message);
  const failure = model.failure === true ? [t('adminRules.failed')] : [...(model.failure ?? []), ...elsewhere];
  const running = model.editing?.state === 'running';
  const nameOf = (sale: FlashSaleView) => flashSaleTitle(sale, admin.language, defaultLanguage);

  return (
    <section className={adminStyles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={adminStyles.sectionTitle}>{t('adminRules.flashSales.title')}</h2>
      <p className={styles.muted}>{t('adminRules.flashSales.hint')}</p>
      <p className={styles.muted}>{t('adminRules.flashSales.zone', { zone: model.timeZone })}</p>
      {failure.length > 0 && (
        <div role="alert" className={adminStyles.alert}>
          {failure.length === 1 ? failure[0] : <>{t('adminRules.not_saved')}<ul className={styles.reasons}>{failure.map((reason) => <li key={reason}>{reason}</li>)}</ul></>}
        </div>
      )}
      {model.notice && <p role="status" className={adminStyles.notice}>{model.notice}</p>}

      {draft && (
        <form ref={form} className={styles.form} noValidate aria-label={model.editing ? t('adminRules.edit_named', { name: nameOf(model.editing) }) : t('adminRules.flashSales.new')}
          onSubmit={(event) => { event.preventDefault(); void model.save(); }}>
          {running && <p className={styles.muted}>{t('adminRules.flashSales.running_hint')}</p>}
          <div className={styles.grid}>
            {languages.map((language) => (
              <SaleField key={language.code} label={t('adminRules.flashSales.title_in', { language: language.name })} lang={language.code} dir={language.direction}
                value={draft.titles[language.code] ?? ''} error={model.errors[`titles.${language.code}`]} onChange={(value) => model.setTitle(language.code, value)} />
            ))}
          </div>
          <div className={styles.grid}>
            <SaleField type="datetime-local" label={t('adminRules.flashSales.start')} value={draft.start} error={model.errors.start_time} readOnly={running} onChange={(value) => model.setTime('start', value)} />
            <SaleField type="datetime-local" label={t('adminRules.flashSales.end')} value={draft.end} error={model.errors.end_time} onChange={(value) => model.setTime('end', value)} />
          </div>
          <RuleCheck label={t('adminRules.flashSales.public')} checked={draft.public} onChange={(value) => model.setPublic(value)} />
          <div className={accountStyles.formActions}>
            <button type="button" className={accountStyles.secondary} onClick={() => model.cancel()}>{t('adminRules.cancel')}</button>
            <button type="submit" className={accountStyles.primary} disabled={model.busy}>{model.editing ? t('adminRules.save') : t('adminRules.flashSales.open')}</button>
          </div>
        </form>
      )}
      {!draft && <div className={styles.actions}><button type="button" className={accountStyles.primary} onClick={() => model.open(null)}>{t('adminRules.flashSales.add')}</button></div>}

      <div role="tablist" aria-label={t('adminRules.flashSales.states')} className={lists.tabs}>
        {FLASH_SALE_STATES.map((state) => (
          <button key={state} type="button" role="tab" id={`${id}-${state}`} aria-controls={`${id}-panel`} aria-selected={model.state === state}
            className={lists.tab} onClick={() => void model.show(state)}>{t(`adminRules.flashSales.${state}`)}</button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${model.state}`} className={adminStyles.panel}>
        {list && list.sales.data.length === 0 && <p className={styles.muted}>{t(`adminRules.flashSales.none_${model.state}`)}</p>}
        <ul className={styles.cards}>
          {(list?.sales.data ?? []).map((sale) => {
            const name = nameOf(sale);
            return (
              <li key={sale.id} className={styles.card}>
                <div className={styles.cardHead}>
                  <p className={styles.cardTitle}><bdi>{name}</bdi></p>
                  <span className={styles.badge}>{sale.public ? t('adminRules.flashSales.listed') : t('adminRules.private')}</span>
                </div>
                {/* Each time isolated: its digits and month keep their order inside an Arabic page. */}
                <p className={styles.muted}>
                  {t('adminRules.flashSales.start')} <bdi>{timeOf(sale.start_time, admin.language, model.timeZone)}</bdi>
                  {' · '}{t('adminRules.flashSales.end')} <bdi>{timeOf(sale.end_time, admin.language, model.timeZone)}</bdi>
                </p>
                <p className={styles.muted}>{t('adminRules.flashSales.products', { count: sale.products })}</p>
                {sale.state !== 'ended' && model.confirming !== sale.id && (
                  <div className={styles.actions}>
                    <button type="button" className={accountStyles.secondary} aria-label={t('adminRules.edit_named', { name })} onClick={() => model.open(sale)}>{t('adminRules.edit')}</button>
                    {(sale.state === 'running' || sale.public) && (
                      <button type="button" className={accountStyles.secondary} aria-label={t('adminRules.flashSales.close_named', { name })} disabled={model.busy}
                        onClick={() => model.askClose(sale)}>{t(sale.state === 'running' ? 'adminRules.flashSales.end_now' : 'adminRules.flashSales.make_private')}</button>
                    )}
                  </div>
                )}
                {model.confirming === sale.id && (
                  <div role="group" aria-label={t('adminRules.flashSales.close_named', { name })} className={styles.actions}>
                    <p className={styles.muted}>{t(sale.state === 'running' ? 'adminRules.flashSales.confirm_end' : 'adminRules.flashSales.confirm_private', { name })}</p>
                    <button type="button" className={accountStyles.primary} disabled={model.busy} onClick={() => void model.close(sale)}>{t('adminRules.flashSales.confirm_yes')}</button>
                    <button type="button" className={accountStyles.secondary} onClick={() => model.askClose(null)}>{t('adminRules.flashSales.confirm_no')}</button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {list && <AdminPager page={list.sales.current_page} lastPage={list.sales.last_page} busy={model.busy} onPage={(page) => void model.goTo(page)} />}
      </div>
    </section>
  );
});

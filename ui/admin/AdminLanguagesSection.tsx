import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { removable, ShopRulesDesk } from '../../core/admin/shop-rules-desk';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import type { AdminSectionProps } from './admin-section-props';
import { LanguagesViewModel } from './shop-rules-view-model';
import { RuleField, RulesMessages } from './rules-parts';
import adminStyles from './admin.module.css';
import styles from './admin-rules.module.css';

/**
 * `/admin/languages`: what `npm run admin -- language` does, from the console: the languages, adding
 * one, importing its texts (a file or pasted JSON, checked whole by the server), removing an added one.
 */
export const AdminLanguagesSection = observer(function AdminLanguagesSection({ model: admin }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(ShopRulesDesk);
  const [model] = useState(() => new LanguagesViewModel(desk, admin.language));
  useEffect(() => { void model.load(); }, [model]);
  const ids = { direction: useId(), importCode: useId(), file: useId(), paste: useId() };
  const languages = model.call.data ?? [];
  const added = languages.filter(removable);
  return (
    <section className={adminStyles.panel} aria-labelledby="admin-languages">
      <h2 id="admin-languages" className={adminStyles.sectionTitle}>{t('adminRules.languages.title')}</h2>
      <p className={styles.muted}>{t('adminRules.languages.hint')}</p>
      <RulesMessages call={model.call} />
      <ul className={styles.cards}>
        {languages.map((language) => (
          <li key={language.code} className={styles.card}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}><bdi lang={language.code} dir={language.direction}>{language.name}</bdi> <bdi dir="ltr">({language.code})</bdi></p>
              {!language.active && <span className={styles.badge}>{t('adminRules.languages.inactive')}</span>}
            </div>
            <p className={styles.muted}>
              {t(`adminRules.languages.${language.direction}`)}
              {!language.predefined && ` · ${language.texts > 0 ? t('adminRules.languages.texts_count', { count: language.texts }) : t('adminRules.languages.no_texts')}`}
            </p>
            {language.isDefault ? <p className={styles.muted}>{t('adminRules.languages.default')}</p>
              : language.predefined ? <p className={styles.muted}>{t('adminRules.languages.predefined')}</p> : (
                <div className={styles.actions}>
                  <button type="button" className={accountStyles.secondary} disabled={model.call.busy} aria-label={t('adminRules.languages.remove_named', { name: language.name })}
                    onClick={() => void model.remove(language.code)}>{t('adminRules.languages.remove')}</button>
                </div>
              )}
          </li>
        ))}
      </ul>

      <form className={styles.card} noValidate aria-label={t('adminRules.languages.add_title')} onSubmit={(event) => { event.preventDefault(); void model.add(); }}>
        <h3 className={styles.subTitle}>{t('adminRules.languages.add_title')}</h3>
        <div className={styles.grid}>
          <RuleField label={t('adminRules.languages.code')} dir="ltr" maxLength={2} value={model.code} onChange={(value) => model.set('code', value)} />
          <RuleField label={t('adminRules.languages.name')} dir="auto" maxLength={40} value={model.name} onChange={(value) => model.set('name', value)} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.direction}>{t('adminRules.languages.direction')}</label>
            <select id={ids.direction} className={styles.input} value={model.direction} onChange={(event) => model.setDirection(event.target.value === 'rtl' ? 'rtl' : 'ltr')}>
              <option value="ltr">{t('adminRules.languages.ltr')}</option>
              <option value="rtl">{t('adminRules.languages.rtl')}</option>
            </select>
          </div>
        </div>
        <div className={accountStyles.formActions}>
          <button type="submit" className={accountStyles.primary} disabled={model.call.busy}>{t('adminRules.languages.add')}</button>
        </div>
      </form>

      <form className={styles.card} noValidate aria-label={t('adminRules.languages.import_title')} onSubmit={(event) => { event.preventDefault(); void model.importTexts(); }}>
        <h3 className={styles.subTitle}>{t('adminRules.languages.import_title')}</h3>
        <p className={styles.muted}>{t('adminRules.languages.import_hint')}</p>
        {added.length === 0 ? <p className={styles.muted}>{t('adminRules.languages.no_added')}</p> : (
          <>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={ids.importCode}>{t('adminRules.languages.import_language')}</label>
              <select id={ids.importCode} className={styles.input} value={model.importCode} onChange={(event) => model.set('importCode', event.target.value)}>
                <option value="">{t('adminRules.languages.choose')}</option>
                {added.map((language) => <option key={language.code} value={language.code}>{language.name} ({language.code})</option>)}
              </select>
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={ids.file}>{t('adminRules.languages.file')}</label>
              <input id={ids.file} type="file" accept="application/json,.json" className={styles.input}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void file.text().then((text) => model.useFile(file.name, text));
                }} />
              {model.fileName && <p className={styles.muted}>{t('adminRules.languages.chosen_file', { name: model.fileName })}</p>}
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={ids.paste}>{t('adminRules.languages.paste')}</label>
              <textarea id={ids.paste} className={styles.textarea} dir="ltr" spellCheck={false} value={model.texts} onChange={(event) => model.set('texts', event.target.value)} />
            </div>
            <div className={accountStyles.formActions}>
              <button type="submit" className={accountStyles.primary} disabled={model.call.busy || model.importCode === '' || model.texts.trim() === ''}>{t('adminRules.languages.import')}</button>
            </div>
          </>
        )}
      </form>
    </section>
  );
});

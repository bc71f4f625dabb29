import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { InstallShop } from '../../core/install/install-shop';
import { type ChoiceField, INSTALL_LIMITS } from '../../core/install/install-rules';
import { PASSWORD } from '../../core/shared/password';
import { localizePath } from '../../core/language/localized-path';
import { FormField } from '../account/FormField';
import { CommonStore } from '../app/common-store';
import { useLanguage } from '../app/language-context';
import { usePageMeta } from '../app/meta-store-hooks';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import { InstallViewModel } from './install-view-model';
import styles from './install.module.css';

const STEPS = ['token', 'permissions', 'database'] as const;

/**
 * `/install`: the first-run installer. The setup token (from the server log), the folder report,
 * then the database; once the shop is set up, only that news and the way home. Every call goes
 * to `install/*`, which a set-up shop refuses for good.
 */
const InstallPage = observer(function InstallPage() {
  const { t } = useTranslation();
  const { code: language, defaultLanguage } = useLanguage();
  const install = useService(InstallShop);
  const [model] = useState(() => new InstallViewModel(install, language));
  // An operator's page: search engines leave it out.
  usePageMeta({ title: t('install.title'), description: t('install.intro'), noindex: true });
  useEffect(() => { void model.check(); }, [model]);
  const step = model.step;
  const current = STEPS.indexOf(step as (typeof STEPS)[number]);

  return (
    <div className={styles.installer}>
      <header className={styles.top}>
        <h1 className={styles.title}>{t('install.title')}</h1>
        <LanguageChoice />
      </header>
      {step !== 'done' && step !== 'checking' && (
        <ol className={styles.steps} aria-label={t('install.steps_label')}>
          {STEPS.map((name, index) => (
            <li key={name} className={index === current ? styles.currentStep : index < current ? styles.doneStep : styles.step} aria-current={index === current ? 'step' : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">{index + 1}</span>
              {t(`install.step.${name}`)}
            </li>
          ))}
        </ol>
      )}
      {model.failure && <p role="alert" className={styles.alert}>{model.failure}</p>}
      {step === 'checking' && <p role="status" className={accountStyles.hint}>{t('install.checking')}</p>}
      {step === 'token' && <TokenStep model={model} />}
      {step === 'permissions' && <PermissionsStep model={model} />}
      {step === 'database' && <DatabaseStep model={model} />}
      {step === 'done' && (
        <section className={styles.done} aria-labelledby="install-done">
          <svg className={styles.doneMark} viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="22" /><path d="M14 25l7 7 13-15" /></svg>
          <h2 id="install-done" className={styles.stepTitle}>{model.doneMessage ?? t('install.configured')}</h2>
          <p className={accountStyles.hint}>{model.doneMessage ? t('install.done_text') : t('install.configured_text')}</p>
          {/* A whole page load: the shop's own data (categories, settings) replaces the installer's. */}
          <a href={localizePath('/', language, defaultLanguage)} className={`${accountStyles.primary} ${styles.action}`}>{t('install.go_home')}</a>
        </section>
      )}
    </div>
  );
});

/** The five languages as links to this page in each; chosen before the token is typed. */
const LanguageChoice = observer(function LanguageChoice() {
  const { t } = useTranslation();
  const { code, defaultLanguage } = useLanguage();
  const languages = useService(CommonStore).data?.languages ?? [];
  return (
    <nav aria-label={t('install.language')} className={styles.languages}>
      {languages.map((language) => (
        <a key={language.code} href={localizePath('/install', language.code, defaultLanguage)} lang={language.code} dir={language.direction}
          aria-current={language.code === code ? 'true' : undefined} className={language.code === code ? styles.currentLanguage : styles.language}>
          {language.name}
        </a>
      ))}
    </nav>
  );
});

const TokenStep = observer(function TokenStep({ model }: { model: InstallViewModel }) {
  const { t } = useTranslation();
  const label = t('install.token');
  return (
    <form className={styles.panel} noValidate aria-labelledby="install-token" onSubmit={(event) => {
      event.preventDefault();
      void model.submitToken(t('account.validation.required', { type: label }));
    }}>
      <h2 id="install-token" className={styles.stepTitle}>{t('install.step.token')}</h2>
      <p className={accountStyles.hint}>{t('install.token_hint')}</p>
      <FormField name="token" label={label} value={model.token} serverError={model.tokenError ?? undefined} onChange={(value) => model.setToken(value)}
        type="password" autoComplete="off" dir="ltr" maxLength={200} />
      <div className={accountStyles.formActions}>
        <button type="submit" className={accountStyles.primary} disabled={model.busy} aria-busy={model.busy || undefined}>{t('install.next')}</button>
      </div>
    </form>
  );
});

const PermissionsStep = observer(function PermissionsStep({ model }: { model: InstallViewModel }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="install-folders">
      <h2 id="install-folders" className={styles.stepTitle}>{t('install.step.permissions')}</h2>
      <p className={accountStyles.hint}>{t('install.folders_hint')}</p>
      <ul className={styles.folders}>
        {model.report?.folders.map((folder) => (
          <li key={folder.name} className={styles.folder}>
            <span className={folder.writable ? styles.ok : styles.bad} aria-hidden="true">{folder.writable ? '✓' : '✗'}</span>
            <span className={styles.folderText}>
              <strong>{t(`install.folder.${folder.name}`, { defaultValue: folder.name })}</strong>
              <bdi dir="ltr" className={styles.path}>{folder.path}</bdi>
              <span className={folder.writable ? styles.okText : styles.badText}>{folder.writable ? t('install.writable') : t('install.not_writable')}</span>
            </span>
          </li>
        ))}
      </ul>
      {!model.foldersWritable && <p role="alert" className={styles.alert}>{t('install.fix_folders')}</p>}
      <div className={accountStyles.formActions}>
        {model.foldersWritable
          ? <button type="button" className={accountStyles.primary} onClick={() => model.continueToDatabase()}>{t('install.next')}</button>
          : <button type="button" className={accountStyles.secondary} disabled={model.busy} onClick={() => void model.recheck()}>{t('install.check_again')}</button>}
      </div>
    </section>
  );
});

const DatabaseStep = observer(function DatabaseStep({ model }: { model: InstallViewModel }) {
  const { t } = useTranslation();
  const demoId = useId();
  const problem = (field: ChoiceField) => {
    const code = model.problems[field];
    return code ? t(`install.problem.${code}`, { min: PASSWORD.minLength, max: PASSWORD.maxLength }) : model.serverErrors[field];
  };
  return (
    <form className={styles.panel} noValidate aria-labelledby="install-database" aria-busy={model.busy || undefined} onSubmit={(event) => {
      event.preventDefault();
      void model.submitDatabase();
    }}>
      <h2 id="install-database" className={styles.stepTitle}>{t('install.step.database')}</h2>
      <fieldset className={styles.kinds}>
        <legend className={accountStyles.label}>{t('install.kind')}</legend>
        {(['sqlite', 'postgres'] as const).map((kind) => (
          <label key={kind} className={model.kind === kind ? styles.chosenKind : styles.kind}>
            <input type="radio" name="kind" value={kind} checked={model.kind === kind} onChange={() => model.setKind(kind)} />
            <span><strong>{t(`install.kinds.${kind}`)}</strong><span className={styles.kindHint}>{t(`install.kinds.${kind}_hint`)}</span></span>
          </label>
        ))}
      </fieldset>
      {model.kind === 'sqlite'
        ? <FormField name="sqlite_path" label={t('install.sqlite_path')} value={model.sqlitePath} serverError={problem('sqlite_path')} onChange={(value) => model.setField('sqlite_path', value)} dir="ltr" maxLength={INSTALL_LIMITS.sqlitePathMax} autoComplete="off" />
        : <FormField name="postgres_url" label={t('install.postgres_url')} value={model.postgresUrl} serverError={problem('postgres_url')} onChange={(value) => model.setField('postgres_url', value)} dir="ltr" maxLength={INSTALL_LIMITS.postgresUrlMax} autoComplete="off"
          hint={<p className={styles.fieldHint}>{t('install.postgres_hint')} <bdi dir="ltr">postgres://user:password@127.0.0.1:5432/shop</bdi></p>} />}
      <fieldset className={styles.operator}>
        <legend className={accountStyles.label}>{t('install.operator')}</legend>
        <p className={styles.fieldHint}>{t('install.operator_hint')}</p>
        <FormField name="operator_email" label={t('install.operator_email')} type="email" value={model.operatorEmail} serverError={problem('operator_email')} onChange={(value) => model.setField('operator_email', value)} dir="ltr" maxLength={191} autoComplete="username" />
        <FormField name="operator_password" label={t('install.operator_password')} type="password" value={model.operatorPassword} serverError={problem('operator_password')} onChange={(value) => model.setField('operator_password', value)} maxLength={PASSWORD.maxLength} autoComplete="new-password" />
      </fieldset>
      <label htmlFor={demoId} className={styles.demo}>
        <input id={demoId} type="checkbox" checked={model.demo} onChange={(event) => model.setDemo(event.target.checked)} />
        <span>{t('install.demo')}</span>
      </label>
      <div className={accountStyles.formActions}>
        <button type="submit" className={accountStyles.primary} disabled={model.busy} aria-busy={model.busy || undefined}>{model.busy ? t('install.installing') : t('install.install')}</button>
      </div>
      {model.busy && <p role="status" className={accountStyles.hint}>{t('install.installing_hint')}</p>}
    </form>
  );
});

export default InstallPage;

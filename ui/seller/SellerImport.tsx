import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { csvColumns, IMPORT_LIMITS, type ImportLineProblem, requiredColumns } from '../../core/seller/seller-csv';
import { SellerDesk } from '../../core/seller/seller-desk';
import accountStyles from '../account/account.module.css';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { ImportViewModel } from './import-view-model';
import { SellerWorkspace } from './seller-workspace-store';
import styles from './seller.module.css';
import stock from './stock.module.css';

const FILE_ID = 'seller-import-file';

/**
 * `/seller/import`: the store's products as a CSV file to download, and a file to import back,
 * checked whole by the server (decision 0031): the counts when it is written, every problem by line
 * and column when it is refused (and then nothing was saved); the file's columns as help.
 */
export const SellerImport = observer(function SellerImport() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const desk = useService(SellerDesk);
  const workspace = useService(SellerWorkspace);
  const [view] = useState(() => new ImportViewModel(desk, language));
  useEffect(() => { void workspace.loadOptions(language).catch(() => undefined); }, [workspace, language]);
  const numbers = new Intl.NumberFormat(`${language}-u-nu-latn`);
  const maxMb = numbers.format(IMPORT_LIMITS.maxBytes / 1024 / 1024);
  const outcome = view.outcome;
  const fileProblem = view.fileProblem ? t(`seller.csv.file_${view.fileProblem}`, { max: maxMb }) : null;

  return (
    <section className={styles.section} aria-labelledby="seller-import">
      <div className={styles.heading}>
        <h1 id="seller-import" className={styles.title}>{t('seller.csv.title')}</h1>
      </div>

      <section className={styles.group} aria-labelledby="seller-export-title">
        <h2 id="seller-export-title" className={styles.groupTitle}>{t('seller.csv.export_title')}</h2>
        <p className={styles.gateText}>{t('seller.csv.export_text')}</p>
        <p className={styles.stateLine}>
          <a className={`${accountStyles.primary} ${styles.buttonLink}`} href={view.exportUrl} download>{t('seller.csv.export')}</a>
        </p>
      </section>

      <section className={styles.group} aria-labelledby="seller-import-title">
        <h2 id="seller-import-title" className={styles.groupTitle}>{t('seller.csv.import_title')}</h2>
        <p className={styles.gateText}>{t('seller.csv.import_text', { max: maxMb })}</p>
        <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void view.submit(); }}>
          <div className={accountStyles.field}>
            <label htmlFor={FILE_ID} className={accountStyles.label}>{t('seller.csv.file')}</label>
            <input
              id={FILE_ID}
              type="file"
              name="file"
              accept=".csv,text/csv"
              className={accountStyles.input}
              aria-invalid={fileProblem ? true : undefined}
              aria-describedby={[`${FILE_ID}-hint`, fileProblem ? `${FILE_ID}-error` : ''].filter(Boolean).join(' ')}
              onChange={(event) => {
                const picked = event.target.files?.[0];
                view.choose(picked ? { name: picked.name, type: picked.type, bytes: picked } : null);
              }}
            />
            <p id={`${FILE_ID}-hint`} className={styles.fieldHint}>{t('seller.csv.file_hint', { max: maxMb })}</p>
            {fileProblem && <p id={`${FILE_ID}-error`} className={accountStyles.error}>{fileProblem}</p>}
          </div>
          <p className={styles.stateLine}>
            <button type="submit" className={accountStyles.primary} disabled={view.busy} aria-busy={view.busy || undefined}>
              {view.busy ? t('seller.csv.importing') : t('seller.csv.import')}
            </button>
          </p>
        </form>
        {view.failure && <p role="alert" className={styles.alert}>{view.failure === true ? t('seller.failed') : view.failure}</p>}
        {outcome?.kind === 'imported' && (
          <div role="status" className={styles.notice} data-testid="import-done">
            <p className={styles.summaryTitle}>{t('seller.csv.imported_title')}</p>
            <dl className={stock.counts}>
              <div><dt>{t('seller.csv.created')}</dt><dd>{numbers.format(outcome.summary.created)}</dd></div>
              <div><dt>{t('seller.csv.updated')}</dt><dd>{numbers.format(outcome.summary.updated)}</dd></div>
              <div><dt>{t('seller.csv.unchanged')}</dt><dd>{numbers.format(outcome.summary.unchanged)}</dd></div>
            </dl>
            {outcome.summary.created > 0 && <p className={styles.gateText}>{t('seller.csv.drafts_hint')}</p>}
          </div>
        )}
        {outcome?.kind === 'refused' && <Refusal message={outcome.message} lines={outcome.lines} />}
      </section>

      <ColumnsHelp languages={workspace.options?.languages.map((l) => l.code) ?? null} defaultLanguage={workspace.options?.defaultLanguage ?? null} />
    </section>
  );
});

/** A refused file: nothing saved, and every problem by line and column. */
function Refusal({ message, lines }: { message: string; lines: readonly ImportLineProblem[] }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const numbers = new Intl.NumberFormat(`${language}-u-nu-latn`);
  return (
    <div role="alert" className={styles.summary} data-testid="import-refused">
      <p className={styles.summaryTitle}>{t('seller.csv.refused_title')}</p>
      {message && <p className={styles.gateText}>{message}</p>}
      {lines.length > 0 && (
        <table className={`${styles.table} ${stock.linesTable}`}>
          <caption className={stock.srOnly}>{t('seller.csv.lines_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('seller.csv.col_line')}</th>
              <th scope="col">{t('seller.csv.col_column')}</th>
              <th scope="col">{t('seller.csv.col_message')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.line}-${line.column}-${index}`}>
                <td data-label={t('seller.csv.col_line')} className={styles.number}><span>{numbers.format(line.line)}</span></td>
                <td data-label={t('seller.csv.col_column')}>{line.column ? <code dir="ltr">{line.column}</code> : <span>{t('seller.csv.whole_line')}</span>}</td>
                <td data-label={t('seller.csv.col_message')}><span>{line.message}</span></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.gateText}>{t('seller.csv.refused_text')}</p>
    </div>
  );
}

/** The file's columns (the shop's languages' titles among them), the required ones marked. */
function ColumnsHelp({ languages, defaultLanguage }: { languages: readonly string[] | null; defaultLanguage: string | null }) {
  const { t } = useTranslation();
  const main = defaultLanguage ?? 'en';
  const columns = csvColumns(languages ?? [main], main);
  const required = new Set(requiredColumns(main));
  return (
    <section className={styles.group} aria-labelledby="seller-columns-title">
      <h2 id="seller-columns-title" className={styles.groupTitle}>{t('seller.csv.help_title')}</h2>
      <p className={styles.gateText}>{t('seller.csv.help_text')}</p>
      <ul className={stock.columnList}>
        {columns.map((column) => (
          <li key={column}>
            <code dir="ltr">{column}</code>
            {required.has(column) && <span className={styles.required}> ({t('seller.form.required')})</span>}
          </li>
        ))}
      </ul>
      <ul className={styles.summaryList}>
        <li>{t('seller.csv.help_ids')}</li>
        <li>{t('seller.csv.help_values')}</li>
        <li>{t('seller.csv.help_deleted')}</li>
        <li>{t('seller.csv.help_publication')}</li>
      </ul>
    </section>
  );
}

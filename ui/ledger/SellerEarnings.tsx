import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { EarningsDesk } from '../../core/ledger/ledger-desks';
import { formatDate } from '../../core/shared/dates';
import accountStyles from '../account/account.module.css';
import { CommonStore } from '../app/common-store';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { useMounted } from '../kit/use-mounted';
import styles from '../seller/seller.module.css';
import { EarningsViewModel } from './earnings-view-model';
import { Amount } from './money-parts';

/**
 * `/seller/earnings` (issue 33, decision 0035): what the shop owes the store, read from the ledger:
 * pending (parcels not yet delivered, or inside the return window), available, paid out; a payout
 * request for available money; the payouts and their decisions; the newest entries; and a CSV
 * statement per month.
 */
export const SellerEarnings = observer(function SellerEarnings() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const desk = useService(EarningsDesk);
  const common = useService(CommonStore);
  const mounted = useMounted();
  const id = useId();
  const [view] = useState(() => new EarningsViewModel(desk, language));
  useEffect(() => { void view.load(); }, [view]);
  const data = view.data;
  const day = (iso: string) => formatDate(language, iso, 'long', { timeZone: mounted ? null : 'UTC' });

  return (
    <section className={styles.section} aria-labelledby="seller-earnings">
      <div className={styles.heading}>
        <h1 id="seller-earnings" className={styles.title}>{t('ledger.earnings.title')}</h1>
      </div>
      {data && <p className={accountStyles.hint}>{t('ledger.earnings.intro', { count: data.returnWindowDays })}</p>}
      {view.failure && <p role="alert" className={styles.alert}>{view.failure === true ? t('seller.failed') : view.failure}</p>}
      {view.notice && <p role="status" className={styles.notice}>{view.notice}</p>}
      {!data && view.busy && <p role="status" className={accountStyles.hint}>{t('seller.loading')}</p>}
      {data && (
        <>
          <ul className={styles.figures} aria-label={t('ledger.earnings.balance')}>
            {(['pending', 'available', 'requested', 'paidOut'] as const).map((key) => (
              <li key={key} className={styles.figure} data-testid={`earnings-${key}`}>
                <span className={styles.figureCount}><Amount common={common} amount={data[key]} /></span>
                <span className={styles.figureLabel}>{t(`ledger.earnings.${key}`)}</span>
              </li>
            ))}
          </ul>

          <form className={styles.shipForm} noValidate aria-labelledby={`${id}-ask`} onSubmit={(event) => { event.preventDefault(); void view.requestPayout(); }}>
            <h2 id={`${id}-ask`} className={styles.groupTitle}>{t('ledger.earnings.ask_title')}</h2>
            <div className={styles.control}>
              <label htmlFor={`${id}-amount`} className={accountStyles.label}>{t('ledger.earnings.amount', { currency: data.currency })}</label>
              <input id={`${id}-amount`} className={accountStyles.input} dir="ltr" inputMode="decimal" autoComplete="off" value={view.amount}
                aria-invalid={view.amountProblem !== null ? true : undefined} aria-describedby={view.amountProblem !== null ? `${id}-amount-error` : `${id}-amount-hint`}
                onChange={(event) => view.setAmount(event.target.value)} />
              {view.amountProblem !== null
                ? <span id={`${id}-amount-error`} className={accountStyles.error}>{view.amountProblem || t('seller.failed')}</span>
                : <span id={`${id}-amount-hint`} className={styles.fieldHint}>{t('ledger.earnings.amount_hint')}</span>}
            </div>
            <div className={styles.orderSteps}>
              <button type="button" className={accountStyles.secondary} onClick={() => view.askForAll()}>{t('ledger.earnings.all_available')}</button>
              <button type="submit" className={accountStyles.primary} disabled={view.asking}>{t('ledger.earnings.ask')}</button>
            </div>
          </form>

          <section className={styles.group} aria-labelledby={`${id}-payouts`}>
            <h2 id={`${id}-payouts`} className={styles.groupTitle}>{t('ledger.earnings.payouts')}</h2>
            {data.payouts.length === 0 ? <p className={accountStyles.empty}>{t('ledger.earnings.no_payouts')}</p> : (
              <table className={styles.table}>
                <thead><tr><th scope="col">{t('ledger.payout.number')}</th><th scope="col">{t('ledger.payout.requested')}</th><th scope="col">{t('ledger.payout.amount')}</th><th scope="col">{t('ledger.payout.status')}</th><th scope="col">{t('ledger.payout.reference')}</th></tr></thead>
                <tbody>
                  {data.payouts.map((payout) => (
                    <tr key={payout.id} data-testid={`payout-${payout.id}`}>
                      <td data-label={t('ledger.payout.number')}>{payout.id}</td>
                      <td data-label={t('ledger.payout.requested')} suppressHydrationWarning>{day(payout.requestedAt)}</td>
                      <td data-label={t('ledger.payout.amount')} className={styles.number}><Amount common={common} amount={payout.amount} /></td>
                      <td data-label={t('ledger.payout.status')}><span className={styles.badge} data-state={payout.status === 'paid' ? 'published' : payout.status === 'refused' ? 'returned' : 'review'}>{t(`ledger.payout.state.${payout.status}`)}</span></td>
                      <td data-label={t('ledger.payout.reference')}><bdi>{payout.reference ?? '—'}</bdi></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section className={styles.group} aria-labelledby={`${id}-entries`}>
            <h2 id={`${id}-entries`} className={styles.groupTitle}>{t('ledger.earnings.entries')}</h2>
            {data.entries.length === 0 ? <p className={accountStyles.empty}>{t('ledger.earnings.no_entries')}</p> : (
              <table className={styles.table}>
                <thead><tr><th scope="col">{t('ledger.entry.date')}</th><th scope="col">{t('ledger.entry.what')}</th><th scope="col">{t('ledger.entry.order')}</th><th scope="col">{t('ledger.entry.amount')}</th></tr></thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td data-label={t('ledger.entry.date')} suppressHydrationWarning>{day(entry.createdAt)}</td>
                      <td data-label={t('ledger.entry.what')}>{t(`ledger.kind.${entry.kind}`)}{entry.payoutId !== null && <> · {t('ledger.payout.numbered', { id: entry.payoutId })}</>}</td>
                      <td data-label={t('ledger.entry.order')}><bdi dir="ltr">{entry.orderCode ?? '—'}</bdi></td>
                      <td data-label={t('ledger.entry.amount')} className={styles.number}><Amount common={common} amount={entry.amount} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section className={styles.group} aria-labelledby={`${id}-statements`}>
            <h2 id={`${id}-statements`} className={styles.groupTitle}>{t('ledger.earnings.statements')}</h2>
            {data.months.length === 0 ? <p className={accountStyles.empty}>{t('ledger.earnings.no_statements')}</p> : (
              <ul className={styles.orderLines}>
                {data.months.map((month) => (
                  <li key={month}><a className={styles.textLink} href={view.statementUrl(month)} download>{t('ledger.earnings.statement', { month: monthName(language, month) })}</a></li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
});

/** `2026-11` as the month's name in the seller's language ("November 2026"), Latin digits as dates elsewhere. */
function monthName(language: string, month: string): string {
  try {
    return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${month}-01T00:00:00.000Z`));
  } catch {
    return month;
  }
}

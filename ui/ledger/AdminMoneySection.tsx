import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { RuleField } from '../admin/rules-parts';
import { type LedgerDesk, PAYOUT_REFERENCE_MAX } from '../../core/ledger/earnings';
import { MoneyDesk } from '../../core/ledger/ledger-desks';
import { formatDate } from '../../core/shared/dates';
import accountStyles from '../account/account.module.css';
import type { AdminSectionProps } from '../admin/admin-section-props';
import adminStyles from '../admin/admin.module.css';
import rules from '../admin/admin-rules.module.css';
import { CommonStore } from '../app/common-store';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import table from '../seller/seller.module.css';
import { Amount } from './money-parts';
import { MoneyViewModel } from './money-view-model';

/**
 * `/admin/money` (operators, issue 33, decision 0035): the shop's commission rate and return window,
 * a category's or a store's own rate, every store's balance read from the ledger (pending,
 * available, asked for, paid out), the shop's own account, and the payout requests: each paid with
 * the transfer's reference or refused with a reason (the money back to the seller's balance).
 */
export const AdminMoneySection = observer(function AdminMoneySection({ model: admin }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(MoneyDesk);
  const common = useService(CommonStore);
  const [model] = useState(() => new MoneyViewModel(desk, admin.language));
  const id = useId();
  useEffect(() => { void model.load(); }, [model]);
  const data = model.data;
  const whole = (form: 'terms' | 'rate') => model.problem(form) ?? (model.problems[form]?.[''] === '' ? t('adminRules.failed') : undefined);

  return (
    <section className={adminStyles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={adminStyles.sectionTitle}>{t('ledger.desk.title')}</h2>
      <p className={rules.muted}>{t('ledger.desk.hint')}</p>
      {model.failure && <p role="alert" className={adminStyles.alert}>{model.failure === true ? t('adminRules.failed') : model.failure}</p>}
      {model.notice && <p role="status" className={adminStyles.notice}>{model.notice}</p>}
      {data && (
        <>
          <form className={rules.form} noValidate aria-labelledby={`${id}-terms`} onSubmit={(event) => { event.preventDefault(); void model.saveTerms(); }}>
            <h3 id={`${id}-terms`} className={rules.subTitle}>{t('ledger.desk.terms')}</h3>
            {whole('terms') && <p role="alert" className={adminStyles.alert}>{whole('terms')}</p>}
            <div className={rules.grid}>
              <RuleField dir="ltr" inputMode="decimal" maxLength={8} label={t('ledger.desk.commission')} hint={t('ledger.desk.commission_hint')} value={model.terms.commissionPercent}
                error={model.problem('terms', 'commissionPercent')} onChange={(value) => model.setTerms('commissionPercent', value)} />
              <RuleField dir="ltr" inputMode="numeric" maxLength={3} label={t('ledger.desk.window')} hint={t('ledger.desk.window_hint')} value={model.terms.returnWindowDays}
                error={model.problem('terms', 'returnWindowDays')} onChange={(value) => model.setTerms('returnWindowDays', value)} />
            </div>
            <div className={rules.actions}><button type="submit" className={accountStyles.primary} disabled={model.sending !== null}>{t('adminRules.save')}</button></div>
          </form>

          <RatesPart model={model} data={data} />

          <section aria-labelledby={`${id}-balances`}>
            <h3 id={`${id}-balances`} className={rules.subTitle}>{t('ledger.desk.balances')}</h3>
            <p className={rules.muted}>{t('ledger.desk.shop_account')} <Amount common={common} amount={data.shopAccount} /></p>
            {data.balances.length === 0 ? <p className={rules.muted}>{t('ledger.desk.no_stores')}</p> : (
              <table className={table.table}>
                <thead><tr><th scope="col">{t('ledger.desk.store')}</th><th scope="col">{t('ledger.earnings.pending')}</th><th scope="col">{t('ledger.earnings.available')}</th><th scope="col">{t('ledger.earnings.requested')}</th><th scope="col">{t('ledger.earnings.paidOut')}</th></tr></thead>
                <tbody>
                  {data.balances.map((row) => (
                    <tr key={row.storeId} data-testid={`balance-${row.storeId}`}>
                      <td data-label={t('ledger.desk.store')}><bdi>{row.storeName}</bdi></td>
                      <td data-label={t('ledger.earnings.pending')} className={table.number}><Amount common={common} amount={row.pending} /></td>
                      <td data-label={t('ledger.earnings.available')} className={table.number}><Amount common={common} amount={row.available} /></td>
                      <td data-label={t('ledger.earnings.requested')} className={table.number}><Amount common={common} amount={row.requested} /></td>
                      <td data-label={t('ledger.earnings.paidOut')} className={table.number}><Amount common={common} amount={row.paidOut} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <PayoutsPart model={model} data={data} language={admin.language} />
        </>
      )}
    </section>
  );
});

const RatesPart = observer(function RatesPart({ model, data }: { model: MoneyViewModel; data: LedgerDesk }) {
  const { t } = useTranslation();
  const id = useId();
  const targets = model.rate.scope === 'store' ? data.stores : data.categories;
  const problem = model.problems.rate ?? {};
  const general = problem[''] !== undefined ? problem[''] || t('adminRules.failed') : undefined;
  return (
    <section aria-labelledby={`${id}-rates`}>
      <h3 id={`${id}-rates`} className={rules.subTitle}>{t('ledger.desk.rates')}</h3>
      <p className={rules.muted}>{t('ledger.desk.rates_hint')}</p>
      {general && <p role="alert" className={adminStyles.alert}>{general}</p>}
      {data.rates.length === 0 ? <p className={rules.muted}>{t('ledger.desk.no_rates')}</p> : (
        <ul className={rules.cards}>
          {data.rates.map((rate) => (
            <li key={rate.id} className={rules.card}>
              <div className={rules.cardHead}>
                <p className={rules.cardTitle}><bdi>{rate.name}</bdi></p>
                <span className={rules.badge}>{t(`ledger.desk.scope_${rate.scope}`)}</span>
              </div>
              <p className={rules.muted}><span dir="ltr">{rate.percent} %</span></p>
              <div className={rules.actions}>
                <button type="button" className={accountStyles.secondary} disabled={model.sending !== null} aria-label={t('ledger.desk.remove_named', { name: rate.name })}
                  onClick={() => void model.removeRate(rate.id, rate.version)}>{t('ledger.desk.remove')}</button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className={rules.form} noValidate aria-label={t('ledger.desk.add_rate')} onSubmit={(event) => { event.preventDefault(); void model.saveRate(); }}>
        <div className={rules.grid}>
          <div className={rules.field}>
            <label htmlFor={`${id}-scope`} className={rules.label}>{t('ledger.desk.scope')}</label>
            <select id={`${id}-scope`} className={rules.input} value={model.rate.scope} onChange={(event) => model.setRate('scope', event.target.value)}>
              <option value="store">{t('ledger.desk.scope_store')}</option>
              <option value="category">{t('ledger.desk.scope_category')}</option>
            </select>
          </div>
          <div className={rules.field}>
            <label htmlFor={`${id}-target`} className={rules.label}>{t(`ledger.desk.scope_${model.rate.scope}`)}</label>
            <select id={`${id}-target`} className={rules.input} value={model.rate.scopeId} aria-invalid={problem.target ? true : undefined}
              aria-describedby={problem.target ? `${id}-target-error` : undefined} onChange={(event) => model.setRate('scopeId', event.target.value)}>
              <option value="">{t('ledger.desk.choose')}</option>
              {targets.map((target) => <option key={target.id} value={target.id}>{target.name}</option>)}
            </select>
            {problem.target && <p id={`${id}-target-error`} className={accountStyles.error}>{problem.target}</p>}
          </div>
          <RuleField dir="ltr" inputMode="decimal" maxLength={8} label={t('ledger.desk.rate')} value={model.rate.percent} error={problem.percent} onChange={(value) => model.setRate('percent', value)} />
        </div>
        <div className={rules.actions}><button type="submit" className={accountStyles.primary} disabled={model.sending !== null}>{t('ledger.desk.save_rate')}</button></div>
      </form>
    </section>
  );
});

const PayoutsPart = observer(function PayoutsPart({ model, data, language }: { model: MoneyViewModel; data: LedgerDesk; language: string }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-payouts`}>
      <h3 id={`${id}-payouts`} className={rules.subTitle}>{t('ledger.desk.payouts')}</h3>
      {data.payouts.length === 0 && <p className={rules.muted}>{t('ledger.desk.no_payouts')}</p>}
      <ul className={rules.cards}>
        {data.payouts.map((payout) => {
          const form = `payout-${payout.id}` as const;
          const problem = model.problems[form] ?? {};
          const general = problem[''] !== undefined ? problem[''] || t('adminRules.failed') : undefined;
          return (
            <li key={payout.id} className={rules.card} data-testid={`desk-payout-${payout.id}`}>
              <div className={rules.cardHead}>
                <p className={rules.cardTitle}>{t('ledger.payout.numbered', { id: payout.id })} · <bdi>{payout.storeName}</bdi></p>
                <span className={rules.badge}>{t(`ledger.payout.state.${payout.status}`)}</span>
              </div>
              <p className={rules.muted}>
                <Amount common={common} amount={payout.amount} />{' · '}<bdi>{formatDate(language, payout.requestedAt, 'long', { withTime: true })}</bdi>
                {payout.reference && <>{' · '}<bdi>{payout.reference}</bdi></>}
              </p>
              {general && <p role="alert" className={adminStyles.alert}>{general}</p>}
              {payout.status === 'requested' && (
                <div className={rules.grid}>
                  <RuleField inputMode="text" dir="auto" maxLength={PAYOUT_REFERENCE_MAX} label={t('ledger.desk.reference')} hint={t('ledger.desk.reference_hint')} value={model.references[payout.id] ?? ''}
                    error={problem.reference} onChange={(value) => model.setReference(payout.id, value)} />
                  <div className={rules.actions}>
                    <button type="button" className={accountStyles.primary} disabled={model.sending !== null}
                      onClick={() => void model.decide(payout.id, payout.version, 'pay')}>{t('ledger.desk.pay')}</button>
                    <button type="button" className={accountStyles.secondary} disabled={model.sending !== null}
                      onClick={() => void model.decide(payout.id, payout.version, 'refuse')}>{t('ledger.desk.refuse')}</button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
});

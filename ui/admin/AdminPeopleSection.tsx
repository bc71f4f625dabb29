import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { CUSTOMER_SORTS, PEOPLE_REASON_MAX, type CustomerRow, type Page, type PendingSeller } from '../../core/admin/people';
import { PeopleDesk } from '../../core/admin/people-desk';
import { CAPABILITY } from '../../core/admin/roles';
import { FormField } from '../account/FormField';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import { LocalizedLink } from '../routing/LocalizedLink';
import type { AdminSectionProps } from './admin-section-props';
import styles from './admin.module.css';
import own from './admin-people.module.css';
import { PeopleViewModel } from './people-view-model';

type T = ReturnType<typeof useTranslation>['t'];

/**
 * `/admin/people`: sellers waiting for their store's approval (approve, or refuse with a reason the
 * seller is mailed), customers (search, orders, block with a reason, unblock), and the way to the
 * staff. Lists page on the server; rows are stacked cards that fit a phone.
 */
export const AdminPeopleSection = observer(function AdminPeopleSection({ model }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(PeopleDesk);
  const [vm] = useState(() => new PeopleViewModel(desk, model.language));
  useEffect(() => { void vm.load(); }, [vm]);
  const date = new Intl.DateTimeFormat(vm.language, { dateStyle: 'medium' });
  const day = (iso: string) => <time dateTime={iso}>{date.format(new Date(iso))}</time>;
  const failure = vm.failure === null ? null : vm.failure === true ? t('admin.failed') : 'text' in vm.failure ? vm.failure.text : t(`adminPeople.${vm.failure.key}`);
  const mayStaff = model.member?.capabilities.includes(CAPABILITY.staff) ?? false;

  return (
    <section className={styles.panel} aria-labelledby="admin-people">
      <h2 id="admin-people" className={styles.sectionTitle}>{t('adminPeople.title')}</h2>
      {failure && <p role="alert" className={styles.alert}>{failure}</p>}
      {vm.notice && !failure && <p role="status" className={styles.notice}>{vm.notice}</p>}
      <Sellers vm={vm} t={t} day={day} />
      <Customers vm={vm} t={t} day={day} />
      <section className={own.block} aria-labelledby="admin-people-staff">
        <h3 id="admin-people-staff" className={own.blockTitle}>{t('adminPeople.staff_title')}</h3>
        <p className={accountStyles.hint}>
          {mayStaff ? <LocalizedLink to="/admin/team" className={styles.link}>{t('adminPeople.staff_link')}</LocalizedLink> : t('adminPeople.staff_ask')}
        </p>
      </section>
    </section>
  );
});

interface ListProps {
  vm: PeopleViewModel;
  t: T;
  day: (iso: string) => ReactNode;
}

const Sellers = observer(function Sellers({ vm, t, day }: ListProps) {
  const languages = new Intl.DisplayNames([vm.language], { type: 'language' });
  const rows = vm.sellers?.rows ?? [];
  return (
    <section className={own.block} aria-labelledby="admin-people-sellers">
      <h3 id="admin-people-sellers" className={own.blockTitle}>{t('adminPeople.sellers_title')}</h3>
      <p className={accountStyles.hint}>{t('adminPeople.sellers_hint')}</p>
      <div className={own.tabs} role="group" aria-label={t('adminPeople.sellers_title')}>
        {(['waiting', 'refused'] as const).map((state) => (
          <button key={state} type="button" className={vm.sellerState === state ? accountStyles.primary : accountStyles.secondary} aria-pressed={vm.sellerState === state}
            disabled={vm.busy} onClick={() => void vm.showSellers(state)}>{t(`adminPeople.show_${state}`)}</button>
        ))}
      </div>
      {vm.sellers && rows.length === 0 && <p className={accountStyles.hint}>{t(vm.sellerState === 'waiting' ? 'adminPeople.no_sellers' : 'adminPeople.no_refused')}</p>}
      <ul className={own.cards}>
        {rows.map((seller) => (
          <li key={seller.store.id} className={own.card}>
            <span className={own.cardTitle}>{seller.store.name}</span>
            <span>{seller.name} · <bdi dir="ltr">{seller.email}</bdi>{seller.phone && <> · <bdi dir="ltr" className={own.phone}>{seller.phone}</bdi></>}</span>
            <span className={accountStyles.hint}>
              {renderWith(t('adminPeople.registered', { date: '\u0000' }), day(seller.registeredAt))}
              {' · '}{t('adminPeople.language', { language: languages.of(seller.language) ?? seller.language })}
            </span>
            {!seller.verified && <span className={own.warning}>{t('adminPeople.not_verified')}</span>}
            {seller.refusedAt && <span className={own.warning}>{renderWith(t('adminPeople.refused_on', { date: '\u0000', reason: seller.refusalReason ?? '' }), day(seller.refusedAt))}</span>}
            {vm.sellerState === 'waiting' && <SellerActions vm={vm} t={t} seller={seller} />}
          </li>
        ))}
      </ul>
      <Pager page={vm.sellers} t={t} busy={vm.busy} go={(page) => void vm.sellersPage(page)} />
    </section>
  );
});

const SellerActions = observer(function SellerActions({ vm, t, seller }: { vm: PeopleViewModel; t: T; seller: PendingSeller }) {
  const target = `store:${seller.store.id}`;
  if (vm.open === target) {
    return (
      <form className={own.reason} noValidate method="post" aria-label={t('adminPeople.refuse_store', { store: seller.store.name })}
        onSubmit={(event) => { event.preventDefault(); void vm.decide(seller, 'refuse'); }}>
        <FormField name={`reason-${seller.store.id}`} label={t('adminPeople.reason')} value={vm.reason} onChange={(value) => vm.setReason(value)} rows={3} maxLength={PEOPLE_REASON_MAX}
          hint={t('adminPeople.refuse_reason_hint')} />
        <div className={own.actions}>
          <button type="submit" className={accountStyles.primary} disabled={vm.busy}>{t('adminPeople.refuse_confirm')}</button>
          <button type="button" className={accountStyles.secondary} onClick={() => vm.close()}>{t('adminPeople.cancel')}</button>
        </div>
      </form>
    );
  }
  return (
    <div className={own.actions}>
      <button type="button" className={accountStyles.primary} disabled={vm.busy || !seller.verified} onClick={() => void vm.decide(seller, 'approve')}
        aria-label={t('adminPeople.approve_store', { store: seller.store.name })}>{t('adminPeople.approve')}</button>
      <button type="button" className={accountStyles.secondary} disabled={vm.busy} onClick={() => vm.ask(target)}
        aria-label={t('adminPeople.refuse_store', { store: seller.store.name })}>{t('adminPeople.refuse')}</button>
    </div>
  );
});

const Customers = observer(function Customers({ vm, t, day }: ListProps) {
  const rows = vm.customers?.rows ?? [];
  return (
    <section className={own.block} aria-labelledby="admin-people-customers">
      <h3 id="admin-people-customers" className={own.blockTitle}>{t('adminPeople.customers_title')}</h3>
      <form className={own.search} role="search" noValidate onSubmit={(event) => { event.preventDefault(); void vm.search(); }}>
        <FormField name="people-search" label={t('adminPeople.search')} value={vm.query} onChange={(value) => vm.setQuery(value)} maxLength={100} />
        <FormField name="people-sort" label={t('adminPeople.sort')} value={vm.sort} onChange={(value) => void vm.sortBy(value as (typeof CUSTOMER_SORTS)[number])}
          options={CUSTOMER_SORTS.map((sort) => ({ value: sort, label: t(`adminPeople.sort_${sort}`) }))} />
        <div className={own.actions}>
          <button type="submit" className={accountStyles.primary} disabled={vm.busy}>{t('adminPeople.search_button')}</button>
        </div>
      </form>
      {vm.customers && <p className={accountStyles.hint} aria-live="polite">{rows.length === 0 ? t('adminPeople.no_customers') : t('adminPeople.found', { count: vm.customers.total })}</p>}
      <ul className={own.cards}>
        {rows.map((customer) => (
          <li key={customer.id} className={`${own.card} ${customer.blockedAt ? own.blocked : ''}`}>
            <span className={own.cardTitle}>{customer.name}</span>
            <span><bdi dir="ltr">{customer.email}</bdi>{customer.phone && <> · <bdi dir="ltr" className={own.phone}>{customer.phone}</bdi></>}</span>
            <span className={accountStyles.hint}>
              {customer.lastOrder
                ? <>{t('adminPeople.orders', { count: customer.orderCount })} · {renderWith(t('adminPeople.last_order', { code: customer.lastOrder.code, date: '\u0000' }), day(customer.lastOrder.placedAt))}</>
                : t('adminPeople.no_orders')}
            </span>
            {customer.blockedAt && <span className={own.warning}>{renderWith(t('adminPeople.blocked', { date: '\u0000', reason: customer.blockedReason ?? '' }), day(customer.blockedAt))}</span>}
            <CustomerActions vm={vm} t={t} customer={customer} />
          </li>
        ))}
      </ul>
      <Pager page={vm.customers} t={t} busy={vm.busy} go={(page) => void vm.customersPage(page)} />
    </section>
  );
});

const CustomerActions = observer(function CustomerActions({ vm, t, customer }: { vm: PeopleViewModel; t: T; customer: CustomerRow }) {
  const target = `customer:${customer.id}`;
  if (customer.blockedAt) {
    return (
      <div className={own.actions}>
        <button type="button" className={accountStyles.secondary} disabled={vm.busy} onClick={() => void vm.toggleBlock(customer)}
          aria-label={t('adminPeople.unblock_customer', { email: customer.email })}>{t('adminPeople.unblock')}</button>
      </div>
    );
  }
  if (vm.open === target) {
    return (
      <form className={own.reason} noValidate method="post" aria-label={t('adminPeople.block_customer', { email: customer.email })}
        onSubmit={(event) => { event.preventDefault(); void vm.toggleBlock(customer); }}>
        <FormField name={`block-${customer.id}`} label={t('adminPeople.reason')} value={vm.reason} onChange={(value) => vm.setReason(value)} rows={2} maxLength={PEOPLE_REASON_MAX}
          hint={t('adminPeople.block_reason_hint')} />
        <div className={own.actions}>
          <button type="submit" className={accountStyles.primary} disabled={vm.busy}>{t('adminPeople.block_confirm')}</button>
          <button type="button" className={accountStyles.secondary} onClick={() => vm.close()}>{t('adminPeople.cancel')}</button>
        </div>
      </form>
    );
  }
  return (
    <div className={own.actions}>
      <button type="button" className={accountStyles.secondary} disabled={vm.busy} onClick={() => vm.ask(target)}
        aria-label={t('adminPeople.block_customer', { email: customer.email })}>{t('adminPeople.block')}</button>
    </div>
  );
});

function Pager({ page, t, busy, go }: { page: Page<unknown> | null; t: T; busy: boolean; go: (page: number) => void }) {
  if (!page || page.lastPage <= 1) return null;
  return (
    <nav className={own.pager} aria-label={t('adminPeople.page', { page: page.page, last: page.lastPage })}>
      <button type="button" className={accountStyles.secondary} disabled={busy || page.page <= 1} onClick={() => go(page.page - 1)}>{t('adminPeople.previous')}</button>
      <span>{t('adminPeople.page', { page: page.page, last: page.lastPage })}</span>
      <button type="button" className={accountStyles.secondary} disabled={busy || page.page >= page.lastPage} onClick={() => go(page.page + 1)}>{t('adminPeople.next')}</button>
    </nav>
  );
}

/** A translated sentence with a date element where the `\u0000` placeholder stands (the sentence's word order is the language's). */
function renderWith(text: string, node: ReactNode): ReactNode {
  const [before, after] = text.split('\u0000');
  return after === undefined ? text : <>{before}{node}{after}</>;
}

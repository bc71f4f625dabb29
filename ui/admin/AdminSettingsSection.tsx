import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { SettingsGroup } from '../../core/admin/settings';
import { SettingsDesk } from '../../core/admin/settings-desk';
import { FormField } from '../account/FormField';
import accountStyles from '../account/account.module.css';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import type { AdminSectionProps } from './admin-section-props';
import styles from './admin.module.css';
import own from './admin-settings.module.css';
import { SettingsViewModel } from './settings-view-model';

/**
 * `/admin/settings` (operators): the shop's settings without SQL, one form per group, each saved on
 * its own with the server's message next to each refused field and a notice once saved. Payment
 * methods say whether their provider's keys are configured on the server; never the keys.
 */
export const AdminSettingsSection = observer(function AdminSettingsSection({ model }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(SettingsDesk);
  const [vm] = useState(() => new SettingsViewModel(desk, model.member!, model.language));
  useEffect(() => { void vm.load(); }, [vm]);
  return (
    <section className={own.settings} aria-labelledby="admin-settings">
      <h2 id="admin-settings" className={styles.sectionTitle}>{t('adminSettings.title')}</h2>
      <p className={accountStyles.hint}>{t('adminSettings.intro')}</p>
      {vm.failure && <p role="alert" className={styles.alert}>{vm.failure === true ? t('admin.failed') : vm.failure}</p>}
      {!vm.drafts && !vm.failure && <p role="status" className={accountStyles.hint}>{t('adminSettings.loading')}</p>}
      {vm.drafts && (
        <>
          <PaymentsGroup vm={vm} />
          <BankTransferGroup vm={vm} />
          <StorefrontGroup vm={vm} />
          <FreeDeliveryGroup vm={vm} />
          <ShopGroup vm={vm} />
        </>
      )}
    </section>
  );
});

/** One group's form: its title, fields, and the save button with what the save said. */
const Group = observer(function Group({ vm, group, title, intro, children }: { vm: SettingsViewModel; group: SettingsGroup; title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const notice = vm.notices[group];
  const busy = vm.saving === group;
  return (
    <form className={own.group} noValidate method="post" aria-labelledby={id} onSubmit={(event) => { event.preventDefault(); void vm.save(group); }}>
      <h3 id={id} className={own.groupTitle}>{title}</h3>
      {intro && <p className={accountStyles.hint}>{intro}</p>}
      {children}
      <div className={own.actions}>
        {notice && (notice.ok
          ? <p role="status" className={styles.notice}>{notice.text}</p>
          : <p role="alert" className={styles.alert}>{notice.text || t('admin.failed')}</p>)}
        <button type="submit" className={accountStyles.primary} disabled={vm.saving !== null} aria-busy={busy || undefined}>{busy ? t('adminSettings.saving') : t('adminSettings.save')}</button>
      </div>
    </form>
  );
});

/** A switch: a checkbox with its label, an optional hint and the server's message. */
const Toggle = observer(function Toggle({ label, checked, onChange, hint, error, disabled }: { label: string; checked: boolean; onChange: (on: boolean) => void; hint?: string; error?: string; disabled?: boolean }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={own.toggle}>
      <label className={own.toggleLabel}>
        <input type="checkbox" className={own.checkbox} checked={checked} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
      {hint && <p id={`${id}-hint`} className={`${accountStyles.hint} ${own.toggleHint}`}>{hint}</p>}
      {error && <p id={`${id}-error`} className={`${accountStyles.error} ${own.toggleHint}`}>{error}</p>}
    </div>
  );
});

const PaymentsGroup = observer(function PaymentsGroup({ vm }: { vm: SettingsViewModel }) {
  const { t } = useTranslation();
  const errors = vm.errors.payments ?? {};
  const drafts = vm.drafts!.payments.methods;
  return (
    <Group vm={vm} group="payments" title={t('adminSettings.payments.title')} intro={t('adminSettings.payments.intro')}>
      {errors.methods && <p role="alert" className={accountStyles.error}>{errors.methods}</p>}
      <ul className={own.methods}>
        {vm.settings!.payments.map((method) => {
          const draft = drafts.find((d) => d.method === method.method);
          const name = t(`adminSettings.payments.method.${method.key}`);
          const keys = !method.online ? t('adminSettings.payments.offline') : method.configured ? t('adminSettings.payments.configured') : t('adminSettings.payments.not_configured');
          return (
            <li key={method.method} className={own.method}>
              <Toggle label={name} checked={draft?.enabled ?? false} error={errors[`method.${method.method}`]}
                // An online method without keys cannot be turned on (the server refuses it too); one already on can be turned off.
                disabled={method.online && !method.configured && !draft?.enabled}
                onChange={(on) => vm.edit('payments', (d) => { const m = d.methods.find((x) => x.method === method.method); if (m) m.enabled = on; })} />
              <span className={method.online && !method.configured ? own.badgeMissing : own.badge}>{keys}</span>
            </li>
          );
        })}
      </ul>
    </Group>
  );
});

const BANK_FIELDS = ['bank_name', 'account_holder', 'account_number', 'branch', 'swift', 'routing'] as const;

const BankTransferGroup = observer(function BankTransferGroup({ vm }: { vm: SettingsViewModel }) {
  const { t } = useTranslation();
  const errors = vm.errors.bankTransfer ?? {};
  const draft = vm.drafts!.bankTransfer;
  const names = new Intl.DisplayNames([vm.language], { type: 'language' });
  return (
    <Group vm={vm} group="bankTransfer" title={t('adminSettings.bank.title')} intro={t('adminSettings.bank.intro')}>
      <div className={own.grid}>
        {BANK_FIELDS.map((field) => (
          <FormField key={field} name={field} label={t(`adminSettings.bank.${field}`)} value={draft[field]} serverError={errors[field]} maxLength={191}
            optional={field !== 'account_holder' && field !== 'account_number'} dir={field === 'account_number' || field === 'swift' || field === 'routing' ? 'ltr' : 'auto'}
            onChange={(value) => vm.edit('bankTransfer', (d) => { d[field] = value; })} />
        ))}
      </div>
      {vm.settings!.languages.map((language) => (
        <FormField key={language} name={`instructions.${language}`} label={t('adminSettings.bank.instructions', { language: names.of(language) ?? language })}
          value={draft.instructions[language] ?? ''} serverError={errors[`instructions.${language}`]} rows={2} maxLength={1000} optional wide
          onChange={(value) => vm.edit('bankTransfer', (d) => { d.instructions[language] = value; })} />
      ))}
    </Group>
  );
});

const StorefrontGroup = observer(function StorefrontGroup({ vm }: { vm: SettingsViewModel }) {
  const { t } = useTranslation();
  const errors = vm.errors.storefront ?? {};
  const draft = vm.drafts!.storefront;
  const flag = (field: 'enable_ga' | 'enable_pixel' | 'cookie_banner' | 'guest_checkout' | 'vendor_registration' | 'product_review', hint?: string) => (
    <Toggle label={t(`adminSettings.storefront.${field}`)} checked={draft[field]} hint={hint} error={errors[field]} onChange={(on) => vm.edit('storefront', (d) => { d[field] = on; })} />
  );
  return (
    <Group vm={vm} group="storefront" title={t('adminSettings.storefront.title')} intro={t('adminSettings.storefront.intro')}>
      {flag('enable_ga')}
      <FormField name="ga_id" label={t('adminSettings.storefront.ga_id')} value={draft.ga_id} serverError={errors.ga_id} dir="ltr" maxLength={32} optional={!draft.enable_ga}
        hint={<p className={accountStyles.hint}>{t('adminSettings.storefront.ga_hint')}</p>} onChange={(value) => vm.edit('storefront', (d) => { d.ga_id = value; })} />
      {flag('enable_pixel')}
      <FormField name="pixel_id" label={t('adminSettings.storefront.pixel_id')} value={draft.pixel_id} serverError={errors.pixel_id} dir="ltr" maxLength={32} optional={!draft.enable_pixel}
        hint={<p className={accountStyles.hint}>{t('adminSettings.storefront.pixel_hint')}</p>} onChange={(value) => vm.edit('storefront', (d) => { d.pixel_id = value; })} />
      {flag('cookie_banner', t('adminSettings.storefront.cookie_hint'))}
      {flag('guest_checkout', t('adminSettings.storefront.guest_hint'))}
      {flag('vendor_registration', t('adminSettings.storefront.vendor_hint'))}
      {flag('product_review', t('adminSettings.storefront.review_hint'))}
    </Group>
  );
});

const FreeDeliveryGroup = observer(function FreeDeliveryGroup({ vm }: { vm: SettingsViewModel }) {
  const { t } = useTranslation();
  const errors = vm.errors.freeDelivery ?? {};
  return (
    <Group vm={vm} group="freeDelivery" title={t('adminSettings.freeDelivery.title')} intro={t('adminSettings.freeDelivery.intro')}>
      <FormField name="amount" label={t('adminSettings.freeDelivery.amount', { currency: vm.settings!.freeDelivery.currency })} value={vm.drafts!.freeDelivery.amount} serverError={errors.amount}
        dir="ltr" maxLength={13} optional hint={<p className={accountStyles.hint}>{t('adminSettings.freeDelivery.hint')}</p>}
        onChange={(value) => vm.edit('freeDelivery', (d) => { d.amount = value; })} />
    </Group>
  );
});

const ShopGroup = observer(function ShopGroup({ vm }: { vm: SettingsViewModel }) {
  const { t } = useTranslation();
  const errors = vm.errors.shop ?? {};
  const draft = vm.drafts!.shop;
  return (
    <Group vm={vm} group="shop" title={t('adminSettings.shop.title')} intro={t('adminSettings.shop.intro')}>
      <div className={own.grid}>
        <FormField name="site_name" label={t('adminSettings.shop.site_name')} value={draft.site_name} serverError={errors.site_name} maxLength={191} dir="auto" onChange={(value) => vm.edit('shop', (d) => { d.site_name = value; })} />
        <FormField name="email" type="email" label={t('adminSettings.shop.email')} value={draft.email} serverError={errors.email} dir="ltr" maxLength={191} onChange={(value) => vm.edit('shop', (d) => { d.email = value; })} />
        <FormField name="phone" type="tel" label={t('adminSettings.shop.phone')} value={draft.phone} serverError={errors.phone} maxLength={32} optional onChange={(value) => vm.edit('shop', (d) => { d.phone = value; })} />
      </div>
    </Group>
  );
});

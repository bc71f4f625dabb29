import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { DeleteAddress } from '../../../core/addresses/delete-address';
import { SaveAddress } from '../../../core/addresses/save-address';
import { LoadStates } from '../../../core/countries/load-states';
import { DEFAULT_LOCATION, type Address } from '../../../core/domain/account';
import { AddressForm } from '../../../core/domain/account-forms';
import { RequestError } from '../../../core/shared/request-error';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { Dialog } from '../../components/dialog/Dialog';
import { Shimmer } from '../../components/shimmer/Shimmer';
import { useLanguage } from '../../app/language-context';
import { useService } from '../../app/services';
import { useTranslation } from '../../i18n/react-i18n';
import { CommonStore } from '../../stores/common-store';
import { PageLoadStore } from '../../stores/page-load-store';
import { ToastStore } from '../../stores/toast-store';
import { AccountLayout } from './AccountLayout';
import { AddressesViewModel } from './addresses-view-model';
import { CountriesStore } from './countries-store';
import { FormField } from './FormField';
import { FormModel } from './form-model';
import { Pagination } from './Pagination';
import styles from './account.module.css';

type Editing = { address: Address | null } | null;

/** The address popup: every field, states fetched for the chosen country, '{type} is required' per empty field. */
const AddressDialog = observer(function AddressDialog({ address, onClose }: { address: Address | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const common = useService(CommonStore);
  const countries = useService(CountriesStore);
  const loadStates = useService(LoadStates);
  const save = useService(SaveAddress);
  const toast = useService(ToastStore);
  const setting = common.data?.setting;
  const [form] = useState(() => new FormModel(AddressForm, address ?? {
    country: setting?.default_country || DEFAULT_LOCATION.countryCode,
    state: setting?.default_state || DEFAULT_LOCATION.region,
  }));
  const country = form.values.country ?? '';
  const states = countries.statesOf(country);

  useEffect(() => {
    let current = true;
    loadStates.execute(country, language).then((list) => {
      // A state that the new country does not have would be sent as garbage: take its first one.
      if (current && list.length > 0 && !list.some((s) => s.code === form.values.state)) form.set('state', list[0]!.code);
    }, (error: unknown) => { if (current) toast.error(error instanceof RequestError ? error.firstMessage : String(error)); });
    return () => { current = false; };
  }, [country, language, loadStates, form, toast]);

  const submit = async () => {
    const saved = await form.submit(async (fields) => {
      const { added } = await save.execute(address ? { ...fields, id: address.id } : fields, language);
      toast.show(t('account.filter.addSucc', { type: t(added ? 'account.filter.added' : 'account.filter.updated') }));
    }, (message) => toast.error(message));
    if (saved) onClose();
  };

  const field = (name: keyof AddressForm & string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField name={name} value={form.values[name] ?? ''} error={form.errors[name]} onChange={(value) => form.set(name, value)} {...extra} />
  );
  const countryOptions = countries.countries.map((c) => ({ value: c.code, label: c.name }));
  if (!countryOptions.some((c) => c.value === country)) countryOptions.unshift({ value: country, label: country || '—' });
  const stateOptions = (states ?? []).map((s) => ({ value: s.code, label: s.name }));
  if (!stateOptions.some((s) => s.value === form.values.state)) stateOptions.unshift({ value: form.values.state ?? '', label: form.values.state || '—' });

  return (
    <Dialog title={t(address ? 'account.addresses.edit_title' : 'account.addresses.add_title')} onClose={onClose}>
      <form className={styles.formGrid} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        {field('name', { autoComplete: 'name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('phone', { type: 'tel', autoComplete: 'tel' })}
        {field('country', { options: countryOptions, autoComplete: 'country' })}
        {field('state', { options: stateOptions, disabled: states === undefined && stateOptions.length <= 1 && !form.values.state })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('zip', { autoComplete: 'postal-code' })}
        {field('address_1', { autoComplete: 'address-line1', wide: true })}
        {field('address_2', { autoComplete: 'address-line2', wide: true, optional: true })}
        <div className={`${styles.formActions} ${styles.wide}`}>
          <button type="button" className={styles.secondary} onClick={onClose}>{t('account.dialog.cancel')}</button>
          <button type="submit" className={styles.primary} disabled={form.submitting}>{t('account.addresses.save')}</button>
        </div>
      </form>
    </Dialog>
  );
});

function AddressCard({ address, countryName, onEdit, onDelete }: { address: Address; countryName: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} data-testid="address-card">
      <p className={styles.cardTitle}>{address.name}</p>
      <address className={styles.cardText}>
        {address.address_1}{address.address_2 ? `, ${address.address_2}` : ''}<br />
        {address.city}, {address.state} {address.zip}<br />
        {countryName}<br />
        <bdi>{address.phone}</bdi> · <bdi>{address.email}</bdi>
      </address>
      <div className={styles.cardActions}>
        <button type="button" className={styles.linkButton} onClick={onEdit} aria-label={`${t('account.addresses.edit')}: ${address.name}`}>{t('account.addresses.edit')}</button>
        <button type="button" className={`${styles.linkButton} ${styles.dangerText}`} onClick={onDelete} aria-label={`${t('account.addresses.delete')}: ${address.name}`}>{t('account.addresses.delete')}</button>
      </div>
    </li>
  );
}

/** `/user/addresses`: the address book with add, edit and delete. */
const AddressesPage = observer(function AddressesPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const vm = useService(AddressesViewModel);
  const countries = useService(CountriesStore);
  const pageLoad = useService(PageLoadStore);
  const remove = useService(DeleteAddress);
  const toast = useService(ToastStore);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const countryName = (code: string) => countries.countries.find((c) => c.code === code)?.name ?? code;

  const add = <button type="button" className={styles.primary} onClick={() => setEditing({ address: null })}>{t('account.addresses.add')}</button>;
  return (
    <AccountLayout active="addresses" title={t('account.addresses.title')} actions={add}>
      {!vm.loaded || pageLoad.pending ? (
        <ul className={styles.cards} aria-busy="true" aria-label={t('account.loading')}>
          {[0, 1, 2].map((i) => <li key={i} className={styles.card}><Shimmer height="1.2em" width="40%" /><Shimmer height="4.5em" /></li>)}
        </ul>
      ) : vm.addresses.length === 0 ? (
        <p className={styles.empty}>{t('account.addresses.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {vm.addresses.map((address) => (
            <AddressCard key={address.id} address={address} countryName={countryName(address.country)} onEdit={() => setEditing({ address })} onDelete={() => setDeleting(address)} />
          ))}
        </ul>
      )}
      {vm.page ? <Pagination path="/user/addresses" current={vm.page.current_page} last={vm.page.last_page} /> : null}
      {editing ? <AddressDialog address={editing.address} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await remove.execute(deleting.id, language);
              toast.show();
            } catch (error) {
              toast.error(error instanceof RequestError ? error.firstMessage : String(error));
            }
          }}
        />
      ) : null}
    </AccountLayout>
  );
});
export default AddressesPage;

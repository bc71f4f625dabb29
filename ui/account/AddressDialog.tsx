import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { SaveAddress } from '../../core/account/addresses/save-address';
import { LoadStates } from '../../core/account/addresses/load-states';
import { DEFAULT_LOCATION, type Address } from '../../core/account/account';
import { AddressForm } from '../../core/account/account-forms';
import { RequestError } from '../../core/shared/request-error';
import { Dialog } from '../kit/dialog/Dialog';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { CommonStore } from '../app/common-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { CountriesStore } from './countries-store';
import { FormField } from './FormField';
import { FormModel } from './form-model';
import styles from './account.module.css';

/** The address popup (address book, and the shipping step's inline add): every field, states fetched for the chosen country, '{type} is required' per empty field. */
export const AddressDialog = observer(function AddressDialog({ address, onClose, onSaved }: { address: Address | null; onClose: () => void; onSaved?: (address: Address) => void }) {
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
      const { added, address: saved } = await save.execute(address ? { ...fields, id: address.id } : fields, language);
      onSaved?.(saved);
      toast.show(t('account.filter.addSucc', { type: t(added ? 'account.filter.added' : 'account.filter.updated') }));
    }, (message) => toast.error(message));
    if (saved) onClose();
  };

  const field = (name: keyof AddressForm & string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField name={name} value={form.values[name] ?? ''} error={form.errors[name]} serverError={form.serverErrors[name]} onChange={(value) => form.set(name, value)} {...extra} />
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

import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DeleteAddress } from '../../core/account/addresses/delete-address';
import type { Address } from '../../core/account/account';
import { RequestError } from '../../core/shared/request-error';
import { ConfirmDialog } from '../kit/dialog/ConfirmDialog';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { PageLoadStore } from '../routing/page-load-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { AccountLayout } from './AccountLayout';
import { AddressDialog } from './AddressDialog';
import { AddressesViewModel } from './addresses-view-model';
import { CountriesStore } from './countries-store';
import { Pagination } from './Pagination';
import styles from './account.module.css';

type Editing = { address: Address | null } | null;

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

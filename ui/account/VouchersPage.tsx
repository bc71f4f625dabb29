import { observer } from 'mobx-react-lite';
import type { UserVoucher } from '../../core/account/account';
import { PRICE_TYPE } from '../../core/cart/price-type';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { useLanguage } from '../app/language-context';
import { formatDate } from '../../core/shared/dates';
import { CommonStore } from '../app/common-store';
import { PageLoadStore } from '../routing/page-load-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { AccountLayout } from './AccountLayout';
import { usesLeft, VouchersViewModel } from './vouchers-view-model';
import styles from './account.module.css';


function VoucherCard({ voucher }: { voucher: UserVoucher }) {
  const { t } = useTranslation();
  // The day in words, in UTC: the same text on the server and in the browser whatever their time zones.
  const { code: language } = useLanguage();
  const day = (iso: string) => formatDate(language, iso, 'medium');
  const common = useService(CommonStore);
  const toast = useService(ToastStore);
  const left = usesLeft(voucher);
  const discount = voucher.type === PRICE_TYPE.percent
    ? t('account.vouchers.percent_off', { percent: voucher.price })
    : t('account.vouchers.amount_off', { amount: common.price(voucher.price) });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(voucher.code);
      toast.show(t('account.vouchers.copied'));
    } catch {
      toast.error(t('account.vouchers.copy_failed'));
    }
  };
  return (
    <li className={styles.card} data-testid="voucher-card">
      <p className={styles.voucherDiscount}>{discount}</p>
      <p className={styles.cardTitle}>{voucher.title}</p>
      <dl className={styles.facts}>
        <dt>{t('account.vouchers.min_spend')}</dt><dd>{common.price(voucher.min_spend)}</dd>
        {voucher.type === PRICE_TYPE.percent && voucher.capped_price ? <><dt>{t('account.vouchers.capped')}</dt><dd>{common.price(voucher.capped_price)}</dd></> : null}
        <dt>{t('account.vouchers.validity')}</dt><dd><bdi>{day(voucher.start_time)}</bdi> – <bdi>{day(voucher.end_time)}</bdi></dd>
        <dt>{t('account.vouchers.uses_left')}</dt><dd>{left === null ? t('account.vouchers.unlimited') : left}</dd>
      </dl>
      <div className={styles.codeRow}>
        <code className={styles.code}>{voucher.code}</code>
        <button type="button" className={styles.secondary} onClick={() => void copy()} aria-label={`${t('account.vouchers.copy')}: ${voucher.code}`}>{t('account.vouchers.copy')}</button>
      </div>
    </li>
  );
}

/** `/user/vouchers`: the vouchers the user can use. */
const VouchersPage = observer(function VouchersPage() {
  const { t } = useTranslation();
  const vm = useService(VouchersViewModel);
  const pageLoad = useService(PageLoadStore);
  return (
    <AccountLayout active="vouchers" title={t('account.vouchers.title')}>
      {!vm.vouchers || pageLoad.pending ? (
        <ul className={styles.cards} aria-busy="true" aria-label={t('account.loading')}>
          {[0, 1].map((i) => <li key={i} className={styles.card}><Shimmer height="1.5em" width="30%" /><Shimmer height="5em" /></li>)}
        </ul>
      ) : vm.vouchers.length === 0 ? (
        <p className={styles.empty}>{t('account.vouchers.empty')}</p>
      ) : (
        <ul className={styles.cards}>{vm.vouchers.map((v) => <VoucherCard key={v.id} voucher={v} />)}</ul>
      )}
    </AccountLayout>
  );
});
export default VouchersPage;

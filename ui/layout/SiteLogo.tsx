import { observer } from 'mobx-react-lite';
import { useTranslation } from '../i18n/react-i18n';
import { useService } from '../app/services';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { cx } from './cx';
import styles from './SiteLogo.module.css';

/** The shop's logo linking home; the site name stands in when no logo is uploaded. */
export const SiteLogo = observer(function SiteLogo({ variant = 'header', className }: { variant?: 'header' | 'footer'; className?: string }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const setting = common.data?.site_setting;
  const logo = variant === 'footer' ? setting?.footer_logo || setting?.header_logo : setting?.header_logo;
  // The link's accessible name: the shop's name, or "Home" if the shop has none.
  const name = common.siteName || t('layout.home');
  return (
    <LocalizedLink to="/" className={cx(styles.logo, styles[variant], className)}>
      {logo ? <img src={common.imageUrl(logo)} alt={name} className={styles.image} /> : <span className={styles.name}>{name}</span>}
    </LocalizedLink>
  );
});

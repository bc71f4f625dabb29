import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react-i18n';
import { useService } from '../../app/services';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CommonStore } from '../../app/common-store';
import { MailIcon } from '../../kit/icons/MailIcon';
import { PhoneIcon } from '../../kit/icons/PhoneIcon';
import { StoreIcon } from '../../kit/icons/StoreIcon';
import { UserIcon } from '../../kit/icons/UserIcon';
import { LanguageMenu } from './LanguageMenu';
import styles from './TopStrip.module.css';

/**
 * The thin strip above the header: contact links on one side; language and the guest's
 * login/register/seller links (or the signed-in shopper's profile link) on the other.
 */
export const TopStrip = observer(function TopStrip({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const setting = common.data?.setting;
  const email = setting?.email?.trim();
  const phone = setting?.phone?.trim();
  const sellerSignup = Number(setting?.vendor_registration) === 1;

  return (
    <div className={styles.strip}>
      <div className={`container ${styles.inner}`}>
        <ul className={styles.group}>
          {email && (
            <li>
              <a href={`mailto:${email}`} className={styles.link} aria-label={t('layout.contact.email', { email })}>
                <MailIcon size={15} />
                <span className={styles.hideSmall}>{email}</span>
              </a>
            </li>
          )}
          {phone && (
            <li>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.link} aria-label={t('layout.contact.phone', { phone })}>
                <PhoneIcon size={15} />
                <span className={styles.hideSmall} dir="ltr">{phone}</span>
              </a>
            </li>
          )}
        </ul>
        <ul className={styles.group}>
          <li><LanguageMenu /></li>
          {loggedIn ? (
            <li>
              <LocalizedLink to="/user/profile" className={styles.link}>
                <UserIcon size={15} />
                {t('layout.profile')}
              </LocalizedLink>
            </li>
          ) : (
            <>
              <li><LocalizedLink to="/login" className={styles.link}>{t('layout.login')}</LocalizedLink></li>
              <li><LocalizedLink to="/register" className={styles.link}>{t('layout.register')}</LocalizedLink></li>
              {sellerSignup && (
                <li>
                  <LocalizedLink to="/seller/register" className={`${styles.link} ${styles.seller}`}>
                    <StoreIcon size={15} />
                    <span className={styles.sellerText}>{t('layout.become_seller')}</span>
                  </LocalizedLink>
                </li>
              )}
            </>
          )}
        </ul>
      </div>
    </div>
  );
});

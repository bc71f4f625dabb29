import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react-i18n';
import { useService } from '../../app/services';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CommonStore } from '../../app/common-store';
import { SiteLogo } from '../SiteLogo';
import styles from './Footer.module.css';

/** Logo, services, about, payment icons and social links: the footer's columns. */
export const FooterColumns = observer(function FooterColumns() {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const { services = [], about = [], payment = [], social = [] } = common.data ?? {};
  return (
    <div className={styles.columns}>
      <div className={styles.brand}>
        <SiteLogo variant="footer" />
      </div>
      {services.length > 0 && (
        <nav className={styles.column} aria-label={t('layout.footer.services')}>
          <h2 className={styles.heading}>{t('layout.footer.services')}</h2>
          <ul className={styles.links}>
            {services.map((service) => (
              <li key={service.id}><LocalizedLink to={service.link ?? `/page/${encodeURIComponent(service.slug)}`}>{service.title}</LocalizedLink></li>
            ))}
          </ul>
        </nav>
      )}
      {about.length > 0 && (
        <nav className={styles.column} aria-label={t('layout.footer.about')}>
          <h2 className={styles.heading}>{t('layout.footer.about')}</h2>
          <ul className={styles.links}>
            {about.map((item) => (
              <li key={item.id}><LocalizedLink to={item.link}>{item.title}</LocalizedLink></li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.column}>
        {payment.length > 0 && (
          <section aria-label={t('layout.footer.payment')}>
            <h2 className={styles.heading}>{t('layout.footer.payment')}</h2>
            <ul className={styles.badges}>
              {payment.map((item) => (
                <li key={item.id}>
                  <img src={common.imageUrl(item.image)} alt={item.title} className={styles.payment} loading="lazy" height={28} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {social.length > 0 && (
          <section aria-label={t('layout.footer.social')} className={styles.socialBlock}>
            <h2 className={styles.heading}>{t('layout.footer.social')}</h2>
            <ul className={styles.badges}>
              {social.map((item) => (
                <li key={item.id}>
                  <a href={item.link} target="_blank" rel="noopener noreferrer" className={styles.social} aria-label={t('layout.footer.new_tab', { title: item.title })}>
                    <img src={common.imageUrl(item.image)} alt="" loading="lazy" width={20} height={20} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
});

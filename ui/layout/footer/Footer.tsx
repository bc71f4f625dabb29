import { observer } from 'mobx-react-lite';
import { useService } from '../../app/services';
import { CommonStore } from '../../app/common-store';
import { Copyright } from './Copyright';
import { FooterCategories } from './FooterCategories';
import { FooterColumns } from './FooterColumns';
import { NewsletterForm } from './NewsletterForm';
import styles from './Footer.module.css';

/** The site footer: newsletter, category tree, link columns and the copyright line. */
export const Footer = observer(function Footer() {
  const common = useService(CommonStore);
  const data = common.data;
  if (!data) return null;
  return (
    <footer className={styles.footer}>
      <NewsletterForm />
      <div className={`container ${styles.body}`}>
        <FooterCategories />
        <FooterColumns />
      </div>
      <div className={styles.bottom}>
        <Copyright text={data.site_setting.copyright_text} className={`container ${styles.copyright}`} />
      </div>
    </footer>
  );
});

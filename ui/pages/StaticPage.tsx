import { observer } from 'mobx-react-lite';
import { PageShimmer } from '../kit/PageShimmer';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { useLanguage } from '../app/language-context';
import { formatDate } from '../../core/shared/dates';
import { PageLoadStore } from '../routing/page-load-store';
import { usePageMeta } from '../app/meta-store-hooks';
import { plainText } from '../product/product-meta';
import { StaticPageViewModel } from './static-page-view-model';
import styles from './static.module.css';

const StaticMeta = observer(function StaticMeta() {
  const vm = useService(StaticPageViewModel);
  const page = vm.page!;
  usePageMeta({ title: page.meta_title || page.title, description: page.meta_description || plainText(page.body), path: `/page/${encodeURIComponent(page.slug)}`, type: 'article' });
  return null;
});

/** `/page/:slug`: a page of shop text (privacy policy, terms...); an unknown slug is the 404 page. */
const StaticPage = observer(function StaticPage() {
  const vm = useService(StaticPageViewModel);
  const pageLoad = useService(PageLoadStore);
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const page = vm.page;
  if (!page || pageLoad.pending) return <PageShimmer />;
  return (
    <article className={`container ${styles.page}`} data-testid="static-page">
      <StaticMeta />
      <h1 className={styles.title}>{page.title}</h1>
      {page.updated_at ? <p className={styles.updated}>{t('product.static.updated', { date: formatDate(language, page.updated_at) })}</p> : null}
      {/* The body is the shop's own rich text, written in its admin. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  );
});
export default StaticPage;

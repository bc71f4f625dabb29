import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { SitemapLink } from '../../core/pages/sitemap';
import { CommonStore } from '../app/common-store';
import { usePageMeta } from '../app/meta-store-hooks';
import { useService } from '../app/services';
import { brandPath, categoryPath, collectionPath, subCategoryPath } from '../home/sections/home-links';
import { useTranslation } from '../i18n/react-i18n';
import { PageShimmer } from '../kit/PageShimmer';
import { PageLoadStore } from '../routing/page-load-store';
import { LocalizedLink } from '../routing/LocalizedLink';
import { SitemapViewModel } from './sitemap-view-model';
import styles from './sitemap.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`sitemap-${id}`} data-testid={`sitemap-${id}`}>
      <h2 id={`sitemap-${id}`} className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

function LinkList({ items, path }: { items: readonly SitemapLink[]; path: (item: SitemapLink) => string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => <li key={item.id}><LocalizedLink to={path(item)}>{item.title}</LocalizedLink></li>)}
    </ul>
  );
}

/**
 * `/sitemap`: the whole shop on one page for people (the search engines' map is /sitemap.xml):
 * categories with their sub-categories, brands, collections, the static pages and the shop's own
 * pages, each under its heading, in the page's language.
 */
const SitemapPage = observer(function SitemapPage() {
  const { t } = useTranslation();
  const vm = useService(SitemapViewModel);
  const common = useService(CommonStore);
  const pageLoad = useService(PageLoadStore);
  const siteName = common.data?.site_setting.site_name ?? '';
  usePageMeta({ title: t('product.sitemap.title'), description: t('product.sitemap.description', { site: siteName }), path: '/sitemap' });
  const sitemap = vm.sitemap;
  if (!sitemap || pageLoad.pending) return <PageShimmer />;
  const sellers = Number(common.data?.setting.vendor_registration) === 1;
  const shopPages: { path: string; label: string }[] = [
    { path: '/', label: t('product.sitemap.home') },
    { path: '/categories', label: t('product.sitemap.all_categories') },
    { path: '/brands', label: t('product.sitemap.all_brands') },
    { path: '/flash-sale', label: t('product.sitemap.flash_sales') },
    { path: '/hot-deals', label: t('product.sitemap.hot_deals') },
    { path: '/track-order', label: t('product.sitemap.track_order') },
    { path: '/contact', label: t('product.sitemap.contact') },
    { path: '/cart', label: t('product.sitemap.cart') },
    { path: '/login', label: t('product.sitemap.login') },
    { path: '/register', label: t('product.sitemap.register') },
    ...(sellers ? [{ path: '/seller/register', label: t('product.sitemap.seller') }] : []),
  ];
  return (
    <div className={`container ${styles.page}`} data-testid="sitemap-page">
      <h1 className={styles.title}>{t('product.sitemap.title')}</h1>
      <p className={styles.intro}>{t('product.sitemap.intro')}</p>
      <Section id="shop" title={t('product.sitemap.shop')}>
        <ul className={styles.list}>
          {shopPages.map((page) => <li key={page.path}><LocalizedLink to={page.path}>{page.label}</LocalizedLink></li>)}
        </ul>
      </Section>
      {sitemap.categories.length > 0 && (
        <Section id="categories" title={t('product.sitemap.categories')}>
          <ul className={styles.categories}>
            {sitemap.categories.map((category) => (
              <li key={category.id} className={styles.category}>
                <h3 className={styles.categoryTitle}><LocalizedLink to={categoryPath(category)}>{category.title}</LocalizedLink></h3>
                {category.sub_categories.length > 0 && (
                  <ul className={styles.children}>
                    {category.sub_categories.map((sub) => <li key={sub.id}><LocalizedLink to={subCategoryPath(category, sub)}>{sub.title}</LocalizedLink></li>)}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {sitemap.brands.length > 0 && (
        <Section id="brands" title={t('product.sitemap.brands')}>
          <LinkList items={sitemap.brands} path={brandPath} />
        </Section>
      )}
      {sitemap.collections.length > 0 && (
        <Section id="collections" title={t('product.sitemap.collections')}>
          <LinkList items={sitemap.collections} path={collectionPath} />
        </Section>
      )}
      {sitemap.pages.length > 0 && (
        <Section id="pages" title={t('product.sitemap.pages')}>
          <LinkList items={sitemap.pages} path={(page) => `/page/${encodeURIComponent(page.slug)}`} />
        </Section>
      )}
    </div>
  );
});
export default SitemapPage;

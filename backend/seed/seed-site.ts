import { SourceType } from '../../core/catalogue/source-item';
import { BANNER_CLOSABLE, BANNER_TYPE } from '../../core/banners/banner';
import { PUBLIC } from '../../core/shared/visibility';
import { insertRows } from './bulk-insert';
import { BANNERS, FOOTER_LINKS, HEADER_LINKS, SITE_FEATURES, SLIDES, STATIC_PAGES } from './content/site';
import type { CatalogueRefs } from './seed-catalogue';
import { type SeedContext, shopOpenedAt, translationRows } from './seed-context';

/** Banners, sliders, site features, header and footer links and static pages. */
export async function seedSite(ctx: SeedContext, refs: CatalogueRefs): Promise<void> {
  const { db, dialect, rng } = ctx;
  const opened = shopOpenedAt(ctx.now);

  // Banners and slides lead to a category listing (a category's slug is its key), so every link on the home page goes somewhere.
  const source = () => {
    const category = rng.pick(refs.categories);
    return { source_type: SourceType.categories, url: null, slug: category.key, source_id: category.id };
  };

  await insertRows(db, dialect, 'banners', BANNERS.map((banner, i) => ({
    id: i + 1,
    type: banner.type,
    title: banner.title.en,
    image: `banner/${banner.type}-${i + 1}.svg`,
    status: PUBLIC, created_at: opened,
    closable: banner.type === BANNER_TYPE.top || banner.type === BANNER_TYPE.popup ? BANNER_CLOSABLE.yes : BANNER_CLOSABLE.no,
    ...source(),
    background_color: banner.type === BANNER_TYPE.top ? '#470096' : null,
    sort_order: i,
  })));
  await insertRows(db, dialect, 'banner_translations', BANNERS.flatMap((b, i) => translationRows('banner_id', i + 1, { title: b.title })));

  // The first slides fill the main carousel; the last two are the side slots beside it. Image
  // names follow the artwork: slider/1.svg... for main slides, slider/side-1.svg and side-2.svg.
  const sideCount = SLIDES.length >= 4 ? 2 : 0;
  const mainCount = SLIDES.length - sideCount;
  await insertRows(db, dialect, 'sliders', SLIDES.map((slide, i) => {
    const id = i + 1;
    const type = i < mainCount ? 'main' as const : i === mainCount ? 'right_top' as const : 'right_bottom' as const;
    return {
      id,
      type,
      title: slide.title.en,
      image: type === 'main' ? `slider/${id}.svg` : `slider/side-${i - mainCount + 1}.svg`,
      status: PUBLIC, created_at: opened,
      ...source(),
      sort_order: i,
    };
  }));
  await insertRows(db, dialect, 'slider_translations', SLIDES.flatMap((s, i) => translationRows('slider_id', i + 1, { title: s.title })));

  await insertRows(db, dialect, 'site_features', SITE_FEATURES.map((f, i) => ({
    id: i + 1, title: f.title.en, detail: f.detail.en, image: f.icon, status: PUBLIC, sort_order: i,
  })));
  await insertRows(db, dialect, 'site_feature_translations', SITE_FEATURES.flatMap((f, i) =>
    translationRows('site_feature_id', i + 1, { title: f.title, detail: f.detail })));

  await insertRows(db, dialect, 'header_links', HEADER_LINKS.map((l, i) => ({
    id: i + 1, position: l.position, title: l.title.en, link: l.link, status: PUBLIC, sort_order: i,
  })));
  await insertRows(db, dialect, 'header_link_translations', HEADER_LINKS.flatMap((l, i) => translationRows('header_link_id', i + 1, { title: l.title })));

  await insertRows(db, dialect, 'footer_links', FOOTER_LINKS.map((l, i) => ({
    id: i + 1, link_group: l.group, title: l.title.en, link: l.link, image: l.image, status: PUBLIC, sort_order: i,
  })));
  await insertRows(db, dialect, 'footer_link_translations', FOOTER_LINKS.flatMap((l, i) => translationRows('footer_link_id', i + 1, { title: l.title })));

  await insertRows(db, dialect, 'pages', STATIC_PAGES.map((p, i) => ({
    id: i + 1, slug: p.slug, title: p.title.en, body: p.body.en, meta_title: p.title.en, meta_description: null, status: PUBLIC, created_at: opened, updated_at: opened,
  })));
  await insertRows(db, dialect, 'page_translations', STATIC_PAGES.flatMap((p, i) =>
    translationRows('page_id', i + 1, { title: p.title, body: p.body, meta_title: p.title, meta_description: null })));
}

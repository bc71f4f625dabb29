import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ShopRulesDesk } from '../../core/admin/shop-rules-desk';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import type { AdminSectionProps } from './admin-section-props';
import { BannersViewModel } from './shop-rules-view-model';
import { RuleCheck, RuleField, RulesMessages } from './rules-parts';
import adminStyles from './admin.module.css';
import styles from './admin-rules.module.css';

/** `/admin/banners`: the top and popup banners: their text in each language of the shop, on or off, closable, their link. */
export const AdminBannersSection = observer(function AdminBannersSection({ model: admin }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(ShopRulesDesk);
  const [model] = useState(() => new BannersViewModel(desk, admin.language));
  useEffect(() => { void model.load(); }, [model]);
  const data = model.call.data;
  const languages = data?.languages ?? [];
  const fallback = languages.find((l) => l.isDefault)?.name ?? '';
  return (
    <section className={adminStyles.panel} aria-labelledby="admin-banners">
      <h2 id="admin-banners" className={adminStyles.sectionTitle}>{t('adminRules.banners.title')}</h2>
      <p className={styles.muted}>{t('adminRules.banners.hint', { language: fallback })}</p>
      <RulesMessages call={model.call} />
      {data && data.banners.length === 0 && <p className={styles.muted}>{t('adminRules.banners.none')}</p>}
      {(data?.banners ?? []).map((banner) => {
        const draft = model.drafts[banner.id];
        if (!draft) return null;
        const name = t(`adminRules.banners.${banner.kind}`);
        return (
          <form key={banner.id} className={styles.card} noValidate aria-label={name} onSubmit={(event) => { event.preventDefault(); void model.save(banner.id); }}>
            <h3 className={styles.subTitle}>{name}</h3>
            <div className={styles.grid}>
              {languages.map((language) => (
                <RuleField key={language.code} label={t('adminRules.banners.text_in', { language: language.name })} lang={language.code} dir={language.direction}
                  value={draft.titles[language.code] ?? ''} onChange={(value) => model.setTitle(banner.id, language.code, value)} />
              ))}
            </div>
            <RuleCheck label={t('adminRules.banners.on')} checked={draft.on} onChange={(value) => model.setFlag(banner.id, 'on', value)} />
            <RuleCheck label={t('adminRules.banners.closable')} checked={draft.closable} onChange={(value) => model.setFlag(banner.id, 'closable', value)} />
            <RuleField label={t('adminRules.banners.link')} dir="ltr" inputMode="url" maxLength={500} value={draft.link} hint={t('adminRules.banners.link_hint')}
              onChange={(value) => model.setLink(banner.id, value)} />
            <div className={accountStyles.formActions}>
              <button type="submit" className={accountStyles.primary} disabled={model.call.busy}>{t('adminRules.banners.save', { name })}</button>
            </div>
          </form>
        );
      })}
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useState, type ChangeEvent } from 'react';
import { SellerDesk } from '../../core/seller/seller-desk';
import { STORE_LIMITS, type SellerStore } from '../../core/seller/seller-workspace';
import accountStyles from '../account/account.module.css';
import { CommonStore } from '../app/common-store';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { problemText } from './problem-text';
import { ErrorSummary, Field, type SummaryItem } from './SellerFormParts';
import { SellerWorkspace } from './seller-workspace-store';
import { StoreProfileViewModel } from './store-profile-view-model';
import styles from './seller.module.css';

/** `/seller/store`: the store's profile as shoppers see it on `/shop/{slug}`, saved with the version it was read at. */
export const SellerStoreProfile = observer(function SellerStoreProfile({ store }: { store: SellerStore }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const desk = useService(SellerDesk);
  const workspace = useService(SellerWorkspace);
  const common = useService(CommonStore);
  // The shop's languages, its default one first.
  const languages = [...common.languages].sort((a, b) => Number(b.code === common.defaultLanguage) - Number(a.code === common.defaultLanguage));
  const [vm] = useState(() => new StoreProfileViewModel(desk, workspace, languages.map((l) => l.code), language));
  const names = new Map(languages.map((l) => [l.code, l.name]));
  const defaultName = names.get(common.defaultLanguage) ?? common.defaultLanguage;

  const labelOf = (field: string): string => {
    const [head, second] = field.split('.');
    if (head === 'description') return t('seller.store.description_in', { language: names.get(second ?? '') ?? second });
    return t(`seller.store.${head}`, { defaultValue: head });
  };
  const messageOf = (field: string): string | null => {
    const problem = vm.problemOf(field);
    if (problem === null || typeof problem === 'string') return problem;
    return problemText(t, problem, { form: 'store', locale: language, languageName: names.get(field.split('.')[1] ?? '') });
  };
  const summary: SummaryItem[] = [
    ...vm.problems.map((p) => ({ field: p.field, text: `${labelOf(p.field)}: ${messageOf(p.field) ?? ''}` })),
    ...Object.entries(vm.serverFields).filter(([field]) => !vm.problems.some((p) => p.field === field)).map(([field, text]) => ({ field, text: `${labelOf(field)}: ${text}` })),
    ...vm.serverForm.map((text) => ({ field: null, text })),
    ...(vm.failure ? [{ field: null, text: t('seller.failed') }] : []),
  ];

  return (
    <section className={styles.section} aria-labelledby="seller-store-profile">
      <div className={styles.heading}>
        <h1 id="seller-store-profile" className={styles.title}>{t('seller.store.title')}</h1>
        <LocalizedLink to={`/shop/${store.slug}`} className={styles.textLink}>{t('seller.see_store')}</LocalizedLink>
      </div>
      <ErrorSummary items={summary} />
      {vm.notice && summary.length === 0 && <p role="status" className={styles.notice}>{vm.notice}</p>}
      <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void vm.save(); }}>
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('seller.store.identity')}</legend>
          <div className={accountStyles.formGrid}>
            <Field field="name" label={t('seller.store.name')} message={messageOf('name')} required wide hint={t('seller.store.name_hint')}>
              {(props) => <input {...props} name="name" dir="auto" autoComplete="organization" value={vm.profile.name} onChange={(e) => vm.set('name', e.target.value)} />}
            </Field>
          </div>
          <PhotoField vm={vm} which="logo" message={messageOf('logo')} />
          <PhotoField vm={vm} which="banner" message={messageOf('banner')} />
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('seller.store.descriptions')}</legend>
          <p className={styles.fieldHint}>{t('seller.store.descriptions_hint', { language: defaultName })}</p>
          {languages.map(({ code, name }) => (
            <Field key={code} field={`description.${code}`} label={t('seller.store.description_in', { language: name })} message={messageOf(`description.${code}`)} optional={code !== common.defaultLanguage}>
              {(props) => <textarea {...props} name={`description-${code}`} lang={code} dir="auto" rows={4} value={vm.profile.descriptions[code] ?? ''} onChange={(e) => vm.setDescription(code, e.target.value)} />}
            </Field>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('seller.store.contact')}</legend>
          <div className={accountStyles.formGrid}>
            <Field field="phone" label={t('seller.store.phone')} message={messageOf('phone')} optional>
              {(props) => <input {...props} name="phone" type="tel" inputMode="tel" dir="ltr" autoComplete="tel" value={vm.profile.phone} onChange={(e) => vm.set('phone', e.target.value)} />}
            </Field>
            <Field field="email" label={t('seller.store.email')} message={messageOf('email')} optional>
              {(props) => <input {...props} name="email" type="email" dir="ltr" autoComplete="email" value={vm.profile.email} onChange={(e) => vm.set('email', e.target.value)} />}
            </Field>
            <Field field="address" label={t('seller.store.address')} message={messageOf('address')} optional wide>
              {(props) => <textarea {...props} name="address" dir="auto" rows={3} maxLength={STORE_LIMITS.addressMax + 50} value={vm.profile.address} onChange={(e) => vm.set('address', e.target.value)} />}
            </Field>
          </div>
        </fieldset>
        <div className={accountStyles.formActions}>
          <button type="submit" className={accountStyles.primary} disabled={vm.busy || vm.uploading !== null} aria-busy={vm.busy || undefined}>{t('seller.store.save')}</button>
        </div>
      </form>
    </section>
  );
});

const PhotoField = observer(function PhotoField({ vm, which, message }: { vm: StoreProfileViewModel; which: 'logo' | 'banner'; message: string | null }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const name = vm.profile[which];
  const id = `seller-${which}`;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    void vm.upload(which, file ? { name: file.name, type: file.type, bytes: file } : undefined);
  };
  return (
    <div className={styles.storePhoto}>
      {name
        ? <img src={common.imageUrl(name)} alt={t(`seller.store.${which}_current`)} className={which === 'logo' ? styles.logo : styles.banner} />
        : <p className={styles.fieldHint}>{t(`seller.store.${which}_none`)}</p>}
      <div className={accountStyles.field}>
        <label htmlFor={id} className={accountStyles.label}>{t(`seller.store.${which}_upload`)}</label>
        <input id={id} type="file" accept="image/jpeg,image/png" disabled={vm.uploading !== null} onChange={pick}
          aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} />
        {vm.uploading === which && <p role="status" className={styles.fieldHint}>{t('seller.form.uploading')}</p>}
        {message && <p id={`${id}-error`} className={accountStyles.error}>{message}</p>}
      </div>
      {name && <button type="button" className={accountStyles.linkButton} onClick={() => vm.removePhoto(which)}>{t(`seller.store.${which}_remove`)}</button>}
    </div>
  );
});

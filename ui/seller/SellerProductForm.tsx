import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { nextPublication } from '../../core/seller/publication';
import { SellerDesk } from '../../core/seller/seller-desk';
import { SELLER_LIMITS } from '../../core/seller/seller-product';
import accountStyles from '../account/account.module.css';
import { CommonStore } from '../app/common-store';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { ProductFormViewModel } from './product-form-view-model';
import { problemText } from './problem-text';
import { ErrorSummary, Field, fieldId, type SummaryItem } from './SellerFormParts';
import type { SellerScreenProps } from './seller-screen';
import { SellerWorkspace } from './seller-workspace-store';
import styles from './seller.module.css';

/** `/seller/products/new` and `/seller/products/{id}`: one form per product, keyed by its id so another product starts afresh. */
export function SellerProductForm({ params }: SellerScreenProps) {
  return <ProductForm key={params.id ?? 'new'} id={params.id ? Number(params.id) : null} />;
}

const ProductForm = observer(function ProductForm({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const desk = useService(SellerDesk);
  const workspace = useService(SellerWorkspace);
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [vm] = useState(() => {
    const model = new ProductFormViewModel(desk, () => workspace.loadOptions(language), language);
    // A new product saved a moment ago: its form opens at its own address with what the server said.
    const notice = (location.state as { notice?: unknown } | null)?.notice;
    if (typeof notice === 'string') model.notice = notice;
    return model;
  });
  useEffect(() => { void vm.load(id); }, [vm, id]);
  // A new product, once saved, has its own address (a reload or the back button finds it): once.
  const moved = useRef(false);
  const savedId = vm.id;
  const settled = !vm.busy;
  useEffect(() => {
    if (id !== null || savedId === null || !settled || moved.current) return;
    moved.current = true;
    void navigate(localize(`/seller/products/${savedId}`), { replace: true, state: { notice: vm.notice } });
  });

  const names = new Map((vm.options?.languages ?? []).map((l) => [l.code, l.name]));
  const labelOf = (field: string): string => {
    const [head, second, tail] = field.split('.');
    if (head === 'title' || head === 'description') return t(`seller.form.${head}_in`, { language: names.get(second ?? '') ?? second });
    if (head === 'variants' && tail) return `${t('seller.form.variant_n', { n: Number(second) + 1 })}, ${t(`seller.form.variant_${tail}`)}`;
    return t(`seller.form.label.${head}`, { defaultValue: head });
  };
  const messageOf = (field: string): string | null => {
    const problem = vm.problemOf(field);
    if (problem === null || typeof problem === 'string') return problem;
    return problemText(t, problem, { form: 'product', locale: language, languageName: names.get(field.split('.')[1] ?? '') });
  };
  const summary: SummaryItem[] = [
    ...vm.problems.map((p) => ({ field: p.field, text: `${labelOf(p.field)}: ${messageOf(p.field) ?? ''}` })),
    ...Object.entries(vm.serverFields).filter(([field]) => !vm.problems.some((p) => p.field === field)).map(([field, text]) => ({ field, text: `${labelOf(field)}: ${text}` })),
    ...vm.serverForm.map((text) => ({ field: null, text })),
    ...(vm.failure ? [{ field: null, text: t('seller.failed') }] : []),
  ];

  if (!vm.loaded) {
    return (
      <section className={styles.section}>
        <h1 className={styles.title}>{t(id === null ? 'seller.form.new_title' : 'seller.form.edit_title')}</h1>
        <ErrorSummary items={summary} />
        {vm.busy && <p role="status" className={accountStyles.hint}>{t('seller.loading')}</p>}
      </section>
    );
  }
  const options = vm.options!;
  const defaultLanguage = options.defaultLanguage;
  const defaultName = names.get(defaultLanguage) ?? defaultLanguage;
  const choice = (value: number | null) => (value === null ? '' : String(value));
  const picked = (value: string) => (value === '' ? null : Number(value));

  return (
    <section className={styles.section} aria-labelledby="seller-product-form">
      <div className={styles.heading}>
        <h1 id="seller-product-form" className={styles.title}>{t(vm.id === null ? 'seller.form.new_title' : 'seller.form.edit_title')}</h1>
        <LocalizedLink to="/seller/products" className={styles.textLink}>{t('seller.form.back_to_list')}</LocalizedLink>
      </div>
      <ErrorSummary items={summary}>
        {vm.staleOffer && (
          <button type="button" className={accountStyles.secondary} onClick={() => void vm.load(vm.id)}>{t('seller.form.reload')}</button>
        )}
      </ErrorSummary>
      {vm.notice && summary.length === 0 && <p role="status" className={styles.notice}>{vm.notice}</p>}

      <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void vm.save(); }}>
        <Publication vm={vm} />

        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('seller.form.texts')}</legend>
          {vm.languages.map(({ code, name }) => {
            const main = code === defaultLanguage;
            return (
              <fieldset key={code} className={styles.languageGroup} lang={code}>
                <legend className={styles.languageTitle}>
                  {name}
                  {main ? <span className={styles.required}> ({t('seller.form.main_language')})</span> : <span className={accountStyles.optional}> ({t('seller.form.optional')})</span>}
                </legend>
                {!main && <p className={styles.fieldHint}>{t('seller.form.fallback_hint', { language: defaultName })}</p>}
                <Field field={`title.${code}`} label={t('seller.form.title')} message={messageOf(`title.${code}`)} required={main}>
                  {(props) => <input {...props} name={`title-${code}`} dir="auto" value={vm.input.texts[code]?.title ?? ''} onChange={(e) => vm.setText(code, 'title', e.target.value)} />}
                </Field>
                <Field field={`description.${code}`} label={t('seller.form.description')} message={messageOf(`description.${code}`)}>
                  {(props) => <textarea {...props} name={`description-${code}`} dir="auto" rows={5} value={vm.input.texts[code]?.description ?? ''} onChange={(e) => vm.setText(code, 'description', e.target.value)} />}
                </Field>
              </fieldset>
            );
          })}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('seller.form.catalogue')}</legend>
          <div className={accountStyles.formGrid}>
            <Field field="categoryId" label={t('seller.form.label.categoryId')} message={messageOf('categoryId')} required>
              {(props) => (
                <select {...props} name="category" value={choice(vm.input.categoryId)} onChange={(e) => vm.setCategory(picked(e.target.value))}>
                  <option value="">{t('seller.form.choose')}</option>
                  {options.categories.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
                </select>
              )}
            </Field>
            <Field field="subCategoryId" label={t('seller.form.label.subCategoryId')} message={messageOf('subCategoryId')} optional>
              {(props) => (
                <select {...props} name="sub-category" value={choice(vm.input.subCategoryId)} disabled={vm.subCategories.length === 0} onChange={(e) => vm.setSubCategory(picked(e.target.value))}>
                  <option value="">{t('seller.form.none')}</option>
                  {vm.subCategories.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
                </select>
              )}
            </Field>
            <Field field="brandId" label={t('seller.form.label.brandId')} message={messageOf('brandId')} optional>
              {(props) => (
                <select {...props} name="brand" value={choice(vm.input.brandId)} onChange={(e) => vm.setBrand(picked(e.target.value))}>
                  <option value="">{t('seller.form.none')}</option>
                  {options.brands.map((b) => <option key={b.id} value={b.id}>{b.title}</option>)}
                </select>
              )}
            </Field>
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('seller.form.prices')}</legend>
          <div className={accountStyles.formGrid}>
            <Field field="price" label={t('seller.form.label.price')} message={messageOf('price')} required>
              {(props) => <input {...props} name="price" inputMode="decimal" dir="ltr" autoComplete="off" value={vm.input.price} onChange={(e) => vm.set('price', e.target.value)} />}
            </Field>
            <Field field="offerPrice" label={t('seller.form.label.offerPrice')} message={messageOf('offerPrice')} optional hint={t('seller.form.offer_hint')}>
              {(props) => <input {...props} name="offer-price" inputMode="decimal" dir="ltr" autoComplete="off" value={vm.input.offerPrice} onChange={(e) => vm.set('offerPrice', e.target.value)} />}
            </Field>
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('seller.form.delivery')}</legend>
          <div className={accountStyles.formGrid}>
            <Field field="shippingRuleId" label={t('seller.form.label.shippingRuleId')} message={messageOf('shippingRuleId')} required hint={t('seller.form.shipping_hint')}>
              {(props) => (
                <select {...props} name="shipping-rule" value={choice(vm.input.shippingRuleId)} onChange={(e) => vm.setRule('shippingRuleId', picked(e.target.value))}>
                  <option value="">{t('seller.form.choose')}</option>
                  {options.shippingRules.map((r) => <option key={r.id} value={r.id}>{r.title}</option>)}
                </select>
              )}
            </Field>
            <Field field="taxRuleId" label={t('seller.form.label.taxRuleId')} message={messageOf('taxRuleId')} optional>
              {(props) => (
                <select {...props} name="tax-rule" value={choice(vm.input.taxRuleId)} onChange={(e) => vm.setRule('taxRuleId', picked(e.target.value))}>
                  <option value="">{t('seller.form.none')}</option>
                  {options.taxRules.map((r) => <option key={r.id} value={r.id}>{r.title}</option>)}
                </select>
              )}
            </Field>
            <Field field="bundleDealId" label={t('seller.form.label.bundleDealId')} message={messageOf('bundleDealId')} optional>
              {(props) => (
                <select {...props} name="bundle-deal" value={choice(vm.input.bundleDealId)} onChange={(e) => vm.setRule('bundleDealId', picked(e.target.value))}>
                  <option value="">{t('seller.form.none')}</option>
                  {options.bundleDeals.map((d) => <option key={d.id} value={d.id}>{d.title}</option>)}
                </select>
              )}
            </Field>
          </div>
        </fieldset>

        <Variants vm={vm} messageOf={messageOf} />
        <Photos vm={vm} message={messageOf('photos') ?? messageOf('photoValues')} />

        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('seller.form.after_sale')}</legend>
          <label className={styles.check}>
            <input type="checkbox" name="refundable" checked={vm.input.refundable} onChange={(e) => vm.setRefundable(e.target.checked)} />
            <span>{t('seller.form.refundable')}</span>
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="mind-change-returns" checked={vm.input.mindChangeReturns} onChange={(e) => vm.setMindChangeReturns(e.target.checked)} />
            <span>{t('seller.form.mind_change_returns')}</span>
          </label>
          <div className={accountStyles.formGrid}>
            <Field field="warranty" label={t('seller.form.label.warranty')} message={messageOf('warranty')} optional wide>
              {(props) => <textarea {...props} name="warranty" dir="auto" rows={2} value={vm.input.warranty} onChange={(e) => vm.set('warranty', e.target.value)} />}
            </Field>
            <Field field="lowStock" label={t('seller.form.label.lowStock')} message={messageOf('lowStock')} optional hint={t('seller.form.low_stock_hint')}>
              {(props) => <input {...props} name="low-stock" inputMode="numeric" dir="ltr" value={vm.input.lowStock} onChange={(e) => vm.set('lowStock', e.target.value)} />}
            </Field>
          </div>
        </fieldset>

        <div className={accountStyles.formActions}>
          <button type="submit" className={accountStyles.secondary} disabled={vm.busy} aria-busy={vm.busy || undefined}>
            {t(vm.id === null || vm.publication === 'draft' ? 'seller.form.save_draft' : 'seller.form.save')}
          </button>
          <PublicationButtons vm={vm} />
        </div>
      </form>
    </section>
  );
});

/** Where the product stands, and why the shop sent it back. */
const Publication = observer(function Publication({ vm }: { vm: ProductFormViewModel }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state}>
      <p className={styles.stateLine}>
        {t('seller.form.state')} <span className={styles.badge} data-state={vm.publication}>{t(`seller.state.${vm.publication}`)}</span>
      </p>
      <p className={styles.fieldHint}>{t(`seller.state_hint.${vm.publication}`)}</p>
      {vm.publication === 'returned' && vm.reviewReason && (
        <p className={styles.reason}><strong>{t('seller.form.sent_back_reason')}</strong> <bdi>{vm.reviewReason}</bdi></p>
      )}
    </div>
  );
});

/** The buttons of `sellerActions`: "Publish" or "Submit for review" as the shop's setting and the product's past decide, and "Hide". */
const PublicationButtons = observer(function PublicationButtons({ vm }: { vm: ProductFormViewModel }) {
  const { t } = useTranslation();
  const reviewRequired = vm.options?.reviewRequired ?? false;
  return (
    <>
      {vm.actions.map((action) => {
        const label = action === 'hide'
          ? 'seller.form.hide'
          : nextPublication(vm.id === null ? 'draft' : vm.publication, 'submit', { reviewRequired, approvedBefore: vm.approvedBefore }) === 'review' ? 'seller.form.submit_review' : 'seller.form.publish';
        return (
          <button key={action} type="button" className={action === 'hide' ? accountStyles.secondary : accountStyles.primary} disabled={vm.busy} onClick={() => void vm.act(action)}>
            {t(label)}
          </button>
        );
      })}
    </>
  );
});

const Variants = observer(function Variants({ vm, messageOf }: { vm: ProductFormViewModel; messageOf: (field: string) => string | null }) {
  const { t } = useTranslation();
  const attributes = vm.options?.attributes ?? [];
  const variantsMessage = messageOf('variants');
  return (
    <fieldset className={styles.group} id="seller-variants" aria-describedby={variantsMessage ? 'seller-variants-error' : undefined}>
      <legend className={styles.groupTitle}>{t('seller.form.variants')}</legend>
      {attributes.length > 0 && (
        <>
          <p className={styles.fieldHint}>{t('seller.form.options_hint')}</p>
          <div className={styles.attributes}>
            {attributes.map((attribute) => (
              <fieldset key={attribute.id} className={styles.attribute}>
                <legend className={accountStyles.label}>{attribute.title}</legend>
                <div className={styles.values}>
                  {attribute.values.map((value) => (
                    <label key={value.id} className={styles.check}>
                      <input type="checkbox" checked={vm.isChosen(attribute.id, value.id)} onChange={() => vm.toggleValue(attribute.id, value.id)} />
                      <span>{value.title}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <div>
            <button type="button" className={accountStyles.secondary} onClick={() => vm.makeVariants()}>{t('seller.form.make_variants')}</button>
          </div>
        </>
      )}
      {variantsMessage && <p id="seller-variants-error" className={accountStyles.error}>{variantsMessage}</p>}
      <ol className={styles.variants}>
        {vm.input.variants.map((variant, index) => {
          const at = `variants.${index}`;
          const valuesMessage = messageOf(`${at}.values`);
          return (
            <li key={`${variant.values.join('-')}-${index}`} className={styles.variant}>
              <p className={styles.variantName} id={`seller-variants-${index}-values`} tabIndex={-1}>
                {vm.single ? t('seller.form.single_variant') : <bdi>{vm.valueNames(variant.values)}</bdi>}
              </p>
              {valuesMessage && <p className={accountStyles.error}>{valuesMessage}</p>}
              <div className={styles.variantFields}>
                <Field field={`${at}.sku`} label={t('seller.form.variant_sku')} message={messageOf(`${at}.sku`)}>
                  {(props) => <input {...props} name={`sku-${index}`} dir="ltr" autoComplete="off" value={variant.sku} onChange={(e) => vm.setVariant(index, 'sku', e.target.value)} />}
                </Field>
                {!vm.single && (
                  <Field field={`${at}.price`} label={t('seller.form.variant_price')} message={messageOf(`${at}.price`)}>
                    {(props) => <input {...props} name={`price-${index}`} inputMode="decimal" dir="ltr" autoComplete="off" value={variant.price} onChange={(e) => vm.setVariant(index, 'price', e.target.value)} />}
                  </Field>
                )}
                <Field field={`${at}.stock`} label={t('seller.form.variant_stock')} message={messageOf(`${at}.stock`)}>
                  {(props) => <input {...props} name={`stock-${index}`} inputMode="numeric" dir="ltr" autoComplete="off" value={variant.stock} onChange={(e) => vm.setVariant(index, 'stock', e.target.value)} />}
                </Field>
              </div>
              {vm.input.variants.length > 1 && (
                <button type="button" className={accountStyles.linkButton} onClick={() => vm.removeVariant(index)}>
                  {t('seller.form.remove_variant', { name: vm.valueNames(variant.values) })}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
});

const Photos = observer(function Photos({ vm, message }: { vm: ProductFormViewModel; message: string | null }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const photos = vm.input.photos;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].map((file) => ({ name: file.name, type: file.type, bytes: file }));
    event.target.value = '';
    void vm.addPhotos(files);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t('seller.form.label.photos')}</legend>
      <p className={styles.fieldHint} id="seller-photos-hint">{t('seller.form.photos_hint', { max: SELLER_LIMITS.maxPhotos })}</p>
      {photos.length > 0 && (
        <ol className={styles.photos}>
          {photos.map((name, index) => (
            <li key={name} className={styles.photo}>
              <img id={`seller-photo-${index}`} src={common.thumbUrl(name)} alt={t('seller.form.photo_n', { n: index + 1 })} width={96} height={96} className={styles.photoImage} />
              {index === 0 && <span className={styles.mainPhoto}>{t('seller.form.main_photo')}</span>}
              {vm.photoValueChoices.length > 0 && (
                <label className={styles.photoValue}>
                  <span>{t('seller.form.photo_shows')}</span>
                  <select id={index === 0 ? fieldId('photoValues') : undefined} name={`photo-value-${index}`} value={vm.photoValueOf(name) ?? ''} aria-describedby={`seller-photo-${index}`}
                    onChange={(event) => vm.setPhotoValue(name, event.target.value === '' ? null : Number(event.target.value))}>
                    <option value="">{t('seller.form.photo_whole')}</option>
                    {vm.photoValueChoices.map((choice) => <option key={choice.id} value={choice.id}>{choice.title}</option>)}
                  </select>
                </label>
              )}
              <div className={styles.photoActions}>
                <button type="button" className={accountStyles.linkButton} disabled={index === 0} onClick={() => vm.movePhoto(index, -1)} aria-describedby={`seller-photo-${index}`}>{t('seller.form.move_earlier')}</button>
                <button type="button" className={accountStyles.linkButton} disabled={index === photos.length - 1} onClick={() => vm.movePhoto(index, 1)} aria-describedby={`seller-photo-${index}`}>{t('seller.form.move_later')}</button>
                <button type="button" className={`${accountStyles.linkButton} ${accountStyles.dangerText}`} onClick={() => vm.removePhoto(index)} aria-describedby={`seller-photo-${index}`}>{t('seller.form.remove_photo')}</button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className={accountStyles.field}>
        <label htmlFor="seller-photos" className={accountStyles.label}>{t('seller.form.add_photos')}</label>
        <input id="seller-photos" type="file" accept="image/jpeg,image/png" multiple disabled={vm.uploading || vm.photoRoom === 0} onChange={pick}
          aria-invalid={message ? true : undefined} aria-describedby={['seller-photos-hint', message ? 'seller-photos-error' : ''].filter(Boolean).join(' ')} />
        {vm.uploading && <p role="status" className={styles.fieldHint}>{t('seller.form.uploading')}</p>}
        {message && <p id="seller-photos-error" className={accountStyles.error}>{message}</p>}
      </div>
    </fieldset>
  );
});

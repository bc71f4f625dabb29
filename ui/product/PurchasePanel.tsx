import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ToggleCompare } from '../../core/lists/toggle-compare';
import { ToggleWishlist } from '../../core/lists/toggle-wishlist';
import { RequestError } from '../../core/shared/request-error';
import { CompareIcon } from '../kit/icons/CompareIcon';
import { HeartIcon } from '../kit/icons/HeartIcon';
import { Rating } from './Rating';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { ProductViewModel, type PurchaseLine } from './product-view-model';
import { useRequireSignIn } from './use-require-sign-in';
import styles from './product.module.css';
import { priceText } from './price-text';

/** Add to cart and buy now, handed a validated line (the product page passes useCartPurchase). */
export type PurchaseHandler = (line: PurchaseLine, kind: 'cart' | 'buy-now') => void;

const Price = observer(function Price() {
  const vm = useService(ProductViewModel);
  const common = useService(CommonStore);
  const { t } = useTranslation();
  const price = vm.price;
  if (!price) return null;
  return (
    <p className={styles.price} data-testid="product-price" aria-live="polite">
      <span className={styles.currentPrice}>
        <span className="visually-hidden">{t('product.current_price')} </span>
        {priceText(t, common.price(price.current), price.from)}
      </span>
      {price.previous !== null ? (
        <del className={styles.previousPrice}>
          <span className="visually-hidden">{t('product.previous_price')} </span>
          {common.price(price.previous)}
        </del>
      ) : null}
      {price.discountPercent > 0 ? <span className={styles.discount} data-testid="product-discount">{t('product.discount', { percent: price.discountPercent })}</span> : null}
    </p>
  );
});

const Variants = observer(function Variants() {
  const vm = useService(ProductViewModel);
  const common = useService(CommonStore);
  const { t } = useTranslation();
  const product = vm.product!;
  if (product.attribute.length === 0) return null;
  const chosen = vm.variant;
  return (
    <div className={styles.variants}>
      {product.attribute.map((group) => (
        <fieldset key={group.id} className={styles.attributeGroup}>
          <legend className={styles.attributeTitle}>{t('product.detail.choose', { attribute: group.title })}</legend>
          <div className={styles.values}>
            {group.values.map((value) => (
              <button
                key={value.id}
                type="button"
                className={`${styles.value} ${vm.isChosen(group.id, value.id) ? styles.valueChosen : ''}`}
                aria-pressed={vm.isChosen(group.id, value.id)}
                onClick={() => vm.choose(group.id, value.id)}
              >
                {value.color_code ? <span className={styles.swatch} style={{ background: value.color_code }} aria-hidden="true" /> : null}
                {value.title}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      <details className={styles.variantList}>
        <summary>{t('product.detail.variants')}</summary>
        <table className={styles.variantTable}>
          <thead>
            <tr><th scope="col">{t('product.detail.variant')}</th><th scope="col">{t('product.current_price')}</th><th scope="col">{t('product.detail.stock_heading')}</th></tr>
          </thead>
          <tbody>
            {product.inventory.map((item) => {
              const price = vm.variantPrice(item);
              const label = item.inventory_attributes.map((entry) => entry.attribute_value.title).join(' / ');
              return (
                <tr key={item.id} className={chosen?.id === item.id ? styles.variantChosen : undefined}>
                  <td><button type="button" className={styles.linkButton} onClick={() => vm.chooseVariant(item)} aria-pressed={chosen?.id === item.id}>{label}</button></td>
                  <td>{price ? common.price(price.current) : ''}</td>
                  <td>{item.quantity > 0 ? item.quantity : t('product.detail.out_of_stock')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </div>
  );
});

const StockStatus = observer(function StockStatus() {
  const vm = useService(ProductViewModel);
  const { t } = useTranslation();
  const stock = vm.stock;
  let text: string;
  let tone: string;
  if (stock === null) {
    text = vm.inStock ? t('product.detail.choose_options') : t('product.detail.out_of_stock');
    tone = vm.inStock ? styles.stockMuted! : styles.stockOut!;
  } else if (stock > 0) {
    text = `${t('product.detail.in_stock')} · ${t('product.detail.stock', { quantity: stock })}`;
    tone = styles.stockIn!;
  } else {
    text = t('product.detail.out_of_stock');
    tone = styles.stockOut!;
  }
  return <p className={`${styles.stock} ${tone}`} data-testid="product-stock" aria-live="polite">{text}</p>;
});

const Quantity = observer(function Quantity({ onPurchase }: { onPurchase?: PurchaseHandler }) {
  const vm = useService(ProductViewModel);
  const { t } = useTranslation();
  const buy = (kind: 'cart' | 'buy-now') => {
    const line = vm.validatePurchase();
    if (line) onPurchase?.(line, kind);
  };
  return (
    <div className={styles.purchase}>
      <div className={styles.quantityRow}>
        <label className={styles.quantityLabel} htmlFor="product-quantity">{t('product.detail.quantity')}</label>
        <div className={styles.stepper}>
          <button type="button" className={styles.stepButton} aria-label={t('product.detail.decrease')} onClick={() => vm.decrement()}>−</button>
          <input
            id="product-quantity"
            className={styles.quantityInput}
            inputMode="numeric"
            value={vm.quantity === 0 ? '' : String(vm.quantity)}
            onChange={(event) => vm.typeQuantity(event.target.value)}
            aria-invalid={vm.problem !== null}
            aria-describedby={vm.problem ? 'product-quantity-problem' : undefined}
          />
          <button type="button" className={styles.stepButton} aria-label={t('product.detail.increase')} onClick={() => vm.increment()}>+</button>
        </div>
      </div>
      {vm.problem ? <p id="product-quantity-problem" className={styles.problem} role="alert">{t(`product.quantity_problem.${vm.problem}`)}</p> : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.primaryButton} onClick={() => buy('cart')}>{t('product.detail.add_to_cart')}</button>
        <button type="button" className={styles.buyNow} onClick={() => buy('buy-now')}>{t('product.detail.buy_now')}</button>
      </div>
    </div>
  );
});

const ListToggles = observer(function ListToggles() {
  const vm = useService(ProductViewModel);
  const toast = useService(ToastStore);
  const wishlist = useService(ToggleWishlist);
  const compare = useService(ToggleCompare);
  const requireSignIn = useRequireSignIn();
  const { code: language } = useLanguage();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const product = vm.product!;
  const run = async (action: () => Promise<void>) => {
    if (!requireSignIn()) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      // A refused compare shows the form errors joined; any other failure its message.
      toast.error(error instanceof RequestError ? (error.form.length > 0 ? error.form.join(', ') : error.message) : String(error));
    } finally {
      setBusy(false);
    }
  };
  const toggleWishlist = () => run(async () => {
    const on = await wishlist.execute(product.id, language);
    toast.show(t(on ? 'product.detail.wishlist_added' : 'product.detail.wishlist_removed'));
  });
  const toggleCompare = () => run(async () => {
    const answer = await compare.execute(product.id, language);
    toast.show(answer.message || t(answer.compared ? 'product.detail.compare_added' : 'product.detail.compare_removed'));
  });
  const wished = product.wishlisted === 1;
  const compared = product.compared === 1;
  return (
    <div className={styles.toggles}>
      <button type="button" className={`${styles.iconButton} ${wished ? styles.iconOn : ''}`} aria-pressed={wished} disabled={busy} onClick={() => void toggleWishlist()}>
        <HeartIcon size={18} />
        <span>{t(wished ? 'product.detail.wishlist_remove' : 'product.detail.wishlist_add')}</span>
      </button>
      <button type="button" className={`${styles.iconButton} ${compared ? styles.iconOn : ''}`} aria-pressed={compared} disabled={busy} onClick={() => void toggleCompare()}>
        <CompareIcon size={18} />
        <span>{t(compared ? 'product.detail.compare_remove' : 'product.detail.compare_add')}</span>
      </button>
    </div>
  );
});

/** "Buy 3, get 1 free", then the deal's own title when it says something else (often it says the same). */
function BundleDeal({ deal }: { deal: { buy: number; free: number; title: string | null } }) {
  const { t } = useTranslation();
  const offer = t('product.detail.bundle', { buy: deal.buy, free: deal.free });
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', ignorePunctuation: true }) === 0;
  const title = deal.title?.trim();
  return (
    <p className={styles.bundle} data-testid="bundle-deal">
      {offer}
      {title && !same(title, offer) ? <span className={styles.muted}> · {title}</span> : null}
    </p>
  );
}

/** Title, brand, rating, price, variant choice, stock, quantity and the purchase and list buttons. */
export const PurchasePanel = observer(function PurchasePanel({ onPurchase }: { onPurchase?: PurchaseHandler }) {
  const vm = useService(ProductViewModel);
  const { t } = useTranslation();
  const product = vm.product!;
  return (
    <section className={styles.panel}>
      {product.flash_sale ? (
        <LocalizedLink to={`/flash-sale/${product.flash_sale.id}`} className={styles.flashBadge}>{t('product.detail.flash_sale')}: {product.flash_sale.title}</LocalizedLink>
      ) : null}
      <h1 className={styles.title}>{product.title}</h1>
      <div className={styles.meta}>
        {product.brand ? (
          <span>{t('product.detail.brand')}: <LocalizedLink to={`/${encodeURIComponent(product.current_categories?.slug ?? 'all')}/brand?brand=${product.brand.id}`} className={styles.inlineLink}>{product.brand.title}</LocalizedLink></span>
        ) : null}
        <Rating rating={product.rating} count={product.review_count} />
        {vm.variant?.sku ? <span className={styles.muted}>{t('product.detail.sku')}: {vm.variant.sku}</span> : null}
      </div>
      <Price />
      {product.unit ? <p className={styles.muted}>{t('product.detail.unit', { unit: product.unit })}</p> : null}
      {product.bundle_deal ? <BundleDeal deal={product.bundle_deal} /> : null}
      <Variants />
      <StockStatus />
      <Quantity onPurchase={onPurchase} />
      <ListToggles />
    </section>
  );
});

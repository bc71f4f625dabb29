import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { Address } from '../../core/account/account';
import { SHIPPING_DELIVERY, SHIPPING_PICKUP, type CartShippingPlace } from '../../core/cart/cart';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { AddressDialog } from '../account/AddressDialog';
import { CountriesStore } from '../account/countries-store';
import { loadShipping } from './checkout-loads';
import { isolated } from '../kit/isolated';
import { isPickup, offersPickup, type LineView } from '../cart/cart-line-view';
import { OrderSummary } from '../cart/OrderSummary';
import { CheckoutStepPage } from '../cart/CheckoutStepPage';
import { ShippingViewModel } from './shipping-view-model';
import cartStyles from '../cart/cart.module.css';
import styles from './checkout.module.css';

/** Country and state names of an address, as far as the loaded lists know them (else the codes). */
export function usePlaceNames(): (address: Pick<Address, 'country' | 'state'>) => { country: string; state: string } {
  const countries = useService(CountriesStore);
  return (address) => ({
    country: countries.countries.find((c) => c.code === address.country)?.name ?? address.country,
    state: countries.statesOf(address.country)?.find((s) => s.code === address.state)?.name ?? address.state,
  });
}

/**
 * An address in three lines. Each part is the shopper's text (or a place name), isolated so a
 * Latin street keeps its order inside Arabic; parts are joined with the language's own comma.
 */
export const AddressText = observer(function AddressText({ address }: { address: Address }) {
  const { t } = useTranslation();
  const names = usePlaceNames()(address);
  const sep = t('cart.shipping.separator');
  return (
    <>
      <bdi>{address.address_1}</bdi>{address.address_2 ? <>{sep}<bdi>{address.address_2}</bdi></> : null}<br />
      <bdi>{address.city}</bdi>{sep}<bdi>{names.state}</bdi> <bdi>{address.zip}</bdi>{sep}<bdi>{names.country}</bdi><br />
      <bdi dir="ltr">{address.phone}</bdi>
    </>
  );
});

/**
 * "Show more": the book's next page joins the chooser. Focus moves to the first address it
 * brought. A failure is said beside the button, which then retries; what is shown and the choice stay.
 */
const MoreAddresses = observer(function MoreAddresses({ list }: { list: RefObject<HTMLFieldSetElement | null> }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const vm = useService(ShippingViewModel);
  const focusAt = vm.focusAt;
  // After the render that lists the new addresses: the first of them takes the focus.
  useEffect(() => {
    if (focusAt === null) return;
    list.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')[focusAt]?.focus();
    vm.focused();
  }, [focusAt, list, vm]);
  if (!vm.offersMore) return null;
  const loading = vm.loadingMore;
  return (
    <div className={styles.more}>
      {vm.moreFailure ? <p className={cartStyles.alert} role="alert">{vm.moreFailure}</p> : null}
      <button type="button" className={cartStyles.secondary} disabled={loading} aria-busy={loading} onClick={() => void vm.showMore(language, t)}>
        {t(loading ? 'cart.shipping.loading_more' : vm.moreFailure ? 'cart.shipping.retry_more' : 'cart.shipping.show_more')}
      </button>
    </div>
  );
});

const AddressChooser = observer(function AddressChooser() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const vm = useService(ShippingViewModel);
  const list = useRef<HTMLFieldSetElement>(null);
  const choose = (address: Address) => vm.choose(address, language, t);
  return (
    <section className={cartStyles.panel} aria-labelledby="address-title">
      <div className={cartStyles.heading}>
        <h2 id="address-title" className={cartStyles.panelTitle}>{t('cart.shipping.address_title')}</h2>
        <button type="button" className={cartStyles.secondary} onClick={() => vm.openAddressForm()}>{t('cart.shipping.add_address')}</button>
      </div>
      {vm.addresses.length === 0 ? (
        <p className={cartStyles.info} role="status">{t('cart.shipping.no_address')}</p>
      ) : (
        <fieldset ref={list} className={styles.addresses} disabled={vm.busy}>
          <legend className="visually-hidden">{t('cart.shipping.address_title')}</legend>
          {vm.addresses.map((address) => (
            <label key={address.id} className={styles.choice} data-testid="address-choice">
              <input type="radio" name="shipping-address" checked={vm.isChosen(address)} onChange={() => choose(address)} aria-label={t('cart.shipping.deliver_here', { name: address.name })} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}><bdi>{address.name}</bdi></span>
                <address className={styles.choiceText}><AddressText address={address} /></address>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <MoreAddresses list={list} />
      {vm.adding ? <AddressDialog address={null} onClose={() => vm.closeAddressForm()} onSaved={choose} /> : null}
    </section>
  );
});

interface ProductProps {
  view: LineView;
  address: Address | null;
  busy: boolean;
  onType: (type: number) => void;
  onUncheck: () => void;
}

/** The pickup point's name, street and city, each part isolated (a Latin name inside an Arabic list). */
function pickupPoint(place: CartShippingPlace, sep: string) {
  const parts = [place.pickup_point, place.pickup_address_line_1, place.pickup_city].filter((part): part is string => Boolean(part));
  return parts.map((part, i) => <Fragment key={i}>{i > 0 ? sep : null}<bdi>{part}</bdi></Fragment>);
}

/** One ordered product: delivery or pickup at the place that serves the address, or why it cannot ship. */
const ShippingProduct = observer(function ShippingProduct({ view, address, busy, onType, onUncheck }: ProductProps) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const names = usePlaceNames();
  const { line } = view;
  const place = line.shipping_place;
  const pickup = isPickup(line) && offersPickup(place);
  return (
    <li className={styles.product} data-testid="shipping-product">
      <img className={styles.productImage} src={common.thumbUrl(view.image)} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <div className={styles.productBody}>
        <div className={styles.productHead}>
          <h3 className={styles.productTitle}><bdi>{view.title}</bdi></h3>
          <span className={styles.productMeta}>× {line.quantity}</span>
        </div>
        {view.attributes ? <p className={styles.productMeta}>{view.attributes}</p> : null}
        {!address ? null : place === null ? (
          <div className={styles.blocked}>
            <p className={cartStyles.alert} role="alert">{isolated(t, 'cart.shipping.cannot_ship', names(address))}</p>
            <button type="button" className={styles.linkButton} disabled={busy} onClick={onUncheck}>{t('cart.shipping.uncheck')}</button>
          </div>
        ) : (
          <fieldset className={styles.options} disabled={busy}>
            <legend className="visually-hidden">{t('cart.shipping.method', { title: view.title })}</legend>
            <label className={styles.choice}>
              <input type="radio" name={`shipping-${line.id}`} checked={!pickup} onChange={() => onType(SHIPPING_DELIVERY)} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{t('cart.shipping.delivery')}</span>
                <span className={styles.choiceText}>{t('cart.shipping.price', { price: common.price(place.price) })}</span>
                <span className={styles.choiceText}>{t('cart.shipping.days', { count: place.day_needed })}</span>
              </span>
            </label>
            {offersPickup(place) ? (
              <label className={styles.choice}>
                <input type="radio" name={`shipping-${line.id}`} checked={pickup} onChange={() => onType(SHIPPING_PICKUP)} />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{t('cart.shipping.pickup')}</span>
                  <span className={styles.choiceText}>{t('cart.shipping.price', { price: common.price(place.pickup_price) })}</span>
                  <span className={styles.choiceText}>{isolated(t, 'cart.shipping.pickup_at', { point: pickupPoint(place, t('cart.shipping.separator')) })}</span>
                </span>
              </label>
            ) : null}
          </fieldset>
        )}
      </div>
    </li>
  );
});

/** The shipping step's content; its address book is the account feature's, bound for this route. */
const ShippingContent = observer(function ShippingContent() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const vm = useService(ShippingViewModel);
  const { address, busy, products } = vm;
  return (
    <div className={cartStyles.layout}>
      <div className={cartStyles.main}>
        <AddressChooser />
        <section className={cartStyles.panel} aria-labelledby="products-title">
          <h2 id="products-title" className={cartStyles.panelTitle}>{t('cart.shipping.products_title')}</h2>
          {products.length === 0 ? (
            <div className={styles.blocked}>
              <p className={cartStyles.alert} role="alert">{t('cart.shipping.nothing_selected')}</p>
              <LocalizedLink to="/cart" className={cartStyles.secondary}>{t('cart.shipping.back_to_cart')}</LocalizedLink>
            </div>
          ) : (
            <ul className={styles.products} aria-busy={busy}>
              {products.map((view) => (
                <ShippingProduct
                  key={view.line.id}
                  view={view}
                  address={address}
                  busy={busy}
                  onType={(type) => vm.setType(view.line, type, language, t)}
                  onUncheck={() => vm.uncheck(view.line, language, t)}
                />
              ))}
            </ul>
          )}
        </section>
        <section className={cartStyles.panel}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="delivery-instruction">{t('cart.shipping.instruction')}</label>
            <textarea
              id="delivery-instruction"
              className={styles.textarea}
              maxLength={500}
              placeholder={t('cart.shipping.instruction_hint')}
              value={vm.deliveryInstruction}
              onChange={(event) => vm.setDeliveryInstruction(event.target.value)}
            />
          </div>
        </section>
      </div>
      <OrderSummary totals={vm.totals} quantity={vm.selectedQuantity} shippingKnown={vm.shippingKnown} freeDelivery={vm.freeDelivery}>
        <button type="button" className={`${cartStyles.primary} ${cartStyles.block}`} disabled={!vm.canContinue} onClick={() => void navigate(localize('/checkout'))}>
          {t('cart.shipping.continue')}
        </button>
        {busy ? <p className={cartStyles.hint} role="status">{t('cart.shipping.updating')}</p> : null}
        <LocalizedLink to="/cart" className={cartStyles.hint}>{t('cart.shipping.back_to_cart')}</LocalizedLink>
      </OrderSummary>
    </div>
  );
});

/** `/shipping`: the address, a delivery instruction, delivery or pickup per ordered product, then on to payment. */
export default function ShippingPage() {
  const vm = useService(ShippingViewModel);
  return (
    <CheckoutStepPage step="shipping" texts="cart.shipping" testId="shipping-page" load={loadShipping} screen={vm}>
      <ShippingContent />
    </CheckoutStepPage>
  );
}

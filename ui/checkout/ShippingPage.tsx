import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { LoadMoreAddresses } from '../../core/account/addresses/load-more-addresses';
import type { CartOutcome } from '../../core/cart/cart-outcome';
import { ChangeSelection } from '../../core/cart/change-selection';
import { LoadCart } from '../../core/cart/load-cart';
import { UpdateShipping } from '../../core/checkout/update-shipping';
import { LoadStates } from '../../core/account/addresses/load-states';
import type { Address } from '../../core/account/account';
import { SHIPPING_DELIVERY, SHIPPING_PICKUP, type CartLine, type CartShippingPlace } from '../../core/cart/cart';
import { API_DOWN_MESSAGE, DEFAULT_ERROR_MESSAGE, RequestError } from '../../core/shared/request-error';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CartStore } from '../cart/cart-store';
import { CommonStore } from '../app/common-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { AddressDialog } from '../account/AddressDialog';
import { AddressesViewModel } from '../account/addresses-view-model';
import { CountriesStore } from '../account/countries-store';
import { loadShipping } from '../cart/cart-loads';
import { failureText } from '../cart/cart-messages';
import { isolated } from '../cart/isolated';
import { isPickup, lineView, offersPickup } from '../cart/cart-line-view';
import { OrderSummary } from '../cart/OrderSummary';
import { shippingBlocks, shippingChoices } from './shipping-view';
import { CheckoutStepPage } from './CheckoutStepPage';
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

/** What a failed request says, in the shopper's language where the app itself wrote the words. */
function reasonOf(error: unknown, t: (key: string) => string): string {
  const message = error instanceof RequestError ? error.firstMessage : error instanceof Error ? error.message : '';
  if (!message || message === DEFAULT_ERROR_MESSAGE) return t('errors.something_went_wrong');
  return message === API_DOWN_MESSAGE ? t('errors.api_down') : message;
}

/**
 * "Show more": the book's next page joins the chooser (the API pages it 25 at a time), with the
 * states of its countries so each address names its state. Focus moves to the first address it
 * brought. A failure is said beside the button, which then retries; what is shown and the choice stay.
 */
const MoreAddresses = observer(function MoreAddresses({ list }: { list: RefObject<HTMLFieldSetElement | null> }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const book = useService(AddressesViewModel);
  const loadMore = useService(LoadMoreAddresses);
  const loadStates = useService(LoadStates);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // After the render that lists the new addresses: the first of them takes the focus.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    list.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt, list]);
  if (!book.hasMore && !loading) return null;
  const showMore = async () => {
    if (loading) return;
    const shown = book.addresses.length;
    setLoading(true);
    setFailure(null);
    try {
      await loadMore.execute(language);
      const countries = new Set(book.addresses.slice(shown).map((a) => a.country));
      await Promise.all([...countries].map((country) => loadStates.execute(country, language).catch(() => undefined)));
      setFocusAt(shown);
    } catch (error) {
      setFailure(t('cart.shipping.more_failed', { reason: reasonOf(error, t) }));
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className={styles.more}>
      {failure ? <p className={cartStyles.alert} role="alert">{failure}</p> : null}
      <button type="button" className={cartStyles.secondary} disabled={loading} aria-busy={loading} onClick={() => void showMore()}>
        {t(loading ? 'cart.shipping.loading_more' : failure ? 'cart.shipping.retry_more' : 'cart.shipping.show_more')}
      </button>
    </div>
  );
});

const AddressChooser = observer(function AddressChooser({ onChoose, busy }: { onChoose: (address: Address) => void; busy: boolean }) {
  const { t } = useTranslation();
  const book = useService(AddressesViewModel);
  const cart = useService(CartStore);
  const [adding, setAdding] = useState(false);
  const list = useRef<HTMLFieldSetElement>(null);
  return (
    <section className={cartStyles.panel} aria-labelledby="address-title">
      <div className={cartStyles.heading}>
        <h2 id="address-title" className={cartStyles.panelTitle}>{t('cart.shipping.address_title')}</h2>
        <button type="button" className={cartStyles.secondary} onClick={() => setAdding(true)}>{t('cart.shipping.add_address')}</button>
      </div>
      {book.addresses.length === 0 ? (
        <p className={cartStyles.info} role="status">{t('cart.shipping.no_address')}</p>
      ) : (
        <fieldset ref={list} className={styles.addresses} disabled={busy}>
          <legend className="visually-hidden">{t('cart.shipping.address_title')}</legend>
          {book.addresses.map((address) => (
            <label key={address.id} className={styles.choice} data-testid="address-choice">
              <input type="radio" name="shipping-address" checked={cart.addressId === address.id} onChange={() => onChoose(address)} aria-label={t('cart.shipping.deliver_here', { name: address.name })} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}><bdi>{address.name}</bdi></span>
                <address className={styles.choiceText}><AddressText address={address} /></address>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <MoreAddresses list={list} />
      {adding ? <AddressDialog address={null} onClose={() => setAdding(false)} onSaved={onChoose} /> : null}
    </section>
  );
});

interface ProductProps {
  line: CartLine;
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
const ShippingProduct = observer(function ShippingProduct({ line, address, busy, onType, onUncheck }: ProductProps) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const cart = useService(CartStore);
  const names = usePlaceNames();
  const view = lineView(line, cart.now);
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
                <span className={styles.choiceText}>{t('cart.shipping.days', { days: place.day_needed })}</span>
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

/** The shipping step's content; it resolves the account feature's address book, bound for this route. */
const ShippingContent = observer(function ShippingContent() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const cart = useService(CartStore);
  const book = useService(AddressesViewModel);
  const toast = useService(ToastStore);
  const loadCart = useService(LoadCart);
  const updateShipping = useService(UpdateShipping);
  const changeSelection = useService(ChangeSelection);
  const [busy, setBusy] = useState(false);
  const address = book.addresses.find((a) => a.id === cart.addressId) ?? null;
  const selected = cart.selectedLines;
  const blocks = shippingBlocks(cart.lines, address);

  const run = async (action: () => Promise<CartOutcome | void>) => {
    setBusy(true);
    try {
      const outcome = await action();
      if (outcome && !outcome.ok) toast.error(failureText(t, outcome));
    } catch (error) {
      toast.error(error instanceof RequestError ? error.firstMessage : String(error));
    } finally {
      setBusy(false);
    }
  };
  const choose = (chosen: Address) => void run(() => loadCart.execute(language, chosen.id));
  const setType = (line: CartLine, type: number) => {
    if (cart.addressId === null) return;
    const addressId = cart.addressId;
    void run(() => updateShipping.execute(shippingChoices(cart.lines, { lineId: line.id, type }), addressId, language));
  };
  const uncheck = (line: CartLine) => void run(() => changeSelection.execute([], [line.id], language));

  return (
    <div className={cartStyles.layout}>
      <div className={cartStyles.main}>
        <AddressChooser onChoose={choose} busy={busy} />
        <section className={cartStyles.panel} aria-labelledby="products-title">
          <h2 id="products-title" className={cartStyles.panelTitle}>{t('cart.shipping.products_title')}</h2>
          {selected.length === 0 ? (
            <div className={styles.blocked}>
              <p className={cartStyles.alert} role="alert">{t('cart.shipping.nothing_selected')}</p>
              <LocalizedLink to="/cart" className={cartStyles.secondary}>{t('cart.shipping.back_to_cart')}</LocalizedLink>
            </div>
          ) : (
            <ul className={styles.products} aria-busy={busy}>
              {selected.map((line) => (
                <ShippingProduct key={line.id} line={line} address={address} busy={busy} onType={(type) => setType(line, type)} onUncheck={() => uncheck(line)} />
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
              value={cart.deliveryInstruction}
              onChange={(event) => cart.setDeliveryInstruction(event.target.value)}
            />
          </div>
        </section>
      </div>
      <OrderSummary totals={cart.priced.totals} quantity={cart.selectedQuantity} shippingKnown={address !== null && !blocks.some((b) => b.kind === 'cannot_ship')}>
        <button type="button" className={`${cartStyles.primary} ${cartStyles.block}`} disabled={blocks.length > 0 || busy} onClick={() => void navigate(localize('/checkout'))}>
          {t('cart.shipping.continue')}
        </button>
        {busy ? <p className={cartStyles.hint} role="status">{t('cart.shipping.updating')}</p> : null}
        <LocalizedLink to="/cart" className={cartStyles.hint}>{t('cart.shipping.back_to_cart')}</LocalizedLink>
      </OrderSummary>
    </div>
  );
});

/** `/shipping`: the address, a delivery instruction, delivery or pickup per ordered product, then on to payment. */
const ShippingPage = () => (
  <CheckoutStepPage step="shipping" texts="cart.shipping" testId="shipping-page" load={loadShipping}>
    <ShippingContent />
  </CheckoutStepPage>
);
export default ShippingPage;

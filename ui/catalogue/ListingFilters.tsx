import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { hasFilters, withoutFilters, type ListingRequest } from '../../core/catalogue/listing-request';
import type { ListingQuery, ListingResult, SourceListingResult } from '../../core/catalogue/listing';
import { CloseIcon } from '../kit/icons/CloseIcon';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import styles from './listing.module.css';

interface Props {
  request: ListingRequest;
  result: ListingResult | SourceListingResult;
  onChange: (change: Partial<ListingQuery>) => void;
}

type IdKey = 'brand' | 'collection' | 'shipping';

function toggled(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].sort((a, b) => a - b);
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** A price bound typed by the shopper, as the URL carries it ('' = no bound). */
const priceText = (value: number | null) => (value === null ? '' : String(value));

/**
 * The filter panel: price range with Go, collections, shipping options, brands, minimum rating.
 * A sidebar from 992 px; below that a drawer the "Filters" button opens (focus moves into it,
 * Escape or the close button shut it and focus returns to the button).
 */
export function ListingFilters({ request, result, onChange }: Props) {
  const { t } = useTranslation();
  const { query } = request;
  const [open, setOpen] = useState(false);
  const [min, setMin] = useState(priceText(query.min));
  const [max, setMax] = useState(priceText(query.max));
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  // The URL is the truth: after a navigation (back button included) the inputs show its prices.
  useEffect(() => {
    setMin(priceText(query.min));
    setMax(priceText(query.max));
  }, [query.min, query.max]);

  useEffect(() => {
    if (!open) return;
    closer.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  const change = (next: Partial<ListingQuery>) => {
    onChange(next);
  };

  const submitPrice = (event: FormEvent) => {
    event.preventDefault();
    const read = (text: string) => {
      const value = Number(text.trim().replace(',', '.'));
      return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
    };
    let low = read(min);
    let high = read(max);
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    change({ min: low, max: high });
  };

  const checkboxes = (key: IdKey, options: readonly { id: number; title: string }[] | undefined, title: string) =>
    options && options.length > 0 ? (
      <Group title={title}>
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.id}>
              <label className={styles.option}>
                <input type="checkbox" name={key} value={option.id} checked={query[key].includes(option.id)} onChange={() => change({ [key]: toggled(query[key], option.id) })} />
                <span>{option.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </Group>
    ) : null;

  const categories = 'all_categories' in result ? result.all_categories : [];
  // A brand's or collection's own page keeps its brand or collection when the filters are cleared.
  const active = hasFilters(request);

  return (
    <>
      <button type="button" ref={opener} className={styles.filtersButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(true)}>
        {t('catalogue.filters.open')}
      </button>
      {open ? <div className={styles.backdrop} onClick={close} aria-hidden="true" /> : null}
      <aside
        id={panelId}
        className={`${styles.filters} ${open ? styles.filtersOpen : ''}`}
        aria-labelledby={titleId}
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <div className={styles.filtersHead}>
          <h2 id={titleId} className={styles.filtersTitle}>{t('catalogue.filters.title')}</h2>
          <button type="button" ref={closer} className={styles.closeButton} onClick={close} aria-label={t('catalogue.filters.close')}>
            <CloseIcon size={20} />
          </button>
        </div>
        {active ? <button type="button" className={styles.clear} onClick={() => change(withoutFilters(request).query)}>{t('catalogue.filters.clear')}</button> : null}
        <Group title={t('catalogue.filters.price')}>
          <form className={styles.price} onSubmit={submitPrice} noValidate>
            <label>
              <span className="visually-hidden">{t('catalogue.filters.min')}</span>
              <input type="number" inputMode="decimal" min={0} step="any" name="min" placeholder={t('catalogue.filters.min')} value={min} onChange={(event) => setMin(event.target.value)} />
            </label>
            <span aria-hidden="true">–</span>
            <label>
              <span className="visually-hidden">{t('catalogue.filters.max')}</span>
              <input type="number" inputMode="decimal" min={0} step="any" name="max" placeholder={t('catalogue.filters.max')} value={max} onChange={(event) => setMax(event.target.value)} />
            </label>
            <button type="submit" className={styles.go}>{t('catalogue.filters.go')}</button>
          </form>
        </Group>
        {checkboxes('collection', result.collections, t('catalogue.filters.collections'))}
        {checkboxes('shipping', result.shipping, t('catalogue.filters.shipping'))}
        {checkboxes('brand', result.brands, t('catalogue.filters.brands'))}
        <Group title={t('catalogue.filters.rating')}>
          <ul className={styles.options}>
            {[null, 4, 3, 2, 1].map((stars) => (
              <li key={stars ?? 0}>
                <label className={styles.option}>
                  <input type="radio" name="rating" value={stars ?? ''} checked={query.rating === stars} onChange={() => change({ rating: stars })} />
                  <span>{stars === null ? t('catalogue.filters.any_rating') : <><span className={styles.stars} aria-hidden="true">{'★'.repeat(stars)}{'☆'.repeat(5 - stars)}</span> {t('catalogue.filters.rating_and_up', { stars })}</>}</span>
                </label>
              </li>
            ))}
          </ul>
        </Group>
        {categories.length > 0 ? (
          <Group title={t('catalogue.filters.categories')}>
            <ul className={styles.options}>
              {categories.map((c) => <li key={c.id}><LocalizedLink to={`/all/${encodeURIComponent(c.slug)}`}>{c.title}</LocalizedLink></li>)}
            </ul>
          </Group>
        ) : null}
        <button type="button" className={styles.showResults} onClick={close}>{t('catalogue.filters.show_results')}</button>
      </aside>
    </>
  );
}

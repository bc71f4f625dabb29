import { useId } from 'react';
import { LISTING_SORTS, type ListingSort } from '../../core/catalogue/listing';
import { useTranslation } from '../i18n/react-i18n';
import styles from './listing.module.css';

/** The sort order of a listing (an allow-list: the URL cannot ask for anything else). */
export function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('catalogue.sort.label')}</label>
      <select id={id} name="sortby" value={value} onChange={(event) => onChange(event.target.value as ListingSort)}>
        {LISTING_SORTS.map((sort) => <option key={sort} value={sort}>{t(`catalogue.sort.${sort}`)}</option>)}
      </select>
    </div>
  );
}

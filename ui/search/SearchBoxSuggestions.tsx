import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { advertisedDisplay, advertisedFromRange } from '../../core/product/advertised-price';
import { SearchSuggestions } from '../../core/search/search-suggestions';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { CommonStore } from '../app/common-store';
import { SearchBoxModel, type SuggestionOption } from './search-box-model';
import styles from './SearchBoxSuggestions.module.css';
import { priceText } from '../product/price-text';

export interface SearchBoxSuggestionsProps {
  text: string;
  focused: boolean;
  shownTerm: string | null;
  listboxId: string;
  /** The id of the option at `index`, for the input's aria-activedescendant. */
  optionId: (index: number) => string;
  /** Hands the model to the box once, for the arrow keys and the ARIA state of the input. */
  onModel: (model: SearchBoxModel | null) => void;
  onChoose: (option: SuggestionOption) => void;
}

/**
 * The suggestion popup and its rxjs view model: a separate chunk, loaded on the first focus or
 * keystroke, so rxjs stays out of the first-load bundle that every page pays for.
 */
export const SearchBoxSuggestions = observer(function SearchBoxSuggestions({ text, focused, shownTerm, listboxId, optionId, onModel, onChoose }: SearchBoxSuggestionsProps) {
  const suggestions = useSearchSuggestions();
  const { code } = useLanguage();
  // The model outlives a language switch; it always asks in the page's current language.
  const language = useRef(code);
  language.current = code;
  const [model] = useState(() => new SearchBoxModel((term) => (suggestions ? suggestions.execute(term, language.current) : Promise.reject(new Error('search is not wired'))), shownTerm));

  useEffect(() => {
    onModel(model);
    return () => {
      onModel(null);
      model.dispose();
    };
  }, [model, onModel]);
  useEffect(() => model.setShownTerm(shownTerm), [model, shownTerm]);
  useEffect(() => model.input(text), [model, text]);
  useEffect(() => (focused ? model.focus() : model.blur()), [model, focused]);

  if (!model.open || !model.result) return null;
  const options = model.options;
  if (options.length === 0) {
    return (
      <div className={styles.popup} role="status">
        <p className={styles.empty}>
          {/* React escapes the text: typed HTML shows as text. */}
          <NothingFound term={model.result.term} />
        </p>
      </div>
    );
  }
  const indexed = options.map((option, index) => ({ option, index }));
  return (
    <div className={styles.popup}>
      <Listbox id={listboxId}>
        <Group kind="keywords" items={indexed.filter((o) => o.option.kind === 'keyword')} model={model} optionId={optionId} onChoose={onChoose} />
        <Group kind="categories" items={indexed.filter((o) => o.option.kind === 'category' || o.option.kind === 'sub_category')} model={model} optionId={optionId} onChoose={onChoose} />
        <Group kind="products" items={indexed.filter((o) => o.option.kind === 'product')} model={model} optionId={optionId} onChoose={onChoose} />
      </Listbox>
    </div>
  );
});

/**
 * The use case, or null where the composition wired no search (a shell that renders the header
 * alone): the box then stays a plain form instead of failing the whole header.
 */
function useSearchSuggestions(): SearchSuggestions | null {
  try {
    return useService(SearchSuggestions);
  } catch {
    return null;
  }
}

function NothingFound({ term }: { term: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t('layout.search.nothing_found')} <q className={styles.term}>{term}</q>
    </>
  );
}

function Listbox({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="listbox" id={id} aria-label={t('layout.search.suggestions')} className={styles.listbox}>
      {children}
    </div>
  );
}

const Group = observer(function Group({ kind, items, model, optionId, onChoose }: {
  kind: 'keywords' | 'categories' | 'products';
  items: { option: SuggestionOption; index: number }[];
  model: SearchBoxModel;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId} className={styles.group}>
      <div id={headingId} role="presentation" className={styles.heading}>{t(`layout.search.${kind}`)}</div>
      <div className={kind === 'products' ? styles.products : styles.rows}>
        {items.map(({ option, index }) => (
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={model.activeIndex === index}
            className={`${styles.option} ${model.activeIndex === index ? styles.active : ''}`}
            // Keeps the focus in the box, so the popup does not start closing before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
          >
            <OptionBody option={option} />
          </div>
        ))}
      </div>
    </div>
  );
});

function OptionBody({ option }: { option: SuggestionOption }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  if (option.kind === 'product') {
    const { current, from } = advertisedDisplay(advertisedFromRange(option.tile, option.tile.variant_low, option.tile.variant_high, Date.now()));
    return (
      <>
        <img className={styles.thumb} src={common.thumbUrl(option.tile.image)} alt="" width={40} height={40} loading="lazy" />
        <span className={styles.label}>{option.label}</span>
        <span className={styles.price}>{priceText(t, common.price(current), from)}</span>
      </>
    );
  }
  if (option.kind === 'sub_category') {
    return (
      <>
        <span className={styles.label}>{option.label}</span>
        <span className={styles.muted}>{t('layout.search.in_category', { category: option.parent })}</span>
      </>
    );
  }
  return <span className={styles.label}>{option.label}</span>;
}

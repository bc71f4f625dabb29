import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react-i18n';
import { useLocation, useNavigate } from 'react-router';
import { splitLanguage } from '../../../../core/domain/localized-path';
import { useLanguage, useLocalizePath } from '../../../app/language-context';
import { SearchIcon } from '../../icons/SearchIcon';
import { searchTarget } from './search-target';
import styles from './SearchBox.module.css';

/** The term the search page currently shows, or null on any other page. */
function useShownTerm(): string | null {
  const location = useLocation();
  const { defaultLanguage } = useLanguage();
  const { path } = splitLanguage(location.pathname, undefined, defaultLanguage);
  return path === '/search' ? new URLSearchParams(location.search).get('q') : null;
}

/**
 * The header's product search. A plain GET form to /search, so it also works before the script
 * loads; once hydrated it navigates inside the app in the current language.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const shownTerm = useShownTerm();
  const [text, setText] = useState(shownTerm ?? '');
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = searchTarget(text, shownTerm);
    if (target) void navigate(localize(target));
  };

  return (
    <form role="search" action={localize('/search')} method="get" className={`${styles.form} ${className ?? ''}`} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">{t('layout.search.label')}</label>
      <input
        id={inputId}
        name="q"
        type="search"
        className={styles.input}
        placeholder={t('layout.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {/*
        Seam for suggestions (spec: open while focused with non-empty text, 700 ms debounce, close
        100 ms after blur): a <SearchSuggestions text={text} /> popover mounts here, positioned by
        .form (position: relative), and the input gains role="combobox" with aria-controls.
      */}
      <button type="submit" className={styles.submit} aria-label={t('layout.search.submit')}>
        <SearchIcon size={20} />
      </button>
    </form>
  );
}

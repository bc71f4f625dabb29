import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import { useLocation, useNavigate } from 'react-router';
import { splitLanguage } from '../../core/language/localized-path';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { SearchIcon } from '../kit/icons/SearchIcon';
import type { SearchBoxModel, SuggestionOption } from './search-box-model';
import type { SearchBoxSuggestionsProps } from './SearchBoxSuggestions';
import { searchTarget } from './search-target';
import styles from './SearchBox.module.css';

/** The term the search page currently shows, or null on any other page. */
function useShownTerm(): string | null {
  const location = useLocation();
  const { defaultLanguage } = useLanguage();
  const { path } = splitLanguage(location.pathname, undefined, defaultLanguage);
  return path === '/search' ? new URLSearchParams(location.search).get('q') : null;
}

let suggestionsChunk: Promise<ComponentType<SearchBoxSuggestionsProps>> | null = null;

/** The popup and its rxjs view model, fetched once, on the first focus or keystroke. */
function loadSuggestions(): Promise<ComponentType<SearchBoxSuggestionsProps>> {
  suggestionsChunk ??= import('./SearchBoxSuggestions').then((m) => m.SearchBoxSuggestions);
  // A failed chunk (offline) is retried on the next focus; the plain form keeps working meanwhile.
  suggestionsChunk.catch(() => { suggestionsChunk = null; });
  return suggestionsChunk;
}

/**
 * The header's product search. A plain GET form to /search, so it also works before the script
 * loads; once hydrated it navigates inside the app in the current language. Suggestions (an ARIA
 * combobox) come from a lazily loaded chunk, keeping this part of every page small.
 */
export const SearchBox = observer(function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const shownTerm = useShownTerm();
  const [text, setText] = useState(shownTerm ?? '');
  const [focused, setFocused] = useState(false);
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchBoxSuggestionsProps> | null>(null);
  const [model, setModel] = useState<SearchBoxModel | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = `${inputId}-listbox`;
  const optionId = useCallback((index: number) => `${inputId}-option-${index}`, [inputId]);

  const wake = () => {
    if (!Suggestions) void loadSuggestions().then((component) => setSuggestions(() => component), () => undefined);
  };

  const go = (target: string | null) => {
    model?.dismiss();
    if (target) void navigate(localize(target));
  };

  const choose = (option: SuggestionOption) => {
    if (option.kind === 'keyword') {
      model?.choose(option.label);
      setText(option.label);
      go(searchTarget(option.label, shownTerm));
    } else {
      go(option.path);
    }
    inputRef.current?.blur();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(searchTarget(text, shownTerm));
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!model) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      model.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && model.open) {
      event.preventDefault();
      model.dismiss();
    } else if (event.key === 'Enter' && model.activeOption) {
      event.preventDefault();
      choose(model.activeOption);
    }
  };

  const open = model?.open === true && model.options.length > 0;
  const active = open && model.activeIndex >= 0 ? optionId(model.activeIndex) : undefined;

  return (
    <div className={`${styles.box} ${className ?? ''}`}>
      <form role="search" action={localize('/search')} method="get" className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">{t('layout.search.label')}</label>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active}
          className={styles.input}
          placeholder={t('layout.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            wake();
          }}
          onFocus={() => {
            setFocused(true);
            wake();
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={keyDown}
        />
        <button type="submit" className={styles.submit} aria-label={t('layout.search.submit')}>
          <SearchIcon size={20} />
        </button>
      </form>
      {Suggestions && (
        <Suggestions text={text} focused={focused} shownTerm={shownTerm} listboxId={listboxId} optionId={optionId} onModel={setModel} onChoose={choose} />
      )}
    </div>
  );
});

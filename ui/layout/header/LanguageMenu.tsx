import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import { useLocation } from 'react-router';
import { ChooseLanguage } from '../../../core/language/choose-language';
import { useLanguage } from '../../app/language-context';
import { useService } from '../../app/services';
import { CommonStore } from '../../app/common-store';
import { ChevronDownIcon } from '../../kit/icons/ChevronDownIcon';
import { GlobeIcon } from '../../kit/icons/GlobeIcon';
import { cx } from '../cx';
import { fullReload } from '../full-reload';
import { useDropdown } from '../use-dropdown';
import styles from './Dropdown.module.css';

/** Switches the shop's language; rendered only when the shop speaks more than one. */
export const LanguageMenu = observer(function LanguageMenu() {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const chooseLanguage = useService(ChooseLanguage);
  const location = useLocation();
  const { code: current } = useLanguage();
  const dropdown = useDropdown();
  const panelId = useId();

  const languages = common.languages;
  if (languages.length <= 1) return null;
  const currentName = languages.find((language) => language.code === current)?.name ?? current.toUpperCase();

  const choose = (code: string) => {
    dropdown.close();
    if (code === current) return;
    const path = chooseLanguage.execute({
      code,
      currentPath: location.pathname + location.search,
      known: common.languageCodes,
      defaultLanguage: common.defaultLanguage,
    });
    fullReload.at(path);
  };

  return (
    <div className={styles.root} ref={dropdown.rootRef} onBlur={dropdown.onRootBlur}>
      <button
        type="button"
        ref={dropdown.triggerRef}
        className={cx(styles.trigger, styles.onPrimary)}
        aria-expanded={dropdown.open}
        aria-controls={panelId}
        onClick={dropdown.toggle}
        onKeyDown={dropdown.onTriggerKeyDown}
      >
        {/* Named by its content, not an aria-label: "Language: English", and on a phone, where the
            code is shown instead of the name, "Language: English EN" (WCAG 2.5.3, label in name). */}
        <GlobeIcon size={16} />
        <span className="visually-hidden">{t('layout.language.label')}: </span>
        <span className={styles.triggerText}>{currentName}</span>{' '}
        <span className={styles.triggerCode}>{current.toUpperCase()}</span>
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
      <div id={panelId} ref={dropdown.panelRef} className={styles.panel} hidden={!dropdown.open} onKeyDown={dropdown.onPanelKeyDown}>
        <p className={styles.sheetTitle}>{t('layout.language.label')}</p>
        <ul className={styles.list}>
          {languages.map((language) => (
            <li key={language.code}>
              <button
                type="button"
                className={styles.item}
                aria-current={language.code === current ? 'true' : undefined}
                onClick={() => choose(language.code)}
              >
                {/* Each name in its own language and direction, while the list keeps the page's alignment. */}
                <bdi lang={language.code} dir={language.direction}>{language.name}</bdi>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
});
